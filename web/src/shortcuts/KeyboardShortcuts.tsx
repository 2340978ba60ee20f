import { useEffect, useRef, useState } from "react";
import { useNavigate } from "react-router-dom";
import { LiveRegion, useAnnouncement } from "../components/LiveRegion";
import { focusCommentBox, movePost, pressPostControl } from "./postShortcuts";
import { useShortcutsEnabled } from "./shortcutPreference";
import { ShortcutsHelpDialog } from "./ShortcutsHelpDialog";
import type { ShortcutArrival } from "./shortcutList";

/** How long after g the second key of "g h" or "g c" may come. */
const SEQUENCE_MS = 1_500;

/** Typing goes to the field, not to the shortcuts. */
function isTyping(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || target.closest("input, textarea, select, [contenteditable]") !== null;
}

/** An open dialog or menu keeps the keys (its own, and Escape). */
function somethingOpen(target: EventTarget | null): boolean {
  if (document.querySelector('[role="dialog"], [role="alertdialog"]')) return true;
  return target instanceof HTMLElement && target.closest('[role="menu"], [role="listbox"]') !== null;
}

/**
 * The feed's and a post page's keyboard shortcuts (SHORTCUTS): single keys, never while typing in
 * a field or while a dialog or menu is open, never with Ctrl, Alt or Cmd (the browser's and screen
 * readers' own), and off altogether when turned off in Settings. What a key does that is not seen
 * (a like, a save, the end of the list) is said in a live region.
 */
export function KeyboardShortcuts() {
  const enabled = useShortcutsEnabled();
  const navigate = useNavigate();
  const [helpOpen, setHelpOpen] = useState(false);
  const [announcement, announce] = useAnnouncement();
  const gPressedAt = useRef(-Infinity);

  useEffect(() => {
    if (!enabled) return;
    const toHome = (shortcut: ShortcutArrival["shortcut"]) =>
      navigate("/", { state: { shortcut } satisfies ShortcutArrival });
    const actions: Record<string, () => void> = {
      j: () => void (movePost(1) || announce("No more posts below")),
      k: () => void (movePost(-1) || announce("This is the first post")),
      l: () => announce(pressPostControl("like") ?? "Move to a post first: press j"),
      s: () => announce(pressPostControl("save") ?? "Move to a post first: press j"),
      c: () => void (focusCommentBox() || announce("Move to a post first: press j")),
      n: () => {
        const button = document.querySelector<HTMLElement>('[data-shortcut="new-post"]');
        if (button) button.click();
        else toHome("new-post");
      },
      "/": () => {
        const search = document.querySelector<HTMLElement>('[data-shortcut="search"]');
        if (search) search.focus();
        else toHome("search");
      },
      "?": () => setHelpOpen(true),
    };
    const sequences: Record<string, () => void> = { h: () => navigate("/"), c: () => navigate("/chats") };

    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.ctrlKey || event.metaKey || event.altKey || event.isComposing) return;
      if (isTyping(event.target) || somethingOpen(event.target)) return;
      const afterG = performance.now() - gPressedAt.current < SEQUENCE_MS;
      gPressedAt.current = -Infinity;
      const action = afterG
        ? sequences[event.key]
        : event.key === "g"
          ? () => void (gPressedAt.current = performance.now())
          : actions[event.key];
      if (!action) return;
      event.preventDefault();
      action();
    };
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, [enabled, navigate, announce]);

  return (
    <>
      <ShortcutsHelpDialog open={helpOpen} onClose={() => setHelpOpen(false)} />
      <LiveRegion announcement={announcement} />
    </>
  );
}
