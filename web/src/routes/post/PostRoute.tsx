import { graphql, useLazyLoadQuery } from "react-relay";
import { useParams } from "react-router-dom";
import { MissingPage } from "../../components/MissingPage";
import { PageFrame } from "../../components/PageFrame";
import { CommentsList } from "../../posts/comments/CommentsList";
import { PostCard } from "../../posts/PostCard";
import { useLivePost } from "../../posts/useLivePost";
import { KeyboardShortcuts } from "../../shortcuts/KeyboardShortcuts";
import { useRefetchOnReconnect } from "../../subscriptions/useRefetchOnReconnect";
import type { PostRouteQuery } from "./__generated__/PostRouteQuery.graphql";
import { PrivatePostNotice } from "./PrivatePostNotice";

/** /p/{postId}: one post, its comments and the comment box; the address a shared link or a notification opens. */
export function PostRoute() {
  const { postId = "" } = useParams();
  // Keyed by id, so moving from one post to another starts from a fresh query.
  return <PostPage key={postId} postId={postId} />;
}

const postQuery = graphql`
  query PostRouteQuery($id: ID!) {
    post(id: $id) {
      id
      author {
        username
      }
      ...PostCard_post
      ...CommentsList_post
    }
    privatePostAuthor(postId: $id) {
      ...PrivatePostNotice_author
    }
  }
`;

function PostPage({ postId }: { postId: string }) {
  const { post, privatePostAuthor } = useLazyLoadQuery<PostRouteQuery>(
    postQuery,
    { id: postId },
    // Counts and comments change while a link waits to be opened: show what is known, then refresh.
    { fetchPolicy: "store-and-network" },
  );
  // and while the live connection was down
  useRefetchOnReconnect<PostRouteQuery>(postQuery, { id: postId });

  // A private account's, for someone who does not follow it: say so, and offer Follow.
  if (!post && privatePostAuthor) return <PrivatePostNotice author={privatePostAuthor} />;
  // Deleted (by its author, maybe on this very page), or never there: a link may outlive its post.
  if (!post) return <MissingPage title="Post unavailable" message="This post is no longer available." />;
  return <LivePostPage post={post} />;
}

/** The post, its comments and counts live; says so when it is deleted while open. */
function LivePostPage({ post }: { post: NonNullable<PostRouteQuery["response"]["post"]> }) {
  const removed = useLivePost(post.id);
  if (removed) return <MissingPage title="Post deleted" message="This post was deleted while you were reading it." />;
  return (
    <PageFrame title={`${post.author.username}'s post`} narrow>
      <PostCard post={post} aboveTheFold comments={<CommentsList post={post} placement="page" />} />
      <KeyboardShortcuts />
    </PageFrame>
  );
}
