import { Suspense } from "react";
import { graphql, useLazyLoadQuery } from "react-relay";
import { ModalDialog } from "../../components/overlay/ModalDialog";
import { QueryErrorBoundary } from "../../components/QueryErrorBoundary";
import type { CommentsDialogQuery } from "./__generated__/CommentsDialogQuery.graphql";
import type { CommentsList_post$key } from "./__generated__/CommentsList_post.graphql";
import { CommentsList } from "./CommentsList";
import { useLivePost } from "../useLivePost";
import { useRefetchOnReconnect } from "../../subscriptions/useRefetchOnReconnect";

interface CommentsDialogProps {
  readonly postId: string;
  readonly open: boolean;
  readonly onClose: () => void;
}

const stateClassName = "py-8 text-center text-sm text-slate-500";

export function CommentsDialog({ postId, open, onClose }: CommentsDialogProps) {
  return (
    <ModalDialog open={open} onClose={onClose} title="See all comments">
      <QueryErrorBoundary
        fallback={() => (
          <p role="alert" className={stateClassName}>
            Failed to load comments.
          </p>
        )}
      >
        <Suspense
          fallback={
            <p role="status" className={stateClassName}>
              Loading comments...
            </p>
          }
        >
          <PostComments postId={postId} />
        </Suspense>
      </QueryErrorBoundary>
    </ModalDialog>
  );
}

const commentsQuery = graphql`
  query CommentsDialogQuery($postId: ID!) {
    node(id: $postId) {
      ...CommentsList_post @alias
    }
  }
`;

function PostComments({ postId }: { postId: string }) {
  const { node } = useLazyLoadQuery<CommentsDialogQuery>(
    commentsQuery,
    { postId },
    // Reopening shows the comments at once and still picks up ones written since.
    { fetchPolicy: "store-and-network" },
  );
  // and so does a dropped live connection once it is back
  useRefetchOnReconnect<CommentsDialogQuery>(commentsQuery, { postId });
  // A post deleted meanwhile has no comments left to show.
  const post = node?.CommentsList_post;
  if (!post) return <p className={stateClassName}>No comments</p>;
  return <LiveComments postId={postId} post={post} />;
}

/** The comments, live; says so when the post is deleted while the dialog is open. */
function LiveComments({ postId, post }: { postId: string; post: CommentsList_post$key }) {
  const removed = useLivePost(postId);
  if (removed)
    return (
      <p role="alert" className={stateClassName}>
        This post was deleted.
      </p>
    );
  return <CommentsList post={post} />;
}
