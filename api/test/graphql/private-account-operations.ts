// Operations of the private-account tests, typed by codegen (npm run generate).
import { graphql } from "./__generated__/gql.ts";

export const MakePrivate = graphql(`
  mutation MakePrivate($input: UpdateProfileInput!) {
    updateProfile(input: $input) { __typename ... on UpdateProfilePayload { user { isPrivate } } ... on UserError { code message } }
  }
`);

export const AskToFollow = graphql(`
  mutation AskToFollow($input: FollowUserInput!) {
    followUser(input: $input) {
      __typename
      ... on FollowUserPayload { user { viewerIsFollowing viewerHasRequestedToFollow viewerCanSeePosts } }
      ... on UserError { code message }
    }
  }
`);

export const Withdraw = graphql(`
  mutation WithdrawRequest($input: UnfollowUserInput!) {
    unfollowUser(input: $input) { __typename ... on UnfollowUserPayload { user { viewerHasRequestedToFollow } } }
  }
`);

export const ApproveRequest = graphql(`
  mutation ApproveRequest($input: ApproveFollowRequestInput!) {
    approveFollowRequest(input: $input) {
      __typename
      ... on ApproveFollowRequestPayload { user { username viewerIsFollowing } viewer { followerCount } }
      ... on UserError { code message }
    }
  }
`);

export const DeclineRequest = graphql(`
  mutation DeclineRequest($input: DeclineFollowRequestInput!) {
    declineFollowRequest(input: $input) { __typename ... on UserError { code message } }
  }
`);

export const PendingRequests = graphql(`
  query PendingRequests {
    followRequests(first: 10) { totalCount edges { node { username } } }
    notifications(first: 10) { edges { node { kind message actor { username } } } }
    notificationGroups(first: 10) { edges { node { kind message } } }
  }
`);

/** Every way in to a private account's posts and people. */
export const WhatOneReads = graphql(`
  query WhatOneReads($userId: ID!, $username: String!, $postId: ID!, $postGlobalId: ID!, $commentId: ID!, $tag: String!) {
    user(id: $userId) {
      username isPrivate viewerCanSeePosts viewerHasRequestedToFollow postCount followerCount followingCount
      posts(first: 5) { edges { node { databaseId } } }
      followers(first: 5) { edges { node { username } } }
      following(first: 5) { edges { node { username } } }
    }
    userNode: node(id: $userId) { __typename }
    postNode: node(id: $postGlobalId) { __typename }
    commentNode: node(id: $commentId) { __typename }
    post(id: $postId) { databaseId likers(first: 5) { edges { node { username } } } comments(first: 5) { edges { node { body } } } }
    privatePostAuthor(postId: $postId) { username }
    searchUsers(query: $username, first: 10) { username }
    searchPosts(query: "privatetest", first: 10) { edges { node { databaseId } } }
    tag(name: $tag) { posts(first: 10) { edges { node { databaseId } } } }
    explore(first: 50) { edges { node { databaseId } } }
    feed(first: 20) { edges { node { databaseId } } }
  }
`);

export const LikeIt = graphql(`
  mutation PrivateLike($input: LikePostInput!) {
    likePost(input: $input) { __typename ... on UserError { code message } }
  }
`);

export const CommentOnIt = graphql(`
  mutation PrivateComment($input: AddCommentInput!) {
    addComment(input: $input) { __typename ... on UserError { code message } }
  }
`);

export const PostComments = graphql(`
  subscription PrivateCommentAdded($postId: ID!) { commentAdded(postId: $postId) { body } }
`);
