import { useCallback, useState, type FormEvent } from "react";
import { useNavigate } from "react-router-dom";
import { SearchIcon } from "../../../components/icons";
import { useExactUserSearch, type FoundUser } from "../../../users/useExactUserSearch";
import { conversationPath, OPENED_TO_WRITE } from "../chatNavigation";

/** The chat's user search (v1's): the exact username opens the conversation with that person. */
export function ChatUserSearch() {
  const [username, setUsername] = useState("");
  const navigate = useNavigate();
  const search = useExactUserSearch(
    useCallback(
      (user: FoundUser) => navigate(conversationPath(user.databaseId), { state: OPENED_TO_WRITE }),
      [navigate],
    ),
    "log",
  );

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void search(username.trim()).then(() => setUsername(""));
  };

  return (
    <form role="search" onSubmit={submit} className="flex gap-2">
      <div className="relative min-w-0 flex-1">
        <SearchIcon className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-slate-500" />
        <input
          type="search"
          aria-label="Search users to chat with"
          placeholder="Search user"
          value={username}
          onChange={(event) => setUsername(event.target.value)}
          autoComplete="off"
          className="w-full rounded-lg border border-slate-450 bg-white py-2 pl-9 pr-3 text-sm text-slate-900 placeholder:text-slate-500 focus:border-brand-500 focus:outline-none focus:ring-2 focus:ring-brand-100"
        />
      </div>
      <button
        type="submit"
        className="shrink-0 rounded-lg bg-brand-600 px-3 py-2 text-sm font-semibold text-white shadow-sm hover:bg-brand-700"
      >
        Search
      </button>
    </form>
  );
}
