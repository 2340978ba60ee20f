import {
  useCallback,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type FocusEvent,
  type RefObject,
} from "react";
import { EmojiPicker } from "./EmojiPicker";
import { pickerPlacement, pickerWidth } from "./emojiPickerBox";
import { FaceSmileIcon } from "./icons";

/**
 * Toggles the emoji picker; every chosen emoji is handed to `onSelect` and the picker stays open.
 * Escape closes it with the focus back on the button; a click elsewhere or Tab past its end closes
 * it too. The picker follows its button in the page (and so in the Tab order) and is drawn `fixed`
 * over it, so no card's overflow clips it. (Headless UI's Popover moved it to a portal with focus
 * guards, hidden yet focusable buttons that axe rightly reports, since it cannot see the
 * focusable parts inside emoji-mart's shadow root.)
 */
export function EmojiPickerButton({ onSelect }: { onSelect: (emoji: string) => void }) {
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const pickerId = useId();
  const close = useCallback((refocus: boolean) => {
    setOpen(false);
    if (refocus) button.current?.focus();
  }, []);

  return (
    <>
      <button
        ref={button}
        type="button"
        aria-expanded={open}
        aria-controls={open ? pickerId : undefined}
        onClick={() => setOpen((current) => !current)}
        className="rounded-full p-1.5 text-slate-500 hover:bg-slate-100 hover:text-slate-700 aria-expanded:text-brand-600"
      >
        <FaceSmileIcon className="size-5" />
        <span className="sr-only">Emoji</span>
      </button>
      {open && <PlacedPicker id={pickerId} anchor={button} onSelect={onSelect} onClose={close} />}
    </>
  );
}

interface PlacedPickerProps {
  readonly id: string;
  readonly anchor: RefObject<HTMLButtonElement | null>;
  readonly onSelect: (emoji: string) => void;
  /** `refocus`: the focus goes back to the button (Escape), rather than staying where the user put it. */
  readonly onClose: (refocus: boolean) => void;
}

function PlacedPicker({ id, anchor, onSelect, onClose }: PlacedPickerProps) {
  const frame = useRef<HTMLDivElement>(null);
  // As wide as the screen it opens on allows.
  const [{ perLine, width }] = useState(() => pickerWidth(window.innerWidth));

  // Kept by its button while the page scrolls (or the screen turns) beneath it.
  useLayoutEffect(() => {
    const place = () => {
      const button = anchor.current;
      if (!button || !frame.current) return;
      const viewport = { width: window.innerWidth, height: window.innerHeight };
      const { top, left, height } = pickerPlacement(button.getBoundingClientRect(), width, viewport);
      Object.assign(frame.current.style, { top: `${top}px`, left: `${left}px`, height: `${height}px` });
    };
    place();
    window.addEventListener("scroll", place, true);
    window.addEventListener("resize", place);
    return () => {
      window.removeEventListener("scroll", place, true);
      window.removeEventListener("resize", place);
    };
  }, [anchor, width]);

  // A press anywhere but the picker and its button (which toggles it itself) closes it.
  useEffect(() => {
    const pressed = (event: PointerEvent) => {
      const target = event.target as Node;
      if (!frame.current?.contains(target) && !anchor.current?.contains(target)) onClose(false);
    };
    document.addEventListener("pointerdown", pressed);
    return () => document.removeEventListener("pointerdown", pressed);
  }, [anchor, onClose]);

  const focusLeaves = (event: FocusEvent<HTMLDivElement>) => {
    const next = event.relatedTarget;
    if (next && !event.currentTarget.contains(next) && next !== anchor.current) onClose(false);
  };

  return (
    <div
      ref={frame}
      id={id}
      role="dialog"
      aria-label="Emoji picker"
      onBlur={focusLeaves}
      style={{ width }}
      className="fixed z-40 rounded-xl shadow-xl"
    >
      <EmojiPicker onSelect={onSelect} onEscape={() => onClose(true)} perLine={perLine} />
    </div>
  );
}
