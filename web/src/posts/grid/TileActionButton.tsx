import { TrashIcon, XMarkIcon } from "../../components/icons";

interface TileActionButtonProps {
  /** Deleting removes the post for everyone; removing only takes it off the viewer's saved list. */
  readonly kind: "delete" | "remove";
  readonly label: string;
  readonly onClick: () => void;
}

/** The round icon button on a grid tile. */
export function TileActionButton({ kind, label, onClick }: TileActionButtonProps) {
  const Icon = kind === "delete" ? TrashIcon : XMarkIcon;
  return (
    <button
      type="button"
      onClick={onClick}
      className="rounded-full bg-white/90 p-2 text-slate-700 shadow hover:bg-white hover:text-red-600"
    >
      <Icon className="size-5" />
      <span className="sr-only">{label}</span>
    </button>
  );
}
