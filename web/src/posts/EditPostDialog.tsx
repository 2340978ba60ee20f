import { graphql, useFragment } from "react-relay";
import { ModalDialog } from "../components/overlay/ModalDialog";
import type { EditPostDialog_post$key } from "./__generated__/EditPostDialog_post.graphql";
import { EditPostForm } from "./EditPostForm";
import { tagsBesideCaption } from "./postFormValidation";

interface EditPostDialogProps {
  readonly post: EditPostDialog_post$key;
  readonly open: boolean;
  readonly onClose: () => void;
}

/** Edits an own post's caption, tags and images (v1's 'Edit Post' deleted the post instead). */
export function EditPostDialog({ post, open, onClose }: EditPostDialogProps) {
  const data = useFragment(
    graphql`
      fragment EditPostDialog_post on Post {
        id
        caption
        tags
        images {
          id
          url
          altText
        }
      }
    `,
    post,
  );

  return (
    <ModalDialog open={open} onClose={onClose} title="Edit Post" width="lg">
      {/* Inside the panel, so every opening starts from the post's current text. */}
      <EditPostForm
        postId={data.id}
        initialValues={{ caption: data.caption, tags: tagsBesideCaption(data.caption, data.tags) }}
        initialImages={data.images.map((image) => ({
          kind: "kept",
          id: image.id,
          url: image.url,
          altText: image.altText,
          key: image.id,
        }))}
        onSaved={onClose}
      />
    </ModalDialog>
  );
}
