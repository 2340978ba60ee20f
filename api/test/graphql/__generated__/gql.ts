/* eslint-disable */
import * as types from './graphql.js';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "\n  mutation SignUp($input: SignUpInput!) {\n    signUp(input: $input) {\n      __typename\n      ... on AuthPayload {\n        token\n        viewer {\n          id\n          databaseId\n          name\n          username\n          email\n          bio\n          profileImage { url width height }\n          coverImage { url width height }\n        }\n      }\n      ... on ValidationError {\n        message\n        fieldErrors { field message }\n      }\n    }\n  }\n": typeof types.SignUpDocument,
    "\n  mutation LogIn($input: LogInInput!) {\n    logIn(input: $input) {\n      __typename\n      ... on AuthPayload { token viewer { databaseId username } }\n      ... on Error { message }\n      ... on ValidationError { fieldErrors { field message } }\n    }\n  }\n": typeof types.LogInDocument,
    "\n  query Viewer {\n    viewer { id databaseId username name email bio profileImage { url } coverImage { url } }\n  }\n": typeof types.ViewerDocument,
    "\n  query UserNode($id: ID!) {\n    node(id: $id) { id ... on User { username email } }\n  }\n": typeof types.UserNodeDocument,
    "\n  mutation UpdateProfile($input: UpdateProfileInput!) {\n    updateProfile(input: $input) {\n      __typename\n      ... on UpdateProfilePayload { user { bio profileImage { url width height } coverImage { url } } }\n      ... on ValidationError { message fieldErrors { field message } }\n    }\n  }\n": typeof types.UpdateProfileDocument,
    "\n  mutation ChangePassword($input: ChangePasswordInput!) {\n    changePassword(input: $input) {\n      __typename\n      ... on ChangePasswordPayload { token viewer { databaseId } }\n      ... on ValidationError { message fieldErrors { field message } }\n    }\n  }\n": typeof types.ChangePasswordDocument,
    "\n  query Feed($first: Int, $after: String) {\n    feed(first: $first, after: $after) {\n      edges {\n        cursor\n        node {\n          id\n          databaseId\n          caption\n          tags\n          createdAt\n          likeCount\n          commentCount\n          viewerHasLiked\n          viewerHasSaved\n          viewerCanEdit\n          image { url width height }\n          author { id username profileImage { url } }\n        }\n      }\n      pageInfo { hasNextPage endCursor }\n    }\n  }\n": typeof types.FeedDocument,
    "\n  mutation CreatePost($input: CreatePostInput!) {\n    createPost(input: $input) {\n      __typename\n      ... on CreatePostPayload { post { id caption tags author { username } } postEdge { cursor node { id } } }\n      ... on ValidationError { message fieldErrors { field message } }\n    }\n  }\n": typeof types.CreatePostDocument,
    "\n  mutation UpdatePost($input: UpdatePostInput!) {\n    updatePost(input: $input) {\n      __typename\n      ... on UpdatePostPayload { post { id caption tags } }\n      ... on Error { message }\n    }\n  }\n": typeof types.UpdatePostDocument,
    "\n  mutation DeletePost($input: DeletePostInput!) {\n    deletePost(input: $input) {\n      __typename\n      ... on DeletePostPayload { deletedPostId }\n      ... on Error { message }\n    }\n  }\n": typeof types.DeletePostDocument,
    "\n  mutation LikePost($input: PostActionInput!) {\n    likePost(input: $input) {\n      __typename\n      ... on PostActionPayload { post { likeCount viewerHasLiked } }\n      ... on Error { message }\n    }\n  }\n": typeof types.LikePostDocument,
    "\n  mutation UnlikePost($input: PostActionInput!) {\n    unlikePost(input: $input) { __typename ... on PostActionPayload { post { likeCount viewerHasLiked } } }\n  }\n": typeof types.UnlikePostDocument,
    "\n  mutation SavePost($input: PostActionInput!) {\n    savePost(input: $input) { __typename ... on PostActionPayload { post { viewerHasSaved } } }\n  }\n": typeof types.SavePostDocument,
    "\n  mutation AddComment($input: AddCommentInput!) {\n    addComment(input: $input) {\n      __typename\n      ... on AddCommentPayload { comment { id body viewerCanDelete author { username } } post { commentCount } }\n      ... on Error { message }\n    }\n  }\n": typeof types.AddCommentDocument,
    "\n  mutation DeleteComment($input: DeleteCommentInput!) {\n    deleteComment(input: $input) {\n      __typename\n      ... on DeleteCommentPayload { deletedCommentId post { commentCount } }\n      ... on Error { message }\n    }\n  }\n": typeof types.DeleteCommentDocument,
    "\n  query PostComments($id: ID!, $order: CommentOrder) {\n    node(id: $id) {\n      ... on Post { comments(first: 10, order: $order) { edges { node { body viewerCanDelete author { username } } } } }\n    }\n  }\n": typeof types.PostCommentsDocument,
    "\n  mutation FollowUser($input: FollowInput!) {\n    followUser(input: $input) {\n      __typename\n      ... on FollowPayload { user { followerCount viewerIsFollowing } viewer { followingCount } }\n      ... on Error { message }\n    }\n  }\n": typeof types.FollowUserDocument,
    "\n  mutation UnfollowUser($input: FollowInput!) {\n    unfollowUser(input: $input) { __typename ... on FollowPayload { user { followerCount viewerIsFollowing } } }\n  }\n": typeof types.UnfollowUserDocument,
    "\n  query Notifications {\n    notifications(first: 20) { unreadCount edges { node { kind message read actor { username } post { id } } } }\n  }\n": typeof types.NotificationsDocument,
    "\n  mutation MarkNotificationsRead { markNotificationsRead { unreadCount } }\n": typeof types.MarkNotificationsReadDocument,
    "\n  mutation ClearNotifications { clearNotifications { clearedNotificationIds unreadCount } }\n": typeof types.ClearNotificationsDocument,
    "\n  query SearchUsers($query: String!) { searchUsers(query: $query) { username } }\n": typeof types.SearchUsersDocument,
    "\n  query SuggestedPeople { suggestedPeople(first: 5) { username } }\n": typeof types.SuggestedPeopleDocument,
    "\n  query Profile($id: ID!) {\n    user(id: $id) {\n      username\n      isViewer\n      postCount\n      followerCount\n      followingCount\n      viewerIsFollowing\n      posts(first: 10) { edges { node { caption } } }\n      savedPosts(first: 10) { edges { node { caption } } }\n    }\n  }\n": typeof types.ProfileDocument,
    "\n  subscription NotificationAdded { notificationAdded { kind message actor { username } } }\n": typeof types.NotificationAddedDocument,
    "\n  subscription PostAdded { postAdded { caption author { username } } }\n": typeof types.PostAddedDocument,
    "\n  subscription NotificationRemoved { notificationRemoved { notificationId unreadCount } }\n": typeof types.NotificationRemovedDocument,
};
const documents: Documents = {
    "\n  mutation SignUp($input: SignUpInput!) {\n    signUp(input: $input) {\n      __typename\n      ... on AuthPayload {\n        token\n        viewer {\n          id\n          databaseId\n          name\n          username\n          email\n          bio\n          profileImage { url width height }\n          coverImage { url width height }\n        }\n      }\n      ... on ValidationError {\n        message\n        fieldErrors { field message }\n      }\n    }\n  }\n": types.SignUpDocument,
    "\n  mutation LogIn($input: LogInInput!) {\n    logIn(input: $input) {\n      __typename\n      ... on AuthPayload { token viewer { databaseId username } }\n      ... on Error { message }\n      ... on ValidationError { fieldErrors { field message } }\n    }\n  }\n": types.LogInDocument,
    "\n  query Viewer {\n    viewer { id databaseId username name email bio profileImage { url } coverImage { url } }\n  }\n": types.ViewerDocument,
    "\n  query UserNode($id: ID!) {\n    node(id: $id) { id ... on User { username email } }\n  }\n": types.UserNodeDocument,
    "\n  mutation UpdateProfile($input: UpdateProfileInput!) {\n    updateProfile(input: $input) {\n      __typename\n      ... on UpdateProfilePayload { user { bio profileImage { url width height } coverImage { url } } }\n      ... on ValidationError { message fieldErrors { field message } }\n    }\n  }\n": types.UpdateProfileDocument,
    "\n  mutation ChangePassword($input: ChangePasswordInput!) {\n    changePassword(input: $input) {\n      __typename\n      ... on ChangePasswordPayload { token viewer { databaseId } }\n      ... on ValidationError { message fieldErrors { field message } }\n    }\n  }\n": types.ChangePasswordDocument,
    "\n  query Feed($first: Int, $after: String) {\n    feed(first: $first, after: $after) {\n      edges {\n        cursor\n        node {\n          id\n          databaseId\n          caption\n          tags\n          createdAt\n          likeCount\n          commentCount\n          viewerHasLiked\n          viewerHasSaved\n          viewerCanEdit\n          image { url width height }\n          author { id username profileImage { url } }\n        }\n      }\n      pageInfo { hasNextPage endCursor }\n    }\n  }\n": types.FeedDocument,
    "\n  mutation CreatePost($input: CreatePostInput!) {\n    createPost(input: $input) {\n      __typename\n      ... on CreatePostPayload { post { id caption tags author { username } } postEdge { cursor node { id } } }\n      ... on ValidationError { message fieldErrors { field message } }\n    }\n  }\n": types.CreatePostDocument,
    "\n  mutation UpdatePost($input: UpdatePostInput!) {\n    updatePost(input: $input) {\n      __typename\n      ... on UpdatePostPayload { post { id caption tags } }\n      ... on Error { message }\n    }\n  }\n": types.UpdatePostDocument,
    "\n  mutation DeletePost($input: DeletePostInput!) {\n    deletePost(input: $input) {\n      __typename\n      ... on DeletePostPayload { deletedPostId }\n      ... on Error { message }\n    }\n  }\n": types.DeletePostDocument,
    "\n  mutation LikePost($input: PostActionInput!) {\n    likePost(input: $input) {\n      __typename\n      ... on PostActionPayload { post { likeCount viewerHasLiked } }\n      ... on Error { message }\n    }\n  }\n": types.LikePostDocument,
    "\n  mutation UnlikePost($input: PostActionInput!) {\n    unlikePost(input: $input) { __typename ... on PostActionPayload { post { likeCount viewerHasLiked } } }\n  }\n": types.UnlikePostDocument,
    "\n  mutation SavePost($input: PostActionInput!) {\n    savePost(input: $input) { __typename ... on PostActionPayload { post { viewerHasSaved } } }\n  }\n": types.SavePostDocument,
    "\n  mutation AddComment($input: AddCommentInput!) {\n    addComment(input: $input) {\n      __typename\n      ... on AddCommentPayload { comment { id body viewerCanDelete author { username } } post { commentCount } }\n      ... on Error { message }\n    }\n  }\n": types.AddCommentDocument,
    "\n  mutation DeleteComment($input: DeleteCommentInput!) {\n    deleteComment(input: $input) {\n      __typename\n      ... on DeleteCommentPayload { deletedCommentId post { commentCount } }\n      ... on Error { message }\n    }\n  }\n": types.DeleteCommentDocument,
    "\n  query PostComments($id: ID!, $order: CommentOrder) {\n    node(id: $id) {\n      ... on Post { comments(first: 10, order: $order) { edges { node { body viewerCanDelete author { username } } } } }\n    }\n  }\n": types.PostCommentsDocument,
    "\n  mutation FollowUser($input: FollowInput!) {\n    followUser(input: $input) {\n      __typename\n      ... on FollowPayload { user { followerCount viewerIsFollowing } viewer { followingCount } }\n      ... on Error { message }\n    }\n  }\n": types.FollowUserDocument,
    "\n  mutation UnfollowUser($input: FollowInput!) {\n    unfollowUser(input: $input) { __typename ... on FollowPayload { user { followerCount viewerIsFollowing } } }\n  }\n": types.UnfollowUserDocument,
    "\n  query Notifications {\n    notifications(first: 20) { unreadCount edges { node { kind message read actor { username } post { id } } } }\n  }\n": types.NotificationsDocument,
    "\n  mutation MarkNotificationsRead { markNotificationsRead { unreadCount } }\n": types.MarkNotificationsReadDocument,
    "\n  mutation ClearNotifications { clearNotifications { clearedNotificationIds unreadCount } }\n": types.ClearNotificationsDocument,
    "\n  query SearchUsers($query: String!) { searchUsers(query: $query) { username } }\n": types.SearchUsersDocument,
    "\n  query SuggestedPeople { suggestedPeople(first: 5) { username } }\n": types.SuggestedPeopleDocument,
    "\n  query Profile($id: ID!) {\n    user(id: $id) {\n      username\n      isViewer\n      postCount\n      followerCount\n      followingCount\n      viewerIsFollowing\n      posts(first: 10) { edges { node { caption } } }\n      savedPosts(first: 10) { edges { node { caption } } }\n    }\n  }\n": types.ProfileDocument,
    "\n  subscription NotificationAdded { notificationAdded { kind message actor { username } } }\n": types.NotificationAddedDocument,
    "\n  subscription PostAdded { postAdded { caption author { username } } }\n": types.PostAddedDocument,
    "\n  subscription NotificationRemoved { notificationRemoved { notificationId unreadCount } }\n": types.NotificationRemovedDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = graphql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function graphql(source: string): unknown;

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SignUp($input: SignUpInput!) {\n    signUp(input: $input) {\n      __typename\n      ... on AuthPayload {\n        token\n        viewer {\n          id\n          databaseId\n          name\n          username\n          email\n          bio\n          profileImage { url width height }\n          coverImage { url width height }\n        }\n      }\n      ... on ValidationError {\n        message\n        fieldErrors { field message }\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation SignUp($input: SignUpInput!) {\n    signUp(input: $input) {\n      __typename\n      ... on AuthPayload {\n        token\n        viewer {\n          id\n          databaseId\n          name\n          username\n          email\n          bio\n          profileImage { url width height }\n          coverImage { url width height }\n        }\n      }\n      ... on ValidationError {\n        message\n        fieldErrors { field message }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation LogIn($input: LogInInput!) {\n    logIn(input: $input) {\n      __typename\n      ... on AuthPayload { token viewer { databaseId username } }\n      ... on Error { message }\n      ... on ValidationError { fieldErrors { field message } }\n    }\n  }\n"): (typeof documents)["\n  mutation LogIn($input: LogInInput!) {\n    logIn(input: $input) {\n      __typename\n      ... on AuthPayload { token viewer { databaseId username } }\n      ... on Error { message }\n      ... on ValidationError { fieldErrors { field message } }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Viewer {\n    viewer { id databaseId username name email bio profileImage { url } coverImage { url } }\n  }\n"): (typeof documents)["\n  query Viewer {\n    viewer { id databaseId username name email bio profileImage { url } coverImage { url } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query UserNode($id: ID!) {\n    node(id: $id) { id ... on User { username email } }\n  }\n"): (typeof documents)["\n  query UserNode($id: ID!) {\n    node(id: $id) { id ... on User { username email } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateProfile($input: UpdateProfileInput!) {\n    updateProfile(input: $input) {\n      __typename\n      ... on UpdateProfilePayload { user { bio profileImage { url width height } coverImage { url } } }\n      ... on ValidationError { message fieldErrors { field message } }\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateProfile($input: UpdateProfileInput!) {\n    updateProfile(input: $input) {\n      __typename\n      ... on UpdateProfilePayload { user { bio profileImage { url width height } coverImage { url } } }\n      ... on ValidationError { message fieldErrors { field message } }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ChangePassword($input: ChangePasswordInput!) {\n    changePassword(input: $input) {\n      __typename\n      ... on ChangePasswordPayload { token viewer { databaseId } }\n      ... on ValidationError { message fieldErrors { field message } }\n    }\n  }\n"): (typeof documents)["\n  mutation ChangePassword($input: ChangePasswordInput!) {\n    changePassword(input: $input) {\n      __typename\n      ... on ChangePasswordPayload { token viewer { databaseId } }\n      ... on ValidationError { message fieldErrors { field message } }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Feed($first: Int, $after: String) {\n    feed(first: $first, after: $after) {\n      edges {\n        cursor\n        node {\n          id\n          databaseId\n          caption\n          tags\n          createdAt\n          likeCount\n          commentCount\n          viewerHasLiked\n          viewerHasSaved\n          viewerCanEdit\n          image { url width height }\n          author { id username profileImage { url } }\n        }\n      }\n      pageInfo { hasNextPage endCursor }\n    }\n  }\n"): (typeof documents)["\n  query Feed($first: Int, $after: String) {\n    feed(first: $first, after: $after) {\n      edges {\n        cursor\n        node {\n          id\n          databaseId\n          caption\n          tags\n          createdAt\n          likeCount\n          commentCount\n          viewerHasLiked\n          viewerHasSaved\n          viewerCanEdit\n          image { url width height }\n          author { id username profileImage { url } }\n        }\n      }\n      pageInfo { hasNextPage endCursor }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreatePost($input: CreatePostInput!) {\n    createPost(input: $input) {\n      __typename\n      ... on CreatePostPayload { post { id caption tags author { username } } postEdge { cursor node { id } } }\n      ... on ValidationError { message fieldErrors { field message } }\n    }\n  }\n"): (typeof documents)["\n  mutation CreatePost($input: CreatePostInput!) {\n    createPost(input: $input) {\n      __typename\n      ... on CreatePostPayload { post { id caption tags author { username } } postEdge { cursor node { id } } }\n      ... on ValidationError { message fieldErrors { field message } }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdatePost($input: UpdatePostInput!) {\n    updatePost(input: $input) {\n      __typename\n      ... on UpdatePostPayload { post { id caption tags } }\n      ... on Error { message }\n    }\n  }\n"): (typeof documents)["\n  mutation UpdatePost($input: UpdatePostInput!) {\n    updatePost(input: $input) {\n      __typename\n      ... on UpdatePostPayload { post { id caption tags } }\n      ... on Error { message }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeletePost($input: DeletePostInput!) {\n    deletePost(input: $input) {\n      __typename\n      ... on DeletePostPayload { deletedPostId }\n      ... on Error { message }\n    }\n  }\n"): (typeof documents)["\n  mutation DeletePost($input: DeletePostInput!) {\n    deletePost(input: $input) {\n      __typename\n      ... on DeletePostPayload { deletedPostId }\n      ... on Error { message }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation LikePost($input: PostActionInput!) {\n    likePost(input: $input) {\n      __typename\n      ... on PostActionPayload { post { likeCount viewerHasLiked } }\n      ... on Error { message }\n    }\n  }\n"): (typeof documents)["\n  mutation LikePost($input: PostActionInput!) {\n    likePost(input: $input) {\n      __typename\n      ... on PostActionPayload { post { likeCount viewerHasLiked } }\n      ... on Error { message }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UnlikePost($input: PostActionInput!) {\n    unlikePost(input: $input) { __typename ... on PostActionPayload { post { likeCount viewerHasLiked } } }\n  }\n"): (typeof documents)["\n  mutation UnlikePost($input: PostActionInput!) {\n    unlikePost(input: $input) { __typename ... on PostActionPayload { post { likeCount viewerHasLiked } } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SavePost($input: PostActionInput!) {\n    savePost(input: $input) { __typename ... on PostActionPayload { post { viewerHasSaved } } }\n  }\n"): (typeof documents)["\n  mutation SavePost($input: PostActionInput!) {\n    savePost(input: $input) { __typename ... on PostActionPayload { post { viewerHasSaved } } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AddComment($input: AddCommentInput!) {\n    addComment(input: $input) {\n      __typename\n      ... on AddCommentPayload { comment { id body viewerCanDelete author { username } } post { commentCount } }\n      ... on Error { message }\n    }\n  }\n"): (typeof documents)["\n  mutation AddComment($input: AddCommentInput!) {\n    addComment(input: $input) {\n      __typename\n      ... on AddCommentPayload { comment { id body viewerCanDelete author { username } } post { commentCount } }\n      ... on Error { message }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteComment($input: DeleteCommentInput!) {\n    deleteComment(input: $input) {\n      __typename\n      ... on DeleteCommentPayload { deletedCommentId post { commentCount } }\n      ... on Error { message }\n    }\n  }\n"): (typeof documents)["\n  mutation DeleteComment($input: DeleteCommentInput!) {\n    deleteComment(input: $input) {\n      __typename\n      ... on DeleteCommentPayload { deletedCommentId post { commentCount } }\n      ... on Error { message }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PostComments($id: ID!, $order: CommentOrder) {\n    node(id: $id) {\n      ... on Post { comments(first: 10, order: $order) { edges { node { body viewerCanDelete author { username } } } } }\n    }\n  }\n"): (typeof documents)["\n  query PostComments($id: ID!, $order: CommentOrder) {\n    node(id: $id) {\n      ... on Post { comments(first: 10, order: $order) { edges { node { body viewerCanDelete author { username } } } } }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation FollowUser($input: FollowInput!) {\n    followUser(input: $input) {\n      __typename\n      ... on FollowPayload { user { followerCount viewerIsFollowing } viewer { followingCount } }\n      ... on Error { message }\n    }\n  }\n"): (typeof documents)["\n  mutation FollowUser($input: FollowInput!) {\n    followUser(input: $input) {\n      __typename\n      ... on FollowPayload { user { followerCount viewerIsFollowing } viewer { followingCount } }\n      ... on Error { message }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UnfollowUser($input: FollowInput!) {\n    unfollowUser(input: $input) { __typename ... on FollowPayload { user { followerCount viewerIsFollowing } } }\n  }\n"): (typeof documents)["\n  mutation UnfollowUser($input: FollowInput!) {\n    unfollowUser(input: $input) { __typename ... on FollowPayload { user { followerCount viewerIsFollowing } } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Notifications {\n    notifications(first: 20) { unreadCount edges { node { kind message read actor { username } post { id } } } }\n  }\n"): (typeof documents)["\n  query Notifications {\n    notifications(first: 20) { unreadCount edges { node { kind message read actor { username } post { id } } } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MarkNotificationsRead { markNotificationsRead { unreadCount } }\n"): (typeof documents)["\n  mutation MarkNotificationsRead { markNotificationsRead { unreadCount } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ClearNotifications { clearNotifications { clearedNotificationIds unreadCount } }\n"): (typeof documents)["\n  mutation ClearNotifications { clearNotifications { clearedNotificationIds unreadCount } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SearchUsers($query: String!) { searchUsers(query: $query) { username } }\n"): (typeof documents)["\n  query SearchUsers($query: String!) { searchUsers(query: $query) { username } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SuggestedPeople { suggestedPeople(first: 5) { username } }\n"): (typeof documents)["\n  query SuggestedPeople { suggestedPeople(first: 5) { username } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Profile($id: ID!) {\n    user(id: $id) {\n      username\n      isViewer\n      postCount\n      followerCount\n      followingCount\n      viewerIsFollowing\n      posts(first: 10) { edges { node { caption } } }\n      savedPosts(first: 10) { edges { node { caption } } }\n    }\n  }\n"): (typeof documents)["\n  query Profile($id: ID!) {\n    user(id: $id) {\n      username\n      isViewer\n      postCount\n      followerCount\n      followingCount\n      viewerIsFollowing\n      posts(first: 10) { edges { node { caption } } }\n      savedPosts(first: 10) { edges { node { caption } } }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription NotificationAdded { notificationAdded { kind message actor { username } } }\n"): (typeof documents)["\n  subscription NotificationAdded { notificationAdded { kind message actor { username } } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription PostAdded { postAdded { caption author { username } } }\n"): (typeof documents)["\n  subscription PostAdded { postAdded { caption author { username } } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription NotificationRemoved { notificationRemoved { notificationId unreadCount } }\n"): (typeof documents)["\n  subscription NotificationRemoved { notificationRemoved { notificationId unreadCount } }\n"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;