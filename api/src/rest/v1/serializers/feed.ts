// v1 FeedPost: a post with its author in full, its comments (newest first, authors embedded)
// and its likes. One select: a page of posts loads in a fixed number of queries, whatever
// its size.
import { commentsShownTo } from "../../../domain/social/comments.ts";
import { likersShownTo } from "../../../domain/social/people-lists.ts";
import type { Viewer } from "../../../domain/auth/sessions.ts";
import type { Prisma } from "../../../generated/prisma/client.ts";
import { oldestFirst } from "./edges.ts";
import {
  COMMENTS_MAX,
  commentWithAuthor,
  commentWithAuthorSelect,
  newestCommentsFirst,
  type CommentWithAuthor,
} from "./comment.ts";
import type { ImageUrl } from "./images.ts";
import { likeRef, likeSelect, type LikeRef } from "./marks.ts";
import { postBase, postBaseSelect, type PostBase } from "./post.ts";
import { userFull, userFullSelect, type UserFull } from "./user.ts";

/** What a feed post loads for `viewer`: the comments and likes they are shown (none by someone hidden from them). */
export function feedPostSelect(viewer: Viewer) {
  return {
    ...postBaseSelect,
    author: { select: userFullSelect },
    comments: {
      select: commentWithAuthorSelect,
      where: commentsShownTo(viewer.id),
      orderBy: newestCommentsFirst,
      take: COMMENTS_MAX,
    },
    // those shown to the viewer, their own included: the client finds its own like here
    // (likes[].user === its id) and counts the rest, as GraphQL's likeCount does
    likes: { select: likeSelect, where: likersShownTo(viewer.id), orderBy: oldestFirst },
  } satisfies Prisma.PostSelect;
}

export type FeedPostRow = Prisma.PostGetPayload<{ select: ReturnType<typeof feedPostSelect> }>;

/** v1 sent no version key on the feed's posts, their authors or their comments. */
export interface FeedPost extends Omit<PostBase, "user"> {
  user: Omit<UserFull, "__v">;
  comments: CommentWithAuthor[];
  likes: LikeRef[];
}

export function feedPost(post: FeedPostRow, imageUrl: ImageUrl, viewer: Viewer): FeedPost {
  const { __v: _version, ...author } = userFull(post.author, imageUrl, viewer);
  return {
    ...postBase(post, imageUrl),
    user: author,
    comments: post.comments.map((comment) => commentWithAuthor(comment, imageUrl)),
    likes: post.likes.map(likeRef),
  };
}
