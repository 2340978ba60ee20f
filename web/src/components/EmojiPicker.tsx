import type { EmojiMartData } from "@emoji-mart/data";
import { useEffect, useRef, type KeyboardEvent } from "react";

interface EmojiPickerProps {
  readonly onSelect: (emoji: string) => void;
  /** Escape with nothing of the picker's own to undo: the picker is to close. */
  readonly onEscape: () => void;
  /** Emoji a row: the picker's width. */
  readonly perLine: number;
}

interface SelectedEmoji {
  readonly native: string;
}

/**
 * emoji-mart's vanilla picker (a web component) mounted into a div: @emoji-mart/react does not
 * support React 19. The picker and its data are loaded on first use, so they stay out of the main
 * bundle. Its ARIA is mended at build time (web/build/emojiMartAria.ts).
 */
export function EmojiPicker({ onSelect, onEscape, perLine }: EmojiPickerProps) {
  const containerRef = useRef<HTMLDivElement>(null);
  const pickerRef = useRef<HTMLElement | null>(null);
  const onSelectRef = useRef(onSelect);

  useEffect(() => {
    onSelectRef.current = onSelect;
  }, [onSelect]);

  useEffect(() => {
    let cancelled = false;
    void Promise.all([import("emoji-mart"), import("@emoji-mart/data")]).then(([{ Picker }, dataModule]) => {
      // The package is a JSON file whose typings declare only its shape, not the module's default export.
      const data = (dataModule as unknown as { default: EmojiMartData }).default;
      const container = containerRef.current;
      if (cancelled || !container) return;
      const picker = new Picker({
        data,
        // Native emoji need no sprite sheet from a CDN.
        set: "native",
        previewPosition: "none",
        skinTonePosition: "search",
        perLine,
        autoFocus: true,
        onEmojiSelect: (emoji: SelectedEmoji) => onSelectRef.current(emoji.native),
      }) as unknown as HTMLElement;
      // as high as its frame: less than its own 435px on a short screen
      picker.style.height = "100%";
      container.append(picker);
      pickerRef.current = picker;
    });
    return () => {
      cancelled = true;
      pickerRef.current?.remove();
      pickerRef.current = null;
    };
  }, [perLine]);

  // Capture phase: before the picker's own handler, which would only blur its search box (the
  // focus then falls to the page's body and the picker stays open).
  const handleKeyDownCapture = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== "Escape") return;
    const root = pickerRef.current?.shadowRoot;
    const searching = (root?.querySelector<HTMLInputElement>('input[type="search"]')?.value ?? "") !== "";
    const choosingSkinTone = Boolean(root?.querySelector('[role="radiogroup"]'));
    // Its own Escapes: the first clears a search, or closes the skin tones.
    if (searching || choosingSkinTone) return;
    event.preventDefault();
    event.stopPropagation();
    onEscape();
  };

  // Sized by its frame, so the popover does not jump while the picker loads.
  return <div ref={containerRef} onKeyDownCapture={handleKeyDownCapture} className="size-full" />;
}
