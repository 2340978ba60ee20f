// Loads any user's profile for GET /users/:userId in ONE Prisma query (nested selects): the
// user, their posts with likes and comments, their follows and, on the viewer's own profile,
// their saved posts. A private account's posts and follows are its followers' and its own to
// read (the domain's postsShownTo and people-lists.ts): anyone else gets empty lists, the
// domain's filters keeping every row whose owner the viewer may not read (docs/v1-compatibility.md).
// The follow lists leave out the people GraphQL's do (domain/social/people-lists.ts).
import type { Domain } from "../../../domain/domain.ts";
import type { Prisma } from "../../../generated/prisma/client.ts";
import { NotFoundError } from "../../../domain/errors.ts";
import { requireId } from "../../../domain/ids.ts";
import type { Viewer } from "../../../domain/auth/sessions.ts";
import { maySeeSaves } from "../../../domain/users/privacy.ts";
import { followSelect, oldestFirst } from "../serializers/edges.ts";
import { shownRefs } from "./accounts.ts";
import { imageSelect } from "../serializers/images.ts";
import { firstImageSelect, newestPostsFirst, postBaseSelect } from "../serializers/post.ts";
import { followersShownTo, followingShownTo } from "../../../domain/social/people-lists.ts";
import { postsShownTo } from "../../../domain/posts/visible-posts.ts";

function profileSelect(viewer: Viewer, userId: string) {
  return {
    id: true,
    name: true,
    username: true,
    bio: true,
    profileImage: { select: imageSelect },
    coverImage: { select: imageSelect },
    posts: {
      where: postsShownTo(viewer.id),
      select: { ...postBaseSelect, ...shownRefs(viewer.id) },
      orderBy: newestPostsFirst,
    },
    following: { where: followingShownTo(viewer.id), select: followSelect, orderBy: oldestFirst },
    followers: { where: followersShownTo(viewer.id), select: followSelect, orderBy: oldestFirst },
    // Saves are private: another user's profile lists none.
    saves: {
      where: maySeeSaves(viewer, userId) ? {} : { id: { in: [] } },
      select: {
        id: true,
        post: { select: { id: true, ...firstImageSelect, ...shownRefs(viewer.id) } },
      },
      orderBy: oldestFirst,
    },
  } satisfies Prisma.UserSelect;
}

export type ProfileRow = Prisma.UserGetPayload<{ select: ReturnType<typeof profileSelect> }>;

/**
 * An unknown id: 404 "User not found" (routes refuse malformed ones first, route-ids.ts); so is
 * someone the viewer blocked or who blocked them (v1 has no way to unblock, so no profile to do it from).
 */
export async function loadProfile(domain: Domain, viewer: Viewer, userId: string): Promise<ProfileRow> {
  const id = requireId(userId, "User");
  const [user] = await domain.rowsFor(viewer).peopleSelected([id], profileSelect(viewer, id));
  if (!user) throw new NotFoundError("User");
  return user;
}
