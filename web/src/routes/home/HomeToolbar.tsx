import { useState } from "react";
import { PlusIcon } from "../../components/icons";
import { CreatePostDialog } from "../../posts/CreatePostDialog";
import { UserSearch } from "./search/UserSearch";

export function HomeToolbar() {
  const [creating, setCreating] = useState(false);
  return (
    <div className="mb-6 flex items-center gap-3">
      <UserSearch />
      <button
        type="button"
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
