// What j, k, l, c and s do to the posts on screen. Each post card is an <article data-post>
// (focusable from script, named "Post by <author>"); its Like and Save buttons and its comment box
// carry data-shortcut. The keys press those very controls, so a shortcut does exactly what a
// click does (optimistic update, error toast).
import { scrollBehavior } from "../components/motion";

const POST = "article[data-post]";

function postsOnScreen(): HTMLElement[] {
  return [...document.querySelectorAll<HTMLElement>(POST)];
}

/** The post the keys act on: the one the focus is in (a post's page: its only post). */
export function currentPost(): HTMLElement | null {
  const focused =
    document.activeElement instanceof HTMLElement ? document.activeElement.closest<HTMLElement>(POST) : null;
  if (focused) return focused;
  const posts = postsOnScreen();
  return posts.length === 1 ? posts[0]! : null;
}

/** Moves the focus to the next (1) or previous (-1) post and scrolls it into view; false at either end. */
export function movePost(step: 1 | -1): boolean {
  const posts = postsOnScreen();
  const from = currentPost();
  const index = from ? posts.indexOf(from) + step : step === 1 ? firstBelowTop(posts) : -1;
  const target = posts[index];
  if (!target) return false;
  target.focus({ preventScroll: true });
  target.scrollIntoView({ block: "start", behavior: scrollBehavior() });
  return true;
}

/** Without a current post, j starts at the first post whose top is on screen (the one being looked at). */
function firstBelowTop(posts: HTMLElement[]): number {
  const index = posts.findIndex((post) => post.getBoundingClientRect().bottom > 80);
  return index === -1 ? 0 : index;
}

export type PostControl = "like" | "save";

/**
 * Presses the post's Like or Save button; resolves to what it says to announce, e.g. "Liked
 * ada's post", or null when there is no current post.
 */
export function pressPostControl(control: PostControl): string | null {
  const post = currentPost();
  const button = post?.querySelector<HTMLButtonElement>(`[data-shortcut="${control}"]`);
  if (!post || !button) return null;
  const wasOn = button.getAttribute("aria-pressed") === "true";
  button.click();
  const whose = `${post.dataset.author ?? "this"}'s post`;
  if (control === "like") return wasOn ? `Unliked ${whose}` : `Liked ${whose}`;
  return wasOn ? `Removed ${whose} from your saved posts` : `Saved ${whose}`;
}

/** Puts the focus in the current post's comment box; false when there is none. */
export function focusCommentBox(): boolean {
  const box = currentPost()?.querySelector<HTMLElement>('[data-shortcut="comment"]');
  box?.focus();
  return !!box;
}
