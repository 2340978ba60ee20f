import { graphql, useFragment } from "react-relay";
import { Avatar } from "../../components/Avatar";
import type { PresenceAvatar_user$key } from "./__generated__/PresenceAvatar_user.graphql";

/**
 * A chat partner's picture with a green dot while they are online (live for the people the viewer
 * follows). Always beside their name (in the same link): the picture itself is not read.
 */
export function PresenceAvatar({ user }: { user: PresenceAvatar_user$key }) {
  const { username, online, profileImage } = useFragment(
    graphql`
      fragment PresenceAvatar_user on User {
        username
        online
        profileImage {
          url
        }
      }
    `,
    user,
  );
  return (
    <span className="relative shrink-0">
      <Avatar src={profileImage.url} alt="" fallbackName={username} />
      {online && (
        <span className="absolute bottom-0 right-0 size-3 rounded-full bg-emerald-500 ring-2 ring-white">
          <span className="sr-only">online</span>
        </span>
      )}
    </span>
  );
}
