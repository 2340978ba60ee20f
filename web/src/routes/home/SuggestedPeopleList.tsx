import { graphql, useLazyLoadQuery } from "react-relay";
import { Link } from "react-router-dom";
import { Avatar } from "../../components/Avatar";
import { useFocusAfterRowRemoval } from "../../components/focus/useFocusAfterRowRemoval";
import { useToast } from "../../toast/useToast";
import { FollowButton } from "../../users/FollowButton";
import { useToggleFollow } from "../../users/useToggleFollow";
import type { SuggestedPeopleListQuery } from "./__generated__/SuggestedPeopleListQuery.graphql";
import { profilePath } from "../../users/profilePath";

/** People asked for beyond those shown, who take the places of the people followed from the list. */
const SPARE = 5;

interface SuggestedPeopleListProps {
  /** how many people to suggest */
  readonly count: number;
  /** each person's name under their username (the People page; the home column shows usernames only) */
  readonly withNames?: boolean;
}

/**
 * People the viewer may want to follow, each linking to their profile, with a Follow button. A
 * person followed (or asked) leaves the list at once and the next suggestion takes the place; the
 * toast that says so can undo it, which brings the person back.
 */
export function SuggestedPeopleList({ count, withNames = false }: SuggestedPeopleListProps) {
  const { suggestedPeople } = useLazyLoadQuery<SuggestedPeopleListQuery>(
    graphql`
      query SuggestedPeopleListQuery($count: Int!) {
        suggestedPeople(first: $count) @required(action: THROW) {
          id
          databaseId
          username
          name
          isPrivate
          viewerIsFollowing
          viewerHasRequestedToFollow
          profileImage {
            url
          }
          ...FollowButton_user
        }
      }
    `,
    { count: count + SPARE },
    { fetchPolicy: "store-and-network" },
  );
  const { showToast } = useToast();
  const toggleFollow = useToggleFollow();
  const shown = suggestedPeople
    .filter((person) => !person.viewerIsFollowing && !person.viewerHasRequestedToFollow)
    .slice(0, count);
  const list = useFocusAfterRowRemoval<HTMLDivElement>(shown.map((person) => person.id));

  const followed = (person: (typeof shown)[number]) => {
    const requested = person.isPrivate;
    showToast(requested ? `You asked to follow ${person.username}.` : `You follow ${person.username} now.`, "success", {
      label: "Undo",
      run: () =>
        toggleFollow({
          id: person.id,
          isPrivate: person.isPrivate,
          viewerIsFollowing: !requested,
          viewerHasRequestedToFollow: requested,
        }),
    });
  };

  return (
    <div ref={list}>
      {shown.length === 0 ? (
        <p className="text-sm text-slate-500">No suggestions yet.</p>
      ) : (
        <ul className="space-y-1">
          {shown.map((person) => (
            <li key={person.id} data-row-key={person.id} className="flex items-center gap-2">
              <Link
                to={profilePath(person)}
                className="flex min-w-0 flex-1 items-center gap-3 rounded-lg p-2 text-sm hover:bg-slate-50"
              >
                <Avatar src={person.profileImage.url} alt="" fallbackName={person.username} />
                <span className="min-w-0">
                  <span className="block truncate font-semibold text-slate-800">{person.username}</span>
                  {withNames && <span className="block truncate text-slate-500">{person.name}</span>}
                </span>
              </Link>
              <FollowButton user={person} compact onFollowed={() => followed(person)} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
