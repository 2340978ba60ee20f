import { graphql, useLazyLoadQuery } from "react-relay";
import { Link } from "react-router-dom";
import { Avatar } from "../../components/Avatar";
import { FollowButton } from "../../users/FollowButton";
import type { SuggestedPeopleListQuery } from "./__generated__/SuggestedPeopleListQuery.graphql";
import { profilePath } from "../../users/profilePath";

interface SuggestedPeopleListProps {
  /** how many people to suggest */
  readonly count: number;
  /** each person's name under their username (the People page; the home column shows usernames only) */
  readonly withNames?: boolean;
}

/** People the viewer may want to follow, each linking to their profile, with a Follow button. */
export function SuggestedPeopleList({ count, withNames = false }: SuggestedPeopleListProps) {
  const { suggestedPeople } = useLazyLoadQuery<SuggestedPeopleListQuery>(
    graphql`
      query SuggestedPeopleListQuery($count: Int!) {
        suggestedPeople(first: $count) @required(action: THROW) {
          id
          databaseId
          username
          name
          profileImage {
            url
          }
          ...FollowButton_user
        }
      }
    `,
    { count },
    { fetchPolicy: "store-and-network" },
  );

  if (suggestedPeople.length === 0) return <p className="text-sm text-slate-500">No suggestions yet.</p>;
  return (
    <ul className="space-y-1">
      {suggestedPeople.map((person) => (
        // a followed person stays listed (Unfollow) until the list is next loaded, so a slip is undone where it happened
        <li key={person.id} className="flex items-center gap-2">
          <Link
            to={profilePath(person)}
            className="flex min-w-0 flex-1 items-center gap-3 rounded-lg p-2 text-sm hover:bg-slate-50"
          >
            <Avatar
              src={person.profileImage.url}
              alt={`${person.username}'s profile picture`}
              fallbackName={person.username}
            />
            <span className="min-w-0">
              <span className="block truncate font-semibold text-slate-800">{person.username}</span>
              {withNames && <span className="block truncate text-slate-500">{person.name}</span>}
            </span>
          </Link>
          <FollowButton user={person} compact />
        </li>
      ))}
    </ul>
  );
}
