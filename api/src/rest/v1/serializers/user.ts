// v1 UserFull: the user object v1 served from its Mongoose model (virtuals on, so both _id and
// id). Never the password hash; the e-mail only to its owner (v1 sent everyone's).
import type { Viewer } from "../../../domain/auth/sessions.ts";
import { maySeeEmail } from "../../../domain/users/privacy.ts";
import type { Prisma } from "../../../generated/prisma/client.ts";
import { imageSelect, optionalImageUrl, type ImageUrl } from "./images.ts";

export const userFullSelect = {
  id: true,
  name: true,
  username: true,
  email: true,
  bio: true,
  createdAt: true,
  profileImage: { select: imageSelect },
  coverImage: { select: imageSelect },
} satisfies Prisma.UserSelect;

export type UserFullRow = Prisma.UserGetPayload<{ select: typeof userFullSelect }>;

export const userBriefSelect = {
  id: true,
  username: true,
  profileImage: { select: imageSelect },
} satisfies Prisma.UserSelect;

export type UserBriefRow = Prisma.UserGetPayload<{ select: typeof userBriefSelect }>;

export interface UserFull {
  _id: string;
  id: string;
  name: string;
  username: string;
  /** only on the viewer's own user object (search, feed authors: absent) */
  email?: string;
  bio: string;
  profile_image: string | null;
  cover_image: string | null;
  createdAt: string;
  /** Mongoose's version key; v1 clients ignore it, kept for fidelity */
  __v: 0;
}

/** `viewer`: who is asking; for the signed-in user's own account, that user. */
export function userFull(user: UserFullRow, imageUrl: ImageUrl, viewer: Viewer | null): UserFull {
  return {
    _id: user.id,
    id: user.id,
    name: user.name,
    username: user.username,
    ...(maySeeEmail(viewer, user.id) ? { email: user.email } : {}),
    bio: user.bio,
    profile_image: optionalImageUrl(user.profileImage, imageUrl),
    cover_image: optionalImageUrl(user.coverImage, imageUrl),
    createdAt: user.createdAt.toISOString(),
    __v: 0,
  };
}

/** The author v1 embedded next to a comment, in suggestions and in a created post. */
export interface UserBrief {
  _id: string;
  id: string;
  username: string;
  profile_image: string | null;
}

export function userBrief(user: UserBriefRow, imageUrl: ImageUrl): UserBrief {
  return {
    _id: user.id,
    id: user.id,
    username: user.username,
    profile_image: optionalImageUrl(user.profileImage, imageUrl),
  };
}
