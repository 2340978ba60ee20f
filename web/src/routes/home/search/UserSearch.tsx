import { Combobox, ComboboxInput, ComboboxOption, ComboboxOptions } from "@headlessui/react";
import { Suspense, useCallback, useDeferredValue, useState, type KeyboardEvent } from "react";
import { useNavigate } from "react-router-dom";
import { SearchIcon } from "../../../components/icons";
import { profilePath } from "../../../users/profilePath";
import { useExactUserSearch, type FoundUser } from "../../../users/useExactUserSearch";
import { searchPath } from "../../search/searchPath";
import { useDebouncedValue } from "./useDebouncedValue";
import { UserSearchOptions, type UserSearchResult } from "./UserSearchOptions";

const TYPEAHEAD_DELAY_MS = 200;

/** The typeahead's last option: search posts for what was typed. */
interface PostSearchChoice {
  readonly postsQuery: string;
}

/**
 * The home search box. Typing lists matching people (click or arrow keys + Enter opens one), then
 * a Posts section that searches captions and tags; Enter without moving into the list runs v1's
 * exact username search with its 'user found' toast.
 */
export function UserSearch({ focusOnMount = false }: { readonly focusOnMount?: boolean }) {
  const [query, setQuery] = useState("");
  // True once the arrow keys moved into the list, so Enter picks the highlighted person instead.
  const [browsing, setBrowsing] = useState(false);
  const typeaheadQuery = useDeferredValue(useDebouncedValue(query.trim(), TYPEAHEAD_DELAY_MS));
  const navigate = useNavigate();
  const searchExact = useExactUserSearch(
    useCallback((user: FoundUser) => navigate(profilePath(user)), [navigate]),
    "toast",
  );

  // Capture phase: runs before the combobox's own key handling, which would select the first option on Enter.
  const handleKeyDownCapture = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === "ArrowDown" || event.key === "ArrowUp") setBrowsing(true);
    if (event.key !== "Enter" || browsing) return;
    event.preventDefault();
    event.stopPropagation();
    // The input's own text: the combobox clears it on close without telling `query`.
    void searchExact((event.target as HTMLInputElement).value.trim());
  };

  const openChoice = (choice: UserSearchResult | PostSearchChoice | null) => {
    if (!choice) return;
    navigate("postsQuery" in choice ? searchPath(choice.postsQuery) : profilePath(choice));
  };

  return (
    <Combobox<UserSearchResult | PostSearchChoice | null>
      value={null}
      onChange={openChoice}
      onClose={() => setBrowsing(false)}
    >
      <div className="relative min-w-0 flex-1" onKeyDownCapture={handleKeyDownCapture}>
        <SearchIcon className="pointer-events-none absolute left-3 top-1/2 size-5 -translate-y-1/2 text-slate-500" />
        <ComboboxInput
          data-shortcut="search"
          autoFocus={focusOnMount}
          aria-label="Search users"
          placeholder="Search for friends, groups, pages"
          autoComplete="off"
          onChange={(event) => {
            setQuery(event.target.value);
            setBrowsing(false);
          }}
          className="w-full rounded-full border border-slate-450 bg-white py-2 pl-10 pr-4 text-sm text-slate-900 placeholder:text-slate-500 focus:border-brand-500 focus:outline-none focus:ring-2 focus:ring-brand-100"
        />
      </div>
      {typeaheadQuery.length > 0 && (
        <ComboboxOptions
          anchor={{ to: "bottom start", gap: 6 }}
          // Not modal: the page stays scrollable and the search's toasts stay readable while it is open.
          modal={false}
          className="z-30 w-(--input-width) rounded-xl border border-slate-200 bg-white p-1.5 shadow-lg empty:invisible"
        >
          <Suspense fallback={<p className="px-3 py-2 text-sm text-slate-500">Searching…</p>}>
            <UserSearchOptions query={typeaheadQuery} />
          </Suspense>
          {/* the Posts section: the same words, searched in captions and tags on a page of their own */}
          <p className="mt-1 border-t border-slate-200 px-3 pb-1 pt-2 text-xs font-semibold uppercase tracking-wide text-slate-600">
            Posts
          </p>
          <ComboboxOption
            value={{ postsQuery: typeaheadQuery }}
            className="flex cursor-pointer items-center gap-3 rounded-lg px-3 py-2 text-sm text-slate-800 data-focus:bg-slate-100"
          >
            <SearchIcon className="size-5 shrink-0 text-slate-500" />
            <span className="min-w-0 truncate">Search posts for “{typeaheadQuery}”</span>
          </ComboboxOption>
        </ComboboxOptions>
      )}
    </Combobox>
  );
}
