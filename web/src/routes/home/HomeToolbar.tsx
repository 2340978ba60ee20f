import { useEffect, useState } from "react";
import { useLocation, useNavigate } from "react-router-dom";
import { PlusIcon } from "../../components/icons";
import { CreatePostDialog } from "../../posts/CreatePostDialog";
import { shortcutArrival } from "../../shortcuts/shortcutList";
import { UserSearch } from "./search/UserSearch";

export function HomeToolbar() {
  const location = useLocation();
  const navigate = useNavigate();
  // n pressed on a page without this button: it opens here (the state is used once)
  const arrival = shortcutArrival(location.state);
  const [creating, setCreating] = useState(arrival === "new-post");
  useEffect(() => {
    if (arrival) navigate(location.pathname, { replace: true, state: null });
  }, [arrival, location.pathname, navigate]);
  return (
    <div className="mb-6 flex items-center gap-3">
      <UserSearch focusOnMount={arrival === "search"} />
      <button
        type="button"
        data-shortcut="new-post"
        onClick={() => setCreating(true)}
        className="flex shrink-0 items-center gap-1.5 rounded-full bg-brand-600 px-4 py-2 text-sm font-semibold text-white shadow-sm hover:bg-brand-700"
      >
        <PlusIcon className="size-5" />
        <span className="sr-only sm:not-sr-only">Add New Post</span>
      </button>
      <CreatePostDialog open={creating} onClose={() => setCreating(false)} />
    </div>
  );
}
