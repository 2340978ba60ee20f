// The keyboard shortcuts of the feed and post pages, as the help dialog (and README) lists them.

export interface Shortcut {
  /** the keys, pressed one after the other */
  readonly keys: readonly string[];
  readonly description: string;
}

export const SHORTCUTS: readonly Shortcut[] = [
  { keys: ["j"], description: "Next post" },
  { keys: ["k"], description: "Previous post" },
  { keys: ["l"], description: "Like or unlike the post" },
  { keys: ["c"], description: "Comment on the post" },
  { keys: ["s"], description: "Save or unsave the post" },
  { keys: ["n"], description: "New post" },
  { keys: ["/"], description: "Search" },
  { keys: ["g", "h"], description: "Go to the home feed" },
  { keys: ["g", "c"], description: "Go to chats" },
  { keys: ["?"], description: "Show these shortcuts" },
];

/** Where a page without a search box or a New Post button sends the key, to the home page's. */
export interface ShortcutArrival {
  readonly shortcut: "search" | "new-post";
}

export function shortcutArrival(state: unknown): ShortcutArrival["shortcut"] | null {
  const shortcut = (state as Partial<ShortcutArrival> | null)?.shortcut;
  return shortcut === "search" || shortcut === "new-post" ? shortcut : null;
}
