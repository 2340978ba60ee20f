import { useCallback, useEffect, useRef, type RefObject } from "react";

/** Reaches the newest invitation prompt from anywhere: Alt+Shift+A (Option+Shift+A on a Mac). */
export const PROMPT_SHORTCUT = "Alt+Shift+A";

/** Marks a prompt's element, so focus inside any prompt is recognised. */
export const PROMPT_ATTRIBUTE = "data-invitation-prompt";

export interface FocusablePrompt {
  readonly id: string;
  /** What a screen reader user is told of it when focus stays where it is. */
  readonly announcement: string;
}

export interface PromptFocus {
  /** The callback ref of a prompt's element. */
  readonly refFor: (id: string) => (element: HTMLElement | null) => void;
  /** The prompt `id` closes: if it held the focus, focus goes back where it came from. */
  readonly release: (id: string) => void;
  /** The assertive live region that tells of a prompt that did not take the focus (the user was typing). */
  readonly liveRegion: RefObject<HTMLDivElement | null>;
}

/**
 * Focus for the invitation prompts, so a keyboard or screen-reader user can answer in time: a new
 * prompt takes the focus unless the user is typing in a field (then it is announced, and the
 * shortcut reaches it); when a prompt that held the focus closes (answered, expired, put off),
 * focus goes back to where it was, or to the page's heading, never to the page's body.
 */
export function usePromptFocus(prompts: readonly FocusablePrompt[]): PromptFocus {
  const elements = useRef(new Map<string, HTMLElement>());
  const cameFrom = useRef<HTMLElement | null>(null);
  const liveRegion = useRef<HTMLDivElement | null>(null);
  const announcedId = useRef<string | null>(null);
  /** prompts already shown: one left newest when a newer one closes does not take the focus again */
  const presented = useRef(new Set<string>());
  const newest = prompts.at(-1);

  const focusPrompt = useCallback((id: string) => {
    const element = elements.current.get(id);
    if (!element) return;
    const active = document.activeElement;
    if (!isInPrompt(active))
      cameFrom.current = active instanceof HTMLElement && active !== document.body ? active : null;
    element.focus();
  }, []);

  const refFor = useCallback(
    (id: string) => (element: HTMLElement | null) => {
      if (element) elements.current.set(id, element);
      else elements.current.delete(id);
    },
    [],
  );

  // A new prompt: focus moves to it, unless the user is typing or already in another prompt.
  const newestId = newest?.id;
  const newestAnnouncement = newest?.announcement;
  useEffect(() => {
    if (!newestId || newestAnnouncement === undefined || presented.current.has(newestId)) return;
    presented.current.add(newestId);
    const active = document.activeElement;
    if (isTyping(active) || isInPrompt(active)) {
      announcedId.current = newestId;
      if (liveRegion.current) liveRegion.current.textContent = newestAnnouncement;
    } else focusPrompt(newestId);
  }, [newestId, newestAnnouncement, focusPrompt]);

  useEffect(() => {
    if (!newestId) return;
    const onKeyDown = (event: KeyboardEvent) => {
      // `code`, not `key`: with Option held a Mac types "Å"
      if (!event.altKey || !event.shiftKey || event.ctrlKey || event.metaKey || event.code !== "KeyA") return;
      event.preventDefault();
      focusPrompt(newestId);
    };
    window.addEventListener("keydown", onKeyDown, true);
    return () => window.removeEventListener("keydown", onKeyDown, true);
  }, [newestId, focusPrompt]);

  const release = useCallback((id: string) => {
    presented.current.delete(id);
    if (announcedId.current === id && liveRegion.current) liveRegion.current.textContent = "";
    if (!elements.current.get(id)?.contains(document.activeElement)) return;
    const back = cameFrom.current;
    cameFrom.current = null;
    if (back?.isConnected) back.focus();
    else focusPageHeading();
  }, []);

  return { refFor, release, liveRegion };
}

function isInPrompt(element: Element | null): boolean {
  return !!element?.closest(`[${PROMPT_ATTRIBUTE}]`);
}

/** In a field that takes text: a prompt taking the focus would swallow what the user types. */
function isTyping(element: Element | null): boolean {
  if (!(element instanceof HTMLElement)) return false;
  if (element.isContentEditable || element instanceof HTMLTextAreaElement || element instanceof HTMLSelectElement)
    return true;
  return (
    element instanceof HTMLInputElement &&
    !["button", "checkbox", "radio", "submit", "reset", "range", "color", "file", "image"].includes(element.type)
  );
}

/** The page's own heading (or its main region), when the element focus came from is gone. */
function focusPageHeading(): void {
  const target = document.querySelector<HTMLElement>("#main h1") ?? document.getElementById("main");
  if (!target) return;
  if (!target.hasAttribute("tabindex")) target.setAttribute("tabindex", "-1");
  target.focus();
}
