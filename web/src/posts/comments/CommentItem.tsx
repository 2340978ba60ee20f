import { Menu, MenuButton, MenuItem, MenuItems } from "@headlessui/react";
import { useState } from "react";
import { graphql, useFragment } from "react-relay";
import { Avatar } from "../../components/Avatar";
import { EllipsisIcon } from "../../components/icons";
import { ConfirmDialog } from "../../components/overlay/ConfirmDialog";
import { ReportDialog } from "../../moderation/ReportDialog";
import { useToast } from "../../toast/useToast";
import { useAppMutation } from "../../mutations/useAppMutation";
import { Caption } from "../caption/Caption";
import { RelativeTime } from "../RelativeTime";
import type { CommentItem_comment$key } from "./__generated__/CommentItem_comment.graphql";
import type { CommentItemDeleteMutation } from "./__generated__/CommentItemDeleteMutation.graphql";

interface CommentItemProps {
  readonly comment: CommentItem_comment$key;
  /** The list the comment is shown in, so a deletion removes it there. */
  readonly connectionId: string;
}

export function CommentItem({ comment, connectionId }: CommentItemProps) {
  const data = useFragment(
    graphql`
      fragment CommentItem_comment on Comment {
        id
        body
        createdAt
        viewerCanDelete
        author {
          username
          isViewer
          profileImage {
            url
          }
        }
      }
    `,
    comment,
  );
  const { showToast } = useToast();
  const [confirmingDelete, setConfirmingDelete] = useState(false);
  const [reporting, setReporting] = useState(false);
  const [commitDelete, isDeleting] = useAppMutation<CommentItemDeleteMutation>(graphql`
    mutation CommentItemDeleteMutation($input: DeleteCommentInput!, $connections: [ID!]!) {
      deleteComment(input: $input) {
        ... on DeleteCommentPayload @alias(as: "deleted") {
          deletedCommentId @deleteEdge(connections: $connections)
          post {
            id
            commentCount
          }
        }
        ...userErrors_userError @alias(as: "error")
      }
    }
  `);

  const deleteComment = () =>
    commitDelete({
      variables: { input: { commentId: data.id }, connections: [connectionId] },
      onRefused: (refusal) => showToast(`Error: ${refusal.text}`, "error"),
      failure: "The comment was not deleted. Please try again.",
    });

  const { author } = data;
  return (
    <li className={`flex items-start gap-3 py-3 ${isDeleting ? "opacity-50" : ""}`}>
      <Avatar
        src={author.profileImage.url}
        alt={`${author.username}'s profile picture`}
        size="sm"
        fallbackName={author.username}
      />
      <div className="min-w-0 flex-1">
        <p className="text-sm text-slate-800">
          <span className="mr-1.5 font-semibold">{author.username}</span>
          <span className="whitespace-pre-line break-words">
            <Caption text={data.body} />
          </span>
        </p>
        <RelativeTime isoDate={data.createdAt} className="text-xs text-slate-500" />
      </div>
      {(data.viewerCanDelete || !author.isViewer) && (
        <Menu>
          <MenuButton className="rounded-full p-1 text-slate-500 hover:bg-slate-100 hover:text-slate-700">
            <EllipsisIcon className="size-4" />
            <span className="sr-only">Comment options</span>
          </MenuButton>
          <MenuItems
            anchor={{ to: "bottom end", gap: 4 }}
            className="z-50 w-40 rounded-xl border border-slate-200 bg-white p-1.5 shadow-lg outline-none"
          >
            {!author.isViewer && (
              <MenuItem>
                <button
                  type="button"
                  onClick={() => setReporting(true)}
                  className="block w-full rounded-lg px-3 py-2 text-left text-sm text-slate-700 data-focus:bg-slate-100"
                >
                  Report Comment
                </button>
              </MenuItem>
            )}
            {data.viewerCanDelete && (
              <MenuItem>
                <button
                  type="button"
                  onClick={() => setConfirmingDelete(true)}
                  className="block w-full rounded-lg px-3 py-2 text-left text-sm text-red-700 data-focus:bg-slate-100"
                >
                  Delete Comment
                </button>
              </MenuItem>
            )}
          </MenuItems>
        </Menu>
      )}
      {!author.isViewer && (
        <ReportDialog open={reporting} onClose={() => setReporting(false)} subjectId={data.id} what="comment" />
      )}
      {data.viewerCanDelete && (
        <ConfirmDialog
          open={confirmingDelete}
          title="Delete this comment?"
          message="It goes for good."
          confirmLabel="Delete"
          onConfirm={deleteComment}
          onCancel={() => setConfirmingDelete(false)}
        />
      )}
    </li>
  );
}
