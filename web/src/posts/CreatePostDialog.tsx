import { ModalDialog } from "../components/overlay/ModalDialog";
import { CreatePostForm } from "./CreatePostForm";

interface CreatePostDialogProps {
  readonly open: boolean;
  readonly onClose: () => void;
}

export function CreatePostDialog({ open, onClose }: CreatePostDialogProps) {
  return (
    <ModalDialog open={open} onClose={onClose} title="Create a New Post" width="lg">
      {/* The form lives inside the panel, so every opening starts from empty fields. */}
      <CreatePostForm onCreated={onClose} />
    </ModalDialog>
  );
}
