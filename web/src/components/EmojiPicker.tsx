import type { EmojiMartData } from "@emoji-mart/data";
import { useEffect, useRef } from "react";

interface EmojiPickerProps {
  readonly onSelect: (emoji: string) => void;
}

interface SelectedEmoji {
  readonly native: string;
}

/**
 * emoji-mart's vanilla picker (a web component) mounted into a div: @emoji-mart/react does not
 * support React 19. The picker and its data are loaded on first use, so they stay out of the main bundle.
 */
export function EmojiPicker({ onSelect }: EmojiPickerProps) {
  const containerRef = useRef<HTMLDivElement>(null);
  const onSelectRef = useRef(onSelect);

  useEffect(() => {
    onSelectRef.current = onSelect;
  }, [onSelect]);

  useEffect(() => {
    let picker: HTMLElement | null = null;
    let cancelled = false;
    void Promise.all([import("emoji-mart"), import("@emoji-mart/data")]).then(([{ Picker }, dataModule]) => {
      // The package is a JSON file whose typings declare only its shape, not the module's default export.
      const data = (dataModule as unknown as { default: EmojiMartData }).default;
      const container = containerRef.current;
      if (cancelled || !container) return;
      picker = new Picker({
        data,
        // Native emoji need no sprite sheet from a CDN.
        set: "native",
        previewPosition: "none",
        skinTonePosition: "search",
        autoFocus: true,
        onEmojiSelect: (emoji: SelectedEmoji) => onSelectRef.current(emoji.native),
      }) as unknown as HTMLElement;
      container.append(picker);
    });
    return () => {
      cancelled = true;
      picker?.remove();
    };
  }, []);

  // The spec's picker size: 350 x 450; the box is reserved so the popover does not jump while loading.
  return <div ref={containerRef} className="h-[450px] w-[350px]" />;
}
