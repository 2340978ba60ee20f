import { Combobox, ComboboxInput, ComboboxOption, ComboboxOptions } from "@headlessui/react";
import { Suspense, useDeferredValue, useState, type KeyboardEvent } from "react";
import { useNavigate } from "react-router-dom";
import { SearchIcon } from "../../../components/icons";
import { profilePath } from "../../../users/profilePath";
import { searchPath } from "../../search/searchPath";
import { useDebouncedValue } from "./useDebouncedValue";
import { UserSearchOptions, type UserSearchResult } from "./UserSearchOptions";

const TYPEAHEAD_DELAY_MS = 200;
/** The keys that move the highlight through the list. */
const MOVING_KEYS = new Set(["ArrowDown", "ArrowUp", "Home", "End", "PageUp", "PageDown"]);

/** The typeahead's last option: search posts for what was typed. */
interface PostSearchChoice {
  readonly postsQuery: string;
}

/**
 * The home search box. Typing lists matching people (click or arrow keys + Enter opens one), then
 * a Posts section that searches captions and tags. Enter does what the highlighted option says;
 * with none highlighted it opens the search page, people and posts (an exact username lookup
 * would answer "user not found" to words meant for posts).
 */
export function UserSearch({ focusOnMount = false }: { readonly focusOnMount?: boolean }) {
  const [query, setQuery] = useState("");
  // The combobox makes its first option active whenever the list opens; an option counts as
  // highlighted (shown so, and what Enter opens) only once the person moved to one, with the
  // keys or the pointer. Until then Enter searches what they typed.
  const [browsing, setBrowsing] = useState(false);
  const typeaheadQuery = useDeferredValue(useDebouncedValue(query.trim(), TYPEAHEAD_DELAY_MS));
  const navigate = useNavigate();

  // Capture phase: runs before the combobox's own key handling, which would open its active option.
  const handleKeyDownCapture = (event: KeyboardEvent<HTMLDivElement>) => {
    if (MOVING_KEYS.has(event.key)) setBrowsing(true);
    if (event.key !== "Enter" || browsing) return;
    event.preventDefault();
    event.stopPropagation();
    // The input's own text: the combobox clears it on close without telling `query`.
    const words = (event.target as HTMLInputElement).value.trim();
    if (words) navigate(searchPath(words));
  };
  const optionClass = browsing ? "data-focus:bg-slate-100" : "";

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
          placeholder="Search for people and posts"
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
          onPointerMove={() => setBrowsing(true)}
          className="z-30 w-(--input-width) rounded-xl border border-slate-200 bg-white p-1.5 shadow-lg empty:invisible"
        >
          <Suspense fallback={<p className="px-3 py-2 text-sm text-slate-500">Searching…</p>}>
            <UserSearchOptions query={typeaheadQuery} highlightClass={optionClass} />
          </Suspense>
          {/* the Posts section: the same words, searched in captions and tags on a page of their own */}
          <p className="mt-1 border-t border-slate-200 px-3 pb-1 pt-2 text-xs font-semibold uppercase tracking-wide text-slate-600">
            Posts
          </p>
          <ComboboxOption
            value={{ postsQuery: typeaheadQuery }}
            className={`flex cursor-pointer items-center gap-3 rounded-lg px-3 py-2 text-sm text-slate-800 hover:bg-slate-100 ${optionClass}`}
          >
            <SearchIcon className="size-5 shrink-0 text-slate-500" />
            <span className="min-w-0 truncate">Search posts for “{typeaheadQuery}”</span>
          </ComboboxOption>
        </ComboboxOptions>
      )}
    </Combobox>
  );
}
