import { useState, type ReactNode } from "react";
import { graphql, useFragment } from "react-relay";
import { Avatar } from "../../components/Avatar";
import { Card } from "../../components/Card";
import { ModalDialog } from "../../components/overlay/ModalDialog";
import type { ProfileHeader_user$key } from "./__generated__/ProfileHeader_user.graphql";
import { ProfileCounts } from "./ProfileCounts";

interface ProfileHeaderProps {
  readonly user: ProfileHeader_user$key;
  /** Follow on other profiles; Edit Profile and Update Password on the own one. */
  readonly actions: ReactNode;
}

export function ProfileHeader({ user, actions }: ProfileHeaderProps) {
  const data = useFragment(
    graphql`
      fragment ProfileHeader_user on User {
        name
        username
        bio
        profileImage {
          url
        }
        coverImage {
          url
        }
        ...ProfileCounts_user
      }
    `,
    user,
  );
  const [avatarOpen, setAvatarOpen] = useState(false);
  const avatarAlt = `${data.username}'s profile picture`;

  return (
    <Card>
      <img
        src={data.coverImage.url}
        alt={`${data.name}'s cover`}
        className="h-40 w-full bg-gradient-to-r from-sky-200 to-indigo-200 object-cover sm:h-56"
      />
      {/* Top-aligned: the avatar straddles the cover's edge however long the bio under the name runs.
          The actions join the row only where the bio beside them keeps a readable width. */}
      <div className="flex flex-col gap-4 px-6 pb-6 lg:flex-row lg:items-start lg:justify-between">
        <div className="flex min-w-0 flex-col gap-4 sm:flex-row sm:items-start">
          <button
            type="button"
            onClick={() => setAvatarOpen(true)}
            className="-mt-10 w-fit shrink-0 rounded-full sm:-mt-14"
          >
            {/* the button says what it does; the username is the heading beside it */}
            <Avatar
              src={data.profileImage.url}
              alt=""
              size="lg"
              fallbackName={data.username}
              className="border-4 border-white sm:size-28"
            />
            <span className="sr-only">Show the profile picture larger</span>
          </button>
          <div className="min-w-0 sm:pt-4">
            <h2 className="truncate text-xl font-bold text-slate-900">{data.username}</h2>
            <p className="text-sm text-slate-600">{data.name}</p>
            {data.bio && <p className="mt-2 max-w-prose break-words text-sm text-slate-700">{data.bio}</p>}
            <ProfileCounts user={data} />
          </div>
        </div>
        {/* under the name (past the avatar: 7rem and the gap) until they join the row */}
        <div className="flex shrink-0 flex-wrap gap-2 sm:pl-32 lg:pl-0 lg:pt-4">{actions}</div>
      </div>
      <ModalDialog open={avatarOpen} onClose={() => setAvatarOpen(false)} title={avatarAlt} hideTitle width="lg">
        <img src={data.profileImage.url} alt={avatarAlt} className="mt-3 w-full rounded-xl object-contain" />
      </ModalDialog>
    </Card>
  );
}
