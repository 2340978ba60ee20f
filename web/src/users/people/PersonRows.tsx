import { graphql, useFragment } from "react-relay";
import { Link } from "react-router-dom";
import { Avatar } from "../../components/Avatar";
import { LoadMoreSentinel } from "../../components/LoadMoreSentinel";
import { FollowButton } from "../FollowButton";
import { profilePath } from "../profilePath";
import type { PersonRow_user$key } from "./__generated__/PersonRow_user.graphql";

interface PersonRowsProps {
  readonly people: readonly (PersonRow_user$key & { readonly id: string })[];
  /** the list's accessible name ("Followers") */
  readonly label: string;
  readonly emptyText: string;
  readonly hasMore: boolean;
  readonly loadingMore: boolean;
  readonly onLoadMore: () => void;
}

/** A list of people (followers, following, likers): each links to their profile, with a Follow button. */
export function PersonRows({ people, label, emptyText, hasMore, loadingMore, onLoadMore }: PersonRowsProps) {
  if (people.length === 0) return <p className="py-8 text-center text-sm text-slate-500">{emptyText}</p>;
  return (
    <>
      <ul aria-label={label} className="mt-3 max-h-[60vh] space-y-1 overflow-y-auto">
        {people.map((person) => (
          <PersonRow key={person.id} person={person} />
        ))}
        <li>
          <LoadMoreSentinel
            hasMore={hasMore}
            loading={loadingMore}
            onLoadMore={onLoadMore}
            label="Loading more people"
          />
        </li>
      </ul>
    </>
  );
}

function PersonRow({ person }: { person: PersonRow_user$key }) {
  const data = useFragment(
    graphql`
      fragment PersonRow_user on User {
        databaseId
        username
        name
        isViewer
        profileImage {
          url
        }
        ...FollowButton_user
      }
    `,
    person,
  );
  return (
    <li className="flex items-center gap-2">
      <Link
        to={profilePath(data)}
        className="flex min-w-0 flex-1 items-center gap-3 rounded-lg p-2 text-sm hover:bg-slate-50"
      >
        {/* the link's name is the username beside it: the picture adds nothing to say */}
        <Avatar src={data.profileImage.url} alt="" fallbackName={data.username} />
        <span className="min-w-0">
          <span className="block truncate font-semibold text-slate-800">{data.username}</span>
          <span className="block truncate text-slate-500">{data.name}</span>
        </span>
      </Link>
      {!data.isViewer && <FollowButton user={data} compact />}
    </li>
  );
}
