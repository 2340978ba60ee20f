// v1 PostBase: a post with its author as a plain id string, and the created post that embeds
// its author. The caption is v1's `bio`.
import type { Prisma } from "../../../generated/prisma/client.ts";
import { imageSelect, type ImageUrl } from "./images.ts";
import { userBrief, userBriefSelect, type UserBrief } from "./user.ts";

/**
 * v1 knows one image per post: a post with several shows v1 clients its first (the post's cover,
 * position 0). Every post has at least one.
 */
export const firstImageSelect = {
  images: { orderBy: { position: "asc" }, take: 1, select: { media: { select: imageSelect } } },
} satisfies Prisma.PostSelect;

export function firstImageUrl(
  post: Prisma.PostGetPayload<{ select: typeof firstImageSelect }>,
  imageUrl: ImageUrl,
): string {
  return imageUrl(post.images[0]!.media);
}

export const postBaseSelect = {
  id: true,
  caption: true,
  createdAt: true,
  authorId: true,
  ...firstImageSelect,
  tags: { select: { tag: { select: { name: true } } }, orderBy: { position: "asc" } },
} satisfies Prisma.PostSelect;

export type PostBaseRow = Prisma.PostGetPayload<{ select: typeof postBaseSelect }>;

/** Profile grids and feeds list posts newest first; the id breaks ties between equal times. */
export const newestPostsFirst = [{ createdAt: "desc" }, { id: "desc" }] satisfies Prisma.PostOrderByWithRelationInput[];

export interface PostBase {
  _id: string;
  id: string;
  bio: string;
  image: string;
  /** always an array: the v1 client calls .length and .map on it */
  tags: string[];
  user: string;
  createdAt: string;
}

export function postBase(post: PostBaseRow, imageUrl: ImageUrl): PostBase {
  return {
    _id: post.id,
    id: post.id,
    bio: post.caption,
    image: firstImageUrl(post, imageUrl),
    tags: post.tags.map((t) => t.tag.name),
    user: post.authorId,
    createdAt: post.createdAt.toISOString(),
  };
}

export const createdPostSelect = { ...postBaseSelect, author: { select: userBriefSelect } } satisfies Prisma.PostSelect;

export type CreatedPostRow = Prisma.PostGetPayload<{ select: typeof createdPostSelect }>;

/** Post create embeds its author (v1 sent a bare id, so its new-post card showed no author). */
export interface CreatedPost extends Omit<PostBase, "user"> {
  user: UserBrief;
  __v: 0;
}

export function createdPost(post: CreatedPostRow, imageUrl: ImageUrl): CreatedPost {
  return { ...postBase(post, imageUrl), user: userBrief(post.author, imageUrl), __v: 0 };
}
