import { Description, Field, Label, Switch } from "@headlessui/react";
import { useState } from "react";
import { setShortcutsEnabled, useShortcutsEnabled } from "../../shortcuts/shortcutPreference";
import { ShortcutsHelpDialog } from "../../shortcuts/ShortcutsHelpDialog";

/** Single-key shortcuts on or off (for this browser), and the list of them. */
export function KeyboardShortcutsSetting() {
  const enabled = useShortcutsEnabled();
  const [listOpen, setListOpen] = useState(false);
  return (
    <>
      <Field className="mt-3 flex items-start justify-between gap-4">
        <span className="text-sm">
          <Label className="font-medium text-slate-800">Single-key shortcuts</Label>
          <Description className="mt-0.5 block text-slate-600">
            J and K move between posts, L likes, ? lists them all. Turn them off if they get in the way of your screen
            reader or voice control (this browser only).
          </Description>
        </span>
        <Switch
          checked={enabled}
          onChange={setShortcutsEnabled}
          className="group mt-0.5 inline-flex h-6 w-11 shrink-0 items-center rounded-full bg-slate-500 transition-colors data-checked:bg-brand-600 focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:ring-offset-2 focus-visible:outline-none"
        >
          <span
            aria-hidden="true"
            className="size-4 translate-x-1 rounded-full bg-white shadow transition-transform group-data-checked:translate-x-6"
          />
        </Switch>
      </Field>
      <button
        type="button"
        onClick={() => setListOpen(true)}
        className="mt-3 text-sm font-semibold text-brand-700 underline-offset-2 hover:underline"
      >
        Show the shortcuts
      </button>
      <ShortcutsHelpDialog open={listOpen} onClose={() => setListOpen(false)} />
    </>
  );
}
