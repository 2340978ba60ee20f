import { ComboboxOption } from "@headlessui/react";
import { graphql, useLazyLoadQuery } from "react-relay";
import { PersonSummary } from "../../../users/PersonSummary";
import type { UserSearchOptionsQuery } from "./__generated__/UserSearchOptionsQuery.graphql";

export type UserSearchResult = UserSearchOptionsQuery["response"]["searchUsers"][number];

/**
 * The typeahead's matches for `query` (username or name prefix, exact username first); the
 * active one wears `highlightClass` (none until the person moves into the list).
 */
export function UserSearchOptions({ query, highlightClass }: { query: string; highlightClass: string }) {
  const { searchUsers } = useLazyLoadQuery<UserSearchOptionsQuery>(
    graphql`
      query UserSearchOptionsQuery($query: String!) {
        searchUsers(query: $query, first: 8) @required(action: THROW) {
          id
          databaseId
          username
          name
          isViewer
          profileImage {
            url
          }
        }
      }
    `,
    { query },
  );

  if (searchUsers.length === 0) return <p className="px-3 py-2 text-sm text-slate-500">No users found</p>;

  return searchUsers.map((user) => (
    <ComboboxOption
      key={user.id}
      value={user}
      className={`flex cursor-pointer items-center gap-3 rounded-lg px-3 py-2 hover:bg-slate-100 ${highlightClass}`}
    >
      <PersonSummary person={user} />
    </ComboboxOption>
  ));
}
