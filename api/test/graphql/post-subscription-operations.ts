import { graphql } from "./__generated__/gql.ts";

export const CommentAdded = graphql(`
  subscription CommentAdded($postId: ID!) { commentAdded(postId: $postId) { body author { username } } }
`);

export const CommentUpdated = graphql(`
  subscription CommentUpdated($postId: ID!) { commentUpdated(postId: $postId) { body } }
`);

export const CommentRemoved = graphql(`
  subscription CommentRemoved($postId: ID!) { commentRemoved(postId: $postId) { commentId postId } }
`);

export const PostUpdated = graphql(`
  subscription PostUpdated($id: ID!) { postUpdated(id: $id) { caption likeCount commentCount } }
`);

export const PostRemoved = graphql(`
  subscription PostRemoved($id: ID!) { postRemoved(id: $id) { postId } }
`);
