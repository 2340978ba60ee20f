// Operations the social tests send, typed by codegen (npm run generate).
import { graphql } from "./__generated__/gql.ts";

export const Feed = graphql(`
  query Feed($first: Int, $after: String) {
    feed(first: $first, after: $after) {
      edges {
        cursor
        node {
          id
          databaseId
          caption
          tags
          createdAt
          likeCount
          commentCount
          viewerHasLiked
          viewerHasSaved
          viewerCanEdit
          image { url width height }
          images { id position url width height altText }
          author { id username profileImage { url } }
        }
      }
      pageInfo { hasNextPage endCursor }
    }
  }
`);

export const CreatePost = graphql(`
  mutation CreatePost($input: CreatePostInput!) {
    createPost(input: $input) {
      __typename
      ... on CreatePostPayload { post { id caption tags author { username } } postEdge { cursor node { id } } }
      ... on ValidationError { code message fieldErrors { field code message } }
    }
  }
`);

export const UpdatePost = graphql(`
  mutation UpdatePost($input: UpdatePostInput!) {
    updatePost(input: $input) {
      __typename
      ... on UpdatePostPayload { post { id caption tags } }
      ... on UserError { code message }
    }
  }
`);

export const DeletePost = graphql(`
  mutation DeletePost($input: DeletePostInput!) {
    deletePost(input: $input) {
      __typename
      ... on DeletePostPayload { deletedPostId }
      ... on UserError { code message }
    }
  }
`);

export const LikePost = graphql(`
  mutation LikePost($input: LikePostInput!) {
    likePost(input: $input) {
      __typename
      ... on LikePostPayload { post { likeCount viewerHasLiked } }
      ... on UserError { code message }
    }
  }
`);

export const UnlikePost = graphql(`
  mutation UnlikePost($input: UnlikePostInput!) {
    unlikePost(input: $input) { __typename ... on UnlikePostPayload { post { likeCount viewerHasLiked } } }
  }
`);

export const SavePost = graphql(`
  mutation SavePost($input: SavePostInput!) {
    savePost(input: $input) { __typename ... on SavePostPayload { post { viewerHasSaved } } }
  }
`);

export const AddComment = graphql(`
  mutation AddComment($input: AddCommentInput!) {
    addComment(input: $input) {
      __typename
      ... on AddCommentPayload { comment { id body viewerCanDelete author { username } } post { commentCount } }
      ... on UserError { code message }
    }
  }
`);

export const DeleteComment = graphql(`
  mutation DeleteComment($input: DeleteCommentInput!) {
    deleteComment(input: $input) {
      __typename
      ... on DeleteCommentPayload { deletedCommentId post { commentCount } }
      ... on UserError { code message }
    }
  }
`);

export const PostComments = graphql(`
  query PostComments($id: ID!, $order: CommentOrder) {
    node(id: $id) {
      ... on Post { comments(first: 10, order: $order) { edges { node { body viewerCanDelete author { username } } } } }
    }
  }
`);

export const FollowUser = graphql(`
  mutation FollowUser($input: FollowUserInput!) {
    followUser(input: $input) {
      __typename
      ... on FollowUserPayload { user { followerCount viewerIsFollowing } viewer { followingCount } }
      ... on UserError { code message }
    }
  }
`);

export const UnfollowUser = graphql(`
  mutation UnfollowUser($input: UnfollowUserInput!) {
    unfollowUser(input: $input) { __typename ... on UnfollowUserPayload { user { followerCount viewerIsFollowing } } }
  }
`);

export const Notifications = graphql(`
  query Notifications {
    notifications(first: 20) { unreadCount edges { node { id kind message read actor { username } post { id } } } }
  }
`);

export const MarkNotificationsRead = graphql(`
  mutation MarkNotificationsRead($input: MarkNotificationsReadInput) { markNotificationsRead(input: $input) { unreadCount } }
`);

export const PostById = graphql(`
  query PostById($id: ID!) {
    post(id: $id) { id databaseId caption author { username } comments(first: 5) { edges { node { body } } } }
  }
`);

export const ClearNotifications = graphql(`
  mutation ClearNotifications { clearNotifications { clearedNotificationIds unreadCount } }
`);

export const SearchUsers = graphql(`
  query SearchUsers($query: String!) { searchUsers(query: $query) { username } }
`);

export const SuggestedPeople = graphql(`
  query SuggestedPeople { suggestedPeople(first: 5) { username } }
`);

export const Profile = graphql(`
  query Profile($id: ID!) {
    user(id: $id) {
      username
      isViewer
      postCount
      followerCount
      followingCount
      viewerIsFollowing
      posts(first: 10) { edges { node { caption } } }
      savedPosts(first: 10) { edges { node { caption } } }
    }
  }
`);
