import { ComboboxOption } from "@headlessui/react";
import { graphql, useLazyLoadQuery } from "react-relay";
import { Avatar } from "../../../components/Avatar";
import type { UserSearchOptionsQuery } from "./__generated__/UserSearchOptionsQuery.graphql";

export type UserSearchResult = UserSearchOptionsQuery["response"]["searchUsers"][number];

/** The typeahead's matches for `query` (username or name prefix, exact username first). */
export function UserSearchOptions({ query }: { query: string }) {
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
      className="flex cursor-pointer items-center gap-3 rounded-lg px-3 py-2 data-focus:bg-slate-100"
    >
      <Avatar
        src={user.profileImage.url}
        alt={`${user.username}'s profile picture`}
        size="sm"
        fallbackName={user.username}
      />
      <span className="min-w-0">
        <span className="block truncate text-sm font-semibold text-slate-900">{user.username}</span>
        <span className="block truncate text-xs text-slate-600">{user.name}</span>
      </span>
    </ComboboxOption>
  ));
}
