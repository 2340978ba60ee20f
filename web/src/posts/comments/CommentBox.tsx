import { useActionKey } from "../../mutations/actionKeys";
import { useId, useState, type FormEvent } from "react";
import { graphql, useFragment, useRelayEnvironment } from "react-relay";
import { EmojiPickerButton } from "../../components/EmojiPickerButton";
import { existingConnections } from "../../relay/existingConnections";
import { useToast } from "../../toast/useToast";
import { useAppMutation } from "../../mutations/useAppMutation";
import type { CommentBox_post$key } from "./__generated__/CommentBox_post.graphql";
import type { CommentBoxMutation } from "./__generated__/CommentBoxMutation.graphql";
import { commentsConnectionId } from "./commentsConnection";

export function CommentBox({ post }: { post: CommentBox_post$key }) {
  const { id: postId } = useFragment(
    graphql`
      fragment CommentBox_post on Post {
        id
      }
    `,
    post,
  );
  const [text, setText] = useState("");
  const inputId = useId();
  const environment = useRelayEnvironment();
  const { showToast } = useToast();

  const [commit, isPosting] = useAppMutation<CommentBoxMutation>(graphql`
    mutation CommentBoxMutation($input: AddCommentInput!, $connections: [ID!]!) {
      addComment(input: $input) {
        ... on AddCommentPayload @alias(as: "added") {
          commentEdge @prependEdge(connections: $connections) {
            cursor
            node {
              ...CommentItem_comment
            }
          }
          post {
            id
            commentCount
          }
        }
        ...userErrors_userError @alias(as: "error")
      }
    }
  `);

  const actionKey = useActionKey();
  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const body = text.trim();
    if (body.length === 0 || isPosting) return;
    const input = { postId, body };
    commit({
      variables: {
        input: { ...input, idempotencyKey: actionKey.for(input) },
        // The comments dialog's list, when it has been opened, shows the new comment on top.
        connections: existingConnections(environment, [commentsConnectionId(postId)]),
      },
      onDone: () => {
        actionKey.done();
        setText("");
        showToast("Commented successfully!", "success");
      },
      onRefused: (refusal) => showToast(`Error: ${refusal.text}`, "error"),
      failure: "The comment was not saved. Please try again.",
    });
  };

  return (
    <form onSubmit={handleSubmit} className="flex items-center gap-2 border-t border-slate-100 pt-3">
      <label htmlFor={inputId} className="sr-only">
        Add a comment
      </label>
      <input
        id={inputId}
        data-shortcut="comment"
        value={text}
        onChange={(event) => setText(event.target.value)}
        placeholder="Add a comment…"
        autoComplete="off"
        className="min-w-0 flex-1 rounded-md bg-transparent px-1 py-1 text-sm text-slate-800 placeholder:text-slate-500"
      />
      <EmojiPickerButton onSelect={(emoji) => setText((current) => current + emoji)} />
      {text.trim().length > 0 && (
        <button
          type="submit"
          disabled={isPosting}
          aria-busy={isPosting}
          className="text-sm font-semibold text-brand-700 hover:text-brand-600 disabled:cursor-wait disabled:opacity-70"
        >
          {isPosting ? "posting" : "post"}
        </button>
      )}
    </form>
  );
}
