import { Popover, PopoverButton, PopoverPanel } from "@headlessui/react";
import { EmojiPicker } from "./EmojiPicker";
import { FaceSmileIcon } from "./icons";

/** Toggles the emoji picker; every chosen emoji is handed to `onSelect` and the picker stays open. */
export function EmojiPickerButton({ onSelect }: { onSelect: (emoji: string) => void }) {
  return (
    <Popover>
      <PopoverButton className="rounded-full p-1.5 text-slate-500 hover:bg-slate-100 hover:text-slate-700 data-open:text-brand-600">
        <FaceSmileIcon className="size-5" />
        <span className="sr-only">Emoji</span>
      </PopoverButton>
      <PopoverPanel anchor={{ to: "top end", gap: 8 }} className="z-40 rounded-xl shadow-xl">
        <EmojiPicker onSelect={onSelect} />
      </PopoverPanel>
    </Popover>
  );
}
