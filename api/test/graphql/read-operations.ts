// Operations the read-connections tests send (lists of people, totalCount, unreadOnly, user by
// global id), typed by codegen (npm run generate).
import { graphql } from "./__generated__/gql.ts";

export const PeoplePage = graphql(`
  fragment PeoplePage on UserConnection {
    totalCount
    edges { cursor node { username } }
    pageInfo { hasNextPage endCursor }
  }
`);

export const Followers = graphql(`
  query Followers($id: ID!, $first: Int, $after: String) {
    user(id: $id) { followers(first: $first, after: $after) { ...PeoplePage } }
  }
`);

export const Following = graphql(`
  query Following($id: ID!, $first: Int, $after: String) {
    user(id: $id) { following(first: $first, after: $after) { ...PeoplePage } }
  }
`);

export const Likers = graphql(`
  query Likers($id: ID!, $first: Int, $after: String) {
    post(id: $id) { likeCount likers(first: $first, after: $after) { ...PeoplePage } }
  }
`);

/** A profile and a bad page size on one of its lists: the error stays on that list. */
export const ProfileWithFollowers = graphql(`
  query ProfileWithFollowers($id: ID!, $first: Int, $after: String) {
    viewer { username }
    user(id: $id) {
      username
      following(first: 1) { totalCount }
      followers(first: $first, after: $after) { totalCount }
    }
  }
`);

/** A list of users, each with the first page of their followers and followings. */
export const FollowersOfFollowers = graphql(`
  query FollowersOfFollowers($id: ID!, $first: Int) {
    user(id: $id) {
      followers(first: $first) {
        edges {
          node {
            username
            followers(first: 5) { totalCount edges { node { username } } }
            following(first: 5) { totalCount edges { node { username } } }
          }
        }
      }
    }
  }
`);

/** Posts, each with who liked them. */
export const PostsWithLikers = graphql(`
  query PostsWithLikers($id: ID!, $first: Int) {
    user(id: $id) {
      posts(first: $first) {
        edges { node { caption likers(first: 3) { totalCount edges { node { username } } } } }
      }
    }
  }
`);

export const ListTotals = graphql(`
  query ListTotals($id: ID!) {
    user(id: $id) {
      posts(first: 1) { totalCount edges { node { comments(first: 1) { totalCount } } } }
      savedPosts(first: 1) { totalCount }
      conversations(first: 1) { totalCount edges { node { messages(last: 1) { totalCount } } } }
    }
  }
`);

export const NotificationList = graphql(`
  query NotificationList($unreadOnly: Boolean, $first: Int, $after: String) {
    notifications(unreadOnly: $unreadOnly, first: $first, after: $after) {
      totalCount
      unreadCount
      edges { node { message read } }
      pageInfo { hasNextPage endCursor }
    }
  }
`);

export const UserById = graphql(`
  query UserById($id: ID!) {
    user(id: $id) { id databaseId username }
  }
`);

/** The lists where the user row comes from elsewhere than a query planned for them. */
export const FollowAndReadFollowers = graphql(`
  mutation FollowAndReadFollowers($input: FollowUserInput!) {
    followUser(input: $input) {
      __typename
      ... on FollowUserPayload { user { viewerIsFollowing followers(first: 5) { totalCount edges { node { username viewerIsFollowing } } } } }
    }
  }
`);

export const NodeFollowers = graphql(`
  query NodeFollowers($id: ID!) {
    node(id: $id) {
      ... on User { viewerIsFollowing followers(first: 5) { totalCount edges { node { username } } } }
      ... on Post { viewerHasLiked likers(first: 5) { totalCount edges { node { username } } } }
    }
  }
`);
