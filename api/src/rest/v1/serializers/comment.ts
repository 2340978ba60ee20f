// v1 Comment: the body is v1's `message`. Its author is a plain id string where v1 answered an
// unpopulated document (comment create) and a UserBrief where it populated it (lists, feed).
import type { Comment, Prisma } from "../../../generated/prisma/client.ts";
import type { ImageUrl } from "./images.ts";
import { userBrief, userBriefSelect, type UserBrief } from "./user.ts";

/**
 * v1 answered every comment of a post (no paging); one post's list stops here. The client
 * shows a post's comment count from these lists, so a post past it shows this many.
 */
export const COMMENTS_MAX = 500;

export const commentWithAuthorSelect = {
  id: true,
  body: true,
  postId: true,
  createdAt: true,
  author: { select: userBriefSelect },
} satisfies Prisma.CommentSelect;

export type CommentWithAuthorRow = Prisma.CommentGetPayload<{ select: typeof commentWithAuthorSelect }>;

/** Lists show the newest comment first; the id breaks ties between equal times. */
export const newestCommentsFirst = [
  { createdAt: "desc" },
  { id: "desc" },
] satisfies Prisma.CommentOrderByWithRelationInput[];

/** As the feed embeds it: no version key. */
export interface CommentWithAuthor {
  _id: string;
  message: string;
  post: string;
  createdAt: string;
  user: UserBrief;
}

/** As GET /posts/:postId/comments lists it. */
export interface ListedComment extends CommentWithAuthor {
  __v: 0;
}

/** As comment create answers it. */
export interface CreatedComment {
  _id: string;
  message: string;
  post: string;
  user: string;
  createdAt: string;
  __v: 0;
}

export function commentWithAuthor(comment: CommentWithAuthorRow, imageUrl: ImageUrl): CommentWithAuthor {
  return {
    _id: comment.id,
    message: comment.body,
    post: comment.postId,
    createdAt: comment.createdAt.toISOString(),
    user: userBrief(comment.author, imageUrl),
  };
}

export function listedComment(comment: CommentWithAuthorRow, imageUrl: ImageUrl): ListedComment {
  return { ...commentWithAuthor(comment, imageUrl), __v: 0 };
}

export function createdComment(comment: Comment): CreatedComment {
  return {
    _id: comment.id,
    message: comment.body,
    post: comment.postId,
    user: comment.authorId,
    createdAt: comment.createdAt.toISOString(),
    __v: 0,
  };
}
