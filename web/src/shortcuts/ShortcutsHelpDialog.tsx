import { Link } from "react-router-dom";
import { ModalDialog } from "../components/overlay/ModalDialog";
import { SHORTCUTS } from "./shortcutList";

/** `?`: every shortcut, and where to turn them off. */
export function ShortcutsHelpDialog({ open, onClose }: { readonly open: boolean; readonly onClose: () => void }) {
  return (
    <ModalDialog open={open} onClose={onClose} title="Keyboard shortcuts">
      <p className="mt-1 text-sm text-slate-600">
        On the feed and on a post's page, when you are not typing in a field.
      </p>
      <table className="mt-3 w-full text-sm">
        <caption className="sr-only">Keys and what they do</caption>
        <thead className="sr-only">
          <tr>
            <th scope="col">Keys</th>
            <th scope="col">Action</th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {SHORTCUTS.map(({ keys, description }) => (
            <tr key={keys.join(" ")}>
              <td className="py-1.5 pr-4 whitespace-nowrap">
                {keys.map((key, index) => (
                  <span key={key}>
                    {index > 0 && <span className="mx-1 text-xs text-slate-500">then</span>}
                    <kbd className="rounded border border-slate-300 bg-slate-50 px-1.5 py-0.5 font-mono text-xs text-slate-800">
                      {key}
                    </kbd>
                  </span>
                ))}
              </td>
              <td className="py-1.5 text-slate-700">{description}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className="mt-4 text-sm text-slate-600">
        Single keys getting in the way of your screen reader or voice control?{" "}
        <Link
          to="/settings"
          onClick={onClose}
          className="font-semibold text-brand-700 underline-offset-2 hover:underline"
        >
          Turn them off in Settings
        </Link>
        .
      </p>
    </ModalDialog>
  );
}
