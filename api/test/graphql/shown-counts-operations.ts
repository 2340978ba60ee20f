// Operations of the shown-counts test, typed by codegen (npm run generate).
import { graphql } from "./__generated__/gql.ts";

/** A post's counts beside its lists, and a person's counts beside theirs, as one viewer reads them. */
export const CountsAndLists = graphql(`
  query CountsAndLists($postId: ID!, $userId: ID!) {
    post(id: $postId) {
      likeCount
      commentCount
      likers(first: 50) { totalCount edges { node { username } } }
      comments(first: 50) { totalCount edges { node { body } } }
    }
    user(id: $userId) {
      followerCount
      followingCount
      followers(first: 50) { totalCount edges { node { username } } }
      following(first: 50) { totalCount edges { node { username } } }
    }
  }
`);
