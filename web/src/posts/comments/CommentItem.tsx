import { Menu, MenuButton, MenuItem, MenuItems } from "@headlessui/react";
import { useState, type ReactNode } from "react";
import { graphql, useFragment } from "react-relay";
import { Avatar } from "../../components/Avatar";
import { EllipsisIcon } from "../../components/icons";
import { ConfirmDialog } from "../../components/overlay/ConfirmDialog";
import { ReportDialog } from "../../moderation/ReportDialog";
import { useToast } from "../../toast/useToast";
import { useAppMutation } from "../../mutations/useAppMutation";
import { Caption } from "../caption/Caption";
import { RelativeTime } from "../RelativeTime";
import { CommentEditor } from "./CommentEditor";
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
        editedAt
        viewerCanEdit
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
  const [editing, setEditing] = useState(false);
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
          {!editing && (
            <span className="whitespace-pre-line break-words">
              <Caption text={data.body} />
            </span>
          )}
        </p>
        {editing ? (
          <CommentEditor commentId={data.id} body={data.body} onClose={() => setEditing(false)} />
        ) : (
          <p className="text-xs text-slate-500">
            <RelativeTime isoDate={data.createdAt} />
            {data.editedAt && <span title={`Edited ${new Date(data.editedAt).toLocaleString()}`}> · edited</span>}
          </p>
        )}
      </div>
      {!editing && (data.viewerCanEdit || data.viewerCanDelete || !author.isViewer) && (
        <Menu>
          <MenuButton className="rounded-full p-1 text-slate-500 hover:bg-slate-100 hover:text-slate-700">
            <EllipsisIcon className="size-4" />
            <span className="sr-only">Comment options</span>
          </MenuButton>
          <MenuItems
            anchor={{ to: "bottom end", gap: 4 }}
            className="z-50 w-40 rounded-xl border border-slate-200 bg-white p-1.5 shadow-lg outline-none"
          >
            {!author.isViewer && <CommentMenuItem onClick={() => setReporting(true)}>Report Comment</CommentMenuItem>}
            {data.viewerCanEdit && <CommentMenuItem onClick={() => setEditing(true)}>Edit Comment</CommentMenuItem>}
            {data.viewerCanDelete && (
              <CommentMenuItem onClick={() => setConfirmingDelete(true)} destructive>
                Delete Comment
              </CommentMenuItem>
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

function CommentMenuItem({
  onClick,
  destructive = false,
  children,
}: {
  readonly onClick: () => void;
  /** red, for what cannot be undone */
  readonly destructive?: boolean;
  readonly children: ReactNode;
}) {
  return (
    <MenuItem>
      <button
        type="button"
        onClick={onClick}
        className={`block w-full rounded-lg px-3 py-2 text-left text-sm data-focus:bg-slate-100 ${destructive ? "text-red-700" : "text-slate-700"}`}
      >
        {children}
      </button>
    </MenuItem>
  );
}
