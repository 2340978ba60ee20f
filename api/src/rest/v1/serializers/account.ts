// The signed-in user with the collections v1 populated on their own account.
import type { OwnAccountRow, SessionAccountRow } from "../queries/accounts.ts";
import {
  followerEdge,
  followingEdge,
  postRef,
  saveEdge,
  type FollowerEdge,
  type FollowingEdge,
  type PostRef,
  type SaveEdge,
} from "./edges.ts";
import type { ImageUrl } from "./images.ts";
import { postBase, type PostBase } from "./post.ts";
import { userFull, type UserFull } from "./user.ts";

/** login and updatePassword: UserFull + posts + followings + followers */
export interface SessionAccount extends UserFull {
  posts: PostBase[];
  followings: FollowingEdge[];
  followers: FollowerEdge[];
}

/** GET /users: posts carry likes and comments (counted by the client), plus the saves */
export interface OwnAccount extends UserFull {
  posts: (PostBase & { likes: PostRef[]; comments: PostRef[] })[];
  followings: FollowingEdge[];
  followers: FollowerEdge[];
  savedPosts: SaveEdge[];
}

export function sessionAccount(user: SessionAccountRow, imageUrl: ImageUrl): SessionAccount {
  return {
    ...userFull(user, imageUrl, user), // the owner is the one asking: with their e-mail
    posts: user.posts.map((post) => postBase(post, imageUrl)),
    followings: user.following.map(followingEdge),
    followers: user.followers.map(followerEdge),
  };
}

export function ownAccount(user: OwnAccountRow, imageUrl: ImageUrl): OwnAccount {
  return {
    ...userFull(user, imageUrl, user),
    posts: user.posts.map((post) => ({
      ...postBase(post, imageUrl),
      likes: post.likes.map(postRef),
      comments: post.comments.map(postRef),
    })),
    followings: user.following.map(followingEdge),
    followers: user.followers.map(followerEdge),
    savedPosts: user.saves.map(saveEdge),
  };
}
