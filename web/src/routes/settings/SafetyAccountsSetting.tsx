import { useId } from "react";
import { graphql, useFragment } from "react-relay";
import { Link } from "react-router-dom";
import { Avatar } from "../../components/Avatar";
import { useFocusAfterRowRemoval } from "../../components/focus/useFocusAfterRowRemoval";
import { useSafetySwitches } from "../../users/useSafetySwitches";
import type { SafetyAccountsSetting_query$key } from "./__generated__/SafetyAccountsSetting_query.graphql";
import { profilePath } from "../../users/profilePath";

interface Person {
  readonly id: string;
  readonly databaseId: string;
  readonly username: string;
  readonly name: string;
  readonly profileImage: { readonly url: string };
}

/**
 * Settings' "Blocked accounts" and "Muted accounts", each person with the button that undoes it.
 * A row leaves its list as soon as its switch is undone, here or on the profile (the list shows
 * only people still blocked or muted, as the store has them).
 */
export function SafetyAccountsSetting({ query }: { readonly query: SafetyAccountsSetting_query$key }) {
  const data = useFragment(
    graphql`
      fragment SafetyAccountsSetting_query on Query {
        blockedAccounts(first: 40) {
          edges {
            node {
              id
              databaseId
              username
              name
              viewerHasBlocked
              profileImage {
                url
              }
            }
          }
        }
        mutedAccounts(first: 40) {
          edges {
            node {
              id
              databaseId
              username
              name
              viewerHasMuted
              profileImage {
                url
              }
            }
          }
        }
      }
    `,
    query,
  );
  const { unblock, unmute } = useSafetySwitches();
  const blocked = (data.blockedAccounts?.edges ?? [])
    .map((edge) => edge.node)
    .filter((person) => person.viewerHasBlocked);
  const muted = (data.mutedAccounts?.edges ?? []).map((edge) => edge.node).filter((person) => person.viewerHasMuted);

  return (
    <>
      <AccountList
        title="Blocked accounts"
        hint="They can't see your profile or posts, or follow, message or invite you."
        empty="You haven't blocked anyone."
        people={blocked}
        action="Unblock"
        onAction={unblock.run}
      />
      <AccountList
        title="Muted accounts"
        hint="Their posts and activity don't show in your feed or notifications. They aren't told."
        empty="You haven't muted anyone."
        people={muted}
        action="Unmute"
        onAction={unmute.run}
      />
    </>
  );
}

interface AccountListProps {
  readonly title: string;
  readonly hint: string;
  readonly empty: string;
  readonly people: readonly Person[];
  readonly action: string;
  readonly onAction: (person: Person) => void;
}

function AccountList({ title, hint, empty, people, action, onAction }: AccountListProps) {
  const list = useFocusAfterRowRemoval<HTMLElement>(people.map((person) => person.id));
  const headingId = useId();
  return (
    <section ref={list} aria-labelledby={headingId} className="mt-4 first:mt-3">
      <h3 id={headingId} className="text-sm font-semibold text-slate-800">
        {title}
      </h3>
      <p className="text-sm text-slate-600">{hint}</p>
      {people.length ? (
        <ul className="mt-2 divide-y divide-slate-100" aria-label={title}>
          {people.map((person) => (
            <li key={person.id} data-row-key={person.id} className="flex items-center gap-3 py-2">
              <Avatar src={person.profileImage.url} alt="" fallbackName={person.username} size="sm" />
              <Link to={profilePath(person)} className="min-w-0 flex-1 truncate text-sm">
                <span className="font-semibold text-slate-900">{person.username}</span>{" "}
                <span className="text-slate-500">{person.name}</span>
              </Link>
              <button
                type="button"
                onClick={() => onAction(person)}
                aria-label={`${action} ${person.username}`}
                className="shrink-0 rounded-lg border border-slate-300 bg-white px-3 py-1.5 text-xs font-semibold text-slate-800 shadow-sm hover:bg-slate-50"
              >
                {action}
              </button>
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-2 text-sm text-slate-500">{empty}</p>
      )}
    </section>
  );
}
