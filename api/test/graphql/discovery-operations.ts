// Operations the hashtag, post search and explore tests send, typed by codegen (npm run generate).
import { graphql } from "./__generated__/gql.ts";

export const TagPosts = graphql(`
  query TagPosts($name: String!, $first: Int, $after: String) {
    tag(name: $name) {
      name
      postCount
      morePosts
      posts(first: $first, after: $after) {
        totalCount
        edges { node { caption tags author { username } } }
        pageInfo { hasNextPage endCursor }
      }
    }
  }
`);

export const SearchPosts = graphql(`
  query SearchPosts($query: String!, $first: Int, $after: String) {
    searchPosts(query: $query, first: $first, after: $after) {
      totalCount
      moreMatches
      edges { cursor node { caption tags } }
      pageInfo { hasNextPage endCursor }
    }
  }
`);

export const SearchPostsPage = graphql(`
  query SearchPostsPage($query: String!, $first: Int, $after: String) {
    searchPosts(query: $query, first: $first, after: $after) {
      edges { node { caption author { username } likeCount viewerHasLiked tags } }
      pageInfo { hasNextPage endCursor }
    }
  }
`);

export const Explore = graphql(`
  query Explore($first: Int, $after: String) {
    explore(first: $first, after: $after) {
      edges { node { caption author { username } likeCount viewerHasLiked tags } }
      pageInfo { hasNextPage endCursor }
    }
  }
`);
