// The query the feed benchmark sends: one page of 20 post cards (the web feed's essentials).
export const FEED_QUERY =
  "query Feed { feed(first: 20) { edges { cursor node { id caption createdAt likeCount commentCount viewerHasLiked images { url width height altText } author { id username profileImage { url } } } } pageInfo { hasNextPage endCursor } } }";

/**
 * The card built up one part at a time (feed-parts.ts): each step's extra CPU over the one
 * before is what that part of the page costs in Node.
 */
export const FEED_PARTS: { name: string; query: string | null; anonymous?: boolean }[] = [
  { name: "GET /healthz (Fastify alone)", query: null },
  { name: "{ __typename }, no token (Yoga)", query: "{ __typename }", anonymous: true },
  { name: "{ __typename } (+ JWT, session lookup)", query: "{ __typename }" },
  {
    name: "feed: node ids (+ the feed's one statement)",
    query: "query P1 { feed(first: 20) { edges { node { id } } } }",
  },
  { name: "+ caption, createdAt", query: "query P2 { feed(first: 20) { edges { node { id caption createdAt } } } }" },
  {
    name: "+ cursors, pageInfo",
    query:
      "query P3 { feed(first: 20) { edges { cursor node { id caption createdAt } } pageInfo { hasNextPage endCursor } } }",
  },
  {
    name: "+ likeCount, commentCount",
    query:
      "query P4 { feed(first: 20) { edges { cursor node { id caption createdAt likeCount commentCount } } pageInfo { hasNextPage endCursor } } }",
  },
  {
    name: "+ viewerHasLiked",
    query:
      "query P5 { feed(first: 20) { edges { cursor node { id caption createdAt likeCount commentCount viewerHasLiked } } pageInfo { hasNextPage endCursor } } }",
  },
  {
    name: "+ author { id username profileImage { url } }",
    query:
      "query P6 { feed(first: 20) { edges { cursor node { id caption createdAt likeCount commentCount viewerHasLiked author { id username profileImage { url } } } } pageInfo { hasNextPage endCursor } } }",
  },
  { name: "+ images { url width height altText } (the bench's page)", query: FEED_QUERY },
  {
    // author.email is no part of a post card: the page is loaded by Pothos' shape (keys, then rows)
    name: "+ author.email: beyond a card, two statements",
    query: FEED_QUERY.replace("query Feed", "query P8").replace("author { id username", "author { id username email"),
  },
];
