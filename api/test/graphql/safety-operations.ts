// Operations of the block and mute tests, typed by codegen (npm run generate).
import { graphql } from "./__generated__/gql.ts";

export const BlockUser = graphql(`
  mutation BlockUser($input: BlockUserInput!) {
    blockUser(input: $input) {
      __typename
      ... on BlockUserPayload { user { username viewerHasBlocked viewerIsFollowing } }
      ... on UserError { code message }
    }
  }
`);

export const UnblockUser = graphql(`
  mutation UnblockUser($input: UnblockUserInput!) {
    unblockUser(input: $input) { __typename ... on UnblockUserPayload { user { viewerHasBlocked } } }
  }
`);

export const MuteUser = graphql(`
  mutation MuteUser($input: MuteUserInput!) {
    muteUser(input: $input) {
      __typename
      ... on MuteUserPayload { user { viewerHasMuted } }
      ... on UserError { code message }
    }
  }
`);

export const UnmuteUser = graphql(`
  mutation UnmuteUser($input: UnmuteUserInput!) {
    unmuteUser(input: $input) { __typename ... on UnmuteUserPayload { user { viewerHasMuted } } }
  }
`);

export const SetConversationMuted = graphql(`
  mutation SetConversationMuted($input: SetConversationMutedInput!) {
    setConversationMuted(input: $input) {
      __typename
      ... on SetConversationMutedPayload { conversation { viewerHasMuted } }
      ... on UserError { code message }
    }
  }
`);

export const SafetyLists = graphql(`
  query SafetyLists {
    blockedAccounts(first: 10) { edges { node { username viewerHasBlocked } } }
    mutedAccounts(first: 10) { edges { node { username viewerHasMuted } } }
  }
`);

/** Every way one person might see another: by id, by global id, their post, search, lists, feed, notifications. */
export const WhatOneSees = graphql(`
  query WhatOneSees($userId: ID!, $username: String!, $postId: ID!, $postGlobalId: ID!, $commentId: ID!, $ownPostId: ID!) {
    user(id: $userId) { username viewerHasBlocked posts(first: 5) { totalCount edges { node { databaseId } } } }
    byName: user(username: $username) { username }
    userNode: node(id: $userId) { __typename }
    postNode: node(id: $postGlobalId) { __typename }
    commentNode: node(id: $commentId) { __typename }
    post(id: $postId) { databaseId }
    own: post(id: $ownPostId) { comments(first: 10) { edges { node { body } } } likers(first: 10) { edges { node { username } } } }
    searchUsers(query: $username, first: 10) { username }
    searchPosts(query: "blocktest", first: 10) { edges { node { databaseId } } }
    explore(first: 20) { edges { node { databaseId } } }
    feed(first: 20) { edges { node { databaseId } } }
    notifications(first: 20) { totalCount unreadCount edges { node { kind actor { username } } } }
    notificationGroups(first: 20) { totalCount unreadCount }
  }
`);

export const FollowUser = graphql(`
  mutation SafetyFollow($input: FollowUserInput!) {
    followUser(input: $input) { __typename ... on UserError { code message } }
  }
`);

export const LikePost = graphql(`
  mutation SafetyLike($input: LikePostInput!) {
    likePost(input: $input) { __typename ... on UserError { code message } }
  }
`);

export const UnlikePost = graphql(`
  mutation SafetyUnlike($input: UnlikePostInput!) {
    unlikePost(input: $input) { __typename ... on UserError { code message } }
  }
`);

export const UnsavePost = graphql(`
  mutation SafetyUnsave($input: UnsavePostInput!) {
    unsavePost(input: $input) { __typename ... on UserError { code message } }
  }
`);

export const UpdateComment = graphql(`
  mutation SafetyCommentEdit($input: UpdateCommentInput!) {
    updateComment(input: $input) { __typename ... on UserError { code message } }
  }
`);

export const AddComment = graphql(`
  mutation SafetyComment($input: AddCommentInput!) {
    addComment(input: $input) { __typename ... on UserError { code message } }
  }
`);

export const SendMessage = graphql(`
  mutation SafetyMessage($input: SendMessageInput!) {
    sendMessage(input: $input) { __typename ... on UserError { code message } }
  }
`);

export const ChatList = graphql(`
  query SafetyChatList {
    viewer { conversations(first: 10) { edges { node { id viewerHasMuted partner { username } messages(last: 10) { edges { node { text } } } } } } unreadMessageCount }
  }
`);
