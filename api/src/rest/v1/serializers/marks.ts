// Likes and saves as the v1 toggles answer them: references are plain id strings (the client
// compares like.user with its own id and pushes save.post into its saved list).
import type { Like, Prisma, Save } from "../../../generated/prisma/client.ts";
import { saveEdge, type SaveEdge } from "./edges.ts";

export const likeSelect = { id: true, userId: true, postId: true } satisfies Prisma.LikeSelect;

type LikeRow = Prisma.LikeGetPayload<{ select: typeof likeSelect }>;

/** A like as the feed lists it. */
export interface LikeRef {
  _id: string;
  user: string;
  post: string;
}

/** A like fetched in full (the like toggle): with the version key. */
export interface LikeDocument extends LikeRef {
  __v: 0;
}

/** After an undo v1 answered only whose mark it was. */
export interface RemovedMark {
  user: string;
}

export function likeRef(like: LikeRow): LikeRef {
  return { _id: like.id, user: like.userId, post: like.postId };
}

export type LikeToggleAnswer =
  { message: "Post liked"; like: LikeDocument } | { message: "Post unliked"; like: RemovedMark };
export type SaveToggleAnswer =
  { message: "Post saved"; save: SaveEdge } | { message: "Post unsaved"; save: RemovedMark };

/** Judged by the client on the exact message; `row` is the caller's mark after the toggle. */
export function likeToggleAnswer(row: Like | null, viewerId: string): LikeToggleAnswer {
  return row
    ? { message: "Post liked", like: { ...likeRef(row), __v: 0 } }
    : { message: "Post unliked", like: { user: viewerId } };
}

export function saveToggleAnswer(row: Save | null, viewerId: string): SaveToggleAnswer {
  return row ? { message: "Post saved", save: saveEdge(row) } : { message: "Post unsaved", save: { user: viewerId } };
}
