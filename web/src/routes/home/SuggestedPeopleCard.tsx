import { graphql, useLazyLoadQuery } from "react-relay";
import { Link } from "react-router-dom";
import { Avatar } from "../../components/Avatar";
import { Card } from "../../components/Card";
import { FollowButton } from "../../users/FollowButton";
import type { SuggestedPeopleCardQuery } from "./__generated__/SuggestedPeopleCardQuery.graphql";

export function SuggestedPeopleCard() {
  const { suggestedPeople } = useLazyLoadQuery<SuggestedPeopleCardQuery>(
    graphql`
      query SuggestedPeopleCardQuery {
        suggestedPeople(first: 10) @required(action: THROW) {
          id
          databaseId
          username
          profileImage {
            url
          }
          ...FollowButton_user
        }
      }
    `,
    {},
    { fetchPolicy: "store-and-network" },
  );

  return (
    <Card className="p-5">
      <h2 className="text-base font-semibold text-slate-900">Suggested People</h2>
      {suggestedPeople.length === 0 ? (
        <p className="mt-3 text-sm text-slate-500">No suggestions yet.</p>
      ) : (
        <ul className="mt-4 space-y-1">
          {suggestedPeople.map((person) => (
            // a followed person stays listed (Unfollow) until the list is next loaded, so a slip is undone where it happened
            <li key={person.id} className="flex items-center gap-2">
              <Link
                to={`/${person.databaseId}`}
                className="flex min-w-0 flex-1 items-center gap-3 rounded-lg p-2 text-sm font-semibold text-slate-800 hover:bg-slate-50"
              >
                <Avatar
                  src={person.profileImage.url}
                  alt={`${person.username}'s profile picture`}
                  fallbackName={person.username}
                />
                <span className="truncate">{person.username}</span>
              </Link>
              <FollowButton user={person} compact />
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
