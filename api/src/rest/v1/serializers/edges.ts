// The v1 relation documents. v1 kept two collections for one follow (followings: accounts I
// follow; followers: accounts following me); both are built from the one Follow row, whose id
// serves as `_id`. Every reference in an edge is a plain id string (the client compares with ===).
import type { Prisma } from "../../../generated/prisma/client.ts";

export const followSelect = { id: true, followerId: true, followeeId: true } satisfies Prisma.FollowSelect;
export const saveSelect = { id: true, userId: true, postId: true } satisfies Prisma.SaveSelect;
/** Likes and comments listed only to be counted: their id and post. */
export const postRefSelect = { id: true, postId: true } satisfies Prisma.LikeSelect & Prisma.CommentSelect;

/** Edges are listed in the order they were made (v1 returned them in insertion order). */
export const oldestFirst = [{ createdAt: "asc" as const }, { id: "asc" as const }];

type FollowRow = Prisma.FollowGetPayload<{ select: typeof followSelect }>;
type SaveRow = Prisma.SaveGetPayload<{ select: typeof saveSelect }>;
type PostRefRow = { id: string; postId: string };

export interface FollowingEdge {
  _id: string;
  /** the followed user */
  following: string;
  /** the follower (the owner of this list) */
  user: string;
  __v: 0;
}

export interface FollowerEdge {
  _id: string;
  /** the follower */
  follower: string;
  /** the followed user (the owner of this list) */
  user: string;
  __v: 0;
}

export interface SaveEdge {
  _id: string;
  user: string;
  post: string;
  __v: 0;
}

export interface PostRef {
  _id: string;
  post: string;
}

export function followingEdge(follow: FollowRow): FollowingEdge {
  return { _id: follow.id, following: follow.followeeId, user: follow.followerId, __v: 0 };
}

export function followerEdge(follow: FollowRow): FollowerEdge {
  return { _id: follow.id, follower: follow.followerId, user: follow.followeeId, __v: 0 };
}

export function saveEdge(save: SaveRow): SaveEdge {
  return { _id: save.id, user: save.userId, post: save.postId, __v: 0 };
}

export function postRef(row: PostRefRow): PostRef {
  return { _id: row.id, post: row.postId };
}
