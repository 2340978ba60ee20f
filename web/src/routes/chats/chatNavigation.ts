// Where the keyboard focus goes as the chat screen changes without a new path (its ?with= query):
// the link or button that was used is gone or hidden (on phones the list and the conversation
// take turns), so the navigation carries where to continue.

interface ChatNavigationState {
  /** A conversation opened by the user: its message box takes the focus. */
  readonly focusComposer?: boolean;
  /** Back from this partner's conversation (phones): their entry in the list takes the focus. */
  readonly backFrom?: string;
}

export function conversationPath(userId: string): string {
  return `/chats?with=${userId}`;
}

/** Whether the page at `location` shows the conversation with this user (conversationPath's address). */
export function showsConversationWith(location: { pathname: string; search: string }, userId: string): boolean {
  return location.pathname === "/chats" && new URLSearchParams(location.search).get("with") === userId;
}

export const OPENED_TO_WRITE: ChatNavigationState = { focusComposer: true };

export function backFromState(partnerId: string): ChatNavigationState {
  return { backFrom: partnerId };
}

export function wantsComposerFocus(state: unknown): boolean {
  return (state as ChatNavigationState | null)?.focusComposer === true;
}

export function cameBackFrom(state: unknown): string | null {
  return (state as ChatNavigationState | null)?.backFrom ?? null;
}
