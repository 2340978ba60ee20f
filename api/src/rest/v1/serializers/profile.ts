// A user's profile as GET /users/:userId answered it in v1 (no e-mail; posts without version
// keys; saved posts embedding the post, a bare id on GET /users), plus `_id`, which v1 left
// out here: every user object carries both forms (docs/v1-compatibility.md, Conventions).
import type { ProfileRow } from "../queries/profile.ts";
import { followerEdge, followingEdge, postRef, type FollowerEdge, type FollowingEdge, type PostRef } from "./edges.ts";
import { optionalImageUrl, type ImageUrl } from "./images.ts";
import { firstImageUrl, postBase, type PostBase } from "./post.ts";

interface CountedPost {
  likes: PostRef[];
  comments: PostRef[];
}

export interface SavedPost {
  _id: string;
  post: { _id: string; id: string; image: string } & CountedPost;
}

export interface Profile {
  _id: string;
  id: string;
  name: string;
  username: string;
  bio: string;
  profile_image: string | null;
  cover_image: string | null;
  posts: (PostBase & CountedPost)[];
  savedPosts: SavedPost[];
  followers: FollowerEdge[];
  followings: FollowingEdge[];
}

export function profile(user: ProfileRow, imageUrl: ImageUrl): Profile {
  return {
    _id: user.id,
    id: user.id,
    name: user.name,
    username: user.username,
    bio: user.bio,
    profile_image: optionalImageUrl(user.profileImage, imageUrl),
    cover_image: optionalImageUrl(user.coverImage, imageUrl),
    posts: user.posts.map((post) => ({
      ...postBase(post, imageUrl),
      likes: post.likes.map(postRef),
      comments: post.comments.map(postRef),
    })),
    savedPosts: user.saves.map(({ id, post }) => ({
      _id: id,
      post: {
        _id: post.id,
        id: post.id,
        image: firstImageUrl(post, imageUrl),
        likes: post.likes.map(postRef),
        comments: post.comments.map(postRef),
      },
    })),
    followers: user.followers.map(followerEdge),
    followings: user.following.map(followingEdge),
  };
}
