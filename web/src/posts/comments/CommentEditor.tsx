import { useId, useState, type FormEvent, type KeyboardEvent } from "react";
import { graphql } from "react-relay";
import { inputClassName } from "../../components/form/fieldStyles";
import { useAppMutation } from "../../mutations/useAppMutation";
import type { CommentEditorMutation } from "./__generated__/CommentEditorMutation.graphql";

interface CommentEditorProps {
  readonly commentId: string;
  readonly body: string;
  /** Leaves the editor: after a save, on Cancel or Escape. */
  readonly onClose: () => void;
}

/**
 * A comment's text, edited in place: Save sends it under a new comment's rules (the server's
 * refusal shows under the text), Cancel or Escape leave it as it was.
 */
export function CommentEditor({ commentId, body, onClose }: CommentEditorProps) {
  const [text, setText] = useState(body);
  const [error, setError] = useState<string | null>(null);
  const fieldId = useId();
  const errorId = `${fieldId}-error`;
  const [commit, isSaving] = useAppMutation<CommentEditorMutation>(graphql`
    mutation CommentEditorMutation($input: UpdateCommentInput!) {
      updateComment(input: $input) {
        ... on UpdateCommentPayload @alias(as: "updated") {
          comment {
            id
            body
            editedAt
          }
        }
        ...userErrors_userError @alias(as: "error")
      }
    }
  `);
  const trimmed = text.trim();

  const save = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (trimmed.length === 0 || isSaving) return;
    // the same words are no edit: nothing to send, and no "edited" to show
    if (trimmed === body) return onClose();
    commit({
      variables: { input: { commentId, body: trimmed } },
      onDone: onClose,
      onRefused: (refusal) => setError(refusal.fieldTexts.body ?? refusal.text),
      failure: "The comment was not changed. Please try again.",
    });
  };

  // Escape leaves the editor only, not the comments dialog around it.
  const cancelOnEscape = (event: KeyboardEvent<HTMLFormElement>) => {
    if (event.key !== "Escape") return;
    event.preventDefault();
    event.stopPropagation();
    onClose();
  };

  return (
    <form onSubmit={save} onKeyDown={cancelOnEscape} aria-label="Edit comment" className="mt-1">
      <label htmlFor={fieldId} className="sr-only">
        Comment text
      </label>
      <textarea
        id={fieldId}
        value={text}
        onChange={(event) => {
          setError(null);
          setText(event.target.value);
        }}
        rows={2}
        // opened by the person's own "Edit Comment": the text is where they are going
        autoFocus
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        className={inputClassName(Boolean(error))}
      />
      {error && (
        <p id={errorId} className="mt-1 text-xs text-red-700">
          {error}
        </p>
      )}
      <div className="mt-2 flex justify-end gap-2">
        <button
          type="button"
          onClick={onClose}
          className="rounded-lg px-3 py-1.5 text-sm font-semibold text-slate-700 hover:bg-slate-100"
        >
          Cancel
        </button>
        <button
          type="submit"
          disabled={trimmed.length === 0 || isSaving}
          aria-busy={isSaving}
          className="rounded-lg bg-brand-600 px-3 py-1.5 text-sm font-semibold text-white hover:bg-brand-700 disabled:cursor-not-allowed disabled:opacity-60"
        >
          {isSaving ? "Saving" : "Save"}
        </button>
      </div>
    </form>
  );
}
