// Lists of people as connections: User.followers, User.following and Post.likers. Each page is
// loaded as a relation of the user or post row (see domain/social/people-lists.ts), so a list of
// users selecting their followers costs one query, not one per user. totalCount comes from the
// counters the database keeps (User.followerCount, Post.likeCount) and, for following, from a
// relation count in that same query, less the people the viewer may not see
// (domain/safety/shown-counts.ts), so that it counts what the list shows.
import {
  followersShownTo,
  followingShownTo,
  likersShownTo,
  peoplePage,
  peoplePageQuery,
} from "../../domain/social/people-lists.ts";
import type { Keyed, PageArgs } from "../../domain/pagination.ts";
import { builder } from "../builder.ts";
import { connectionFrom, resolveTotalCount } from "./connections.ts";
import { UserRef } from "./user.ts";

export const UserEdge = builder.edgeObject({
  type: UserRef,
  name: "UserEdge",
  description: "A person in a list of people; the cursor marks their place in it.",
});

export const UserConnection = builder.connectionObject(
  {
    type: UserRef,
    name: "UserConnection",
    description: "A page of people, the most recent follow or like first.",
    fields: (t) => ({
      totalCount: t.int({
        description: "Everyone in the list, not only this page: see the field that returned it for what it counts.",
        resolve: resolveTotalCount,
      }),
    }),
  },
  UserEdge,
);

const NODE_PATH = ["edges", "node"];
/** Each person's id at least: a document may select nothing of the people (only totalCount). */
const PERSON = { select: { id: true } } as const;

const pageArgs = builder.args((t) => ({
  first: t.int({ description: "How many people (1 to 50; 20 when omitted)." }),
  after: t.string({ description: "The endCursor of the page the client has: the page starts just after it." }),
}));

/**
 * The relation query of one page, selecting `person` on each follow or like, leaving out the rows
 * the domain does not show the viewer (`shown`: domain/social/people-lists.ts). Bad arguments load
 * no row here (a throw would fail the parent's whole query): the resolver refuses them, on this
 * field alone.
 */
function pageSelection<Person extends object, Shown extends object>(args: PageArgs, person: Person, shown: Shown) {
  const select = { id: true, createdAt: true, ...person } as const;
  try {
    const { where, ...query } = peoplePageQuery(args);
    return { ...query, where: { ...where, ...shown }, select };
  } catch {
    return { take: 0, select };
  }
}

/** The connection over one loaded page of follows or likes, each edge the person `person` picks. */
function peopleConnection<Row extends Keyed, Person>(
  rows: Row[],
  args: PageArgs,
  person: (row: Row) => Person,
  totalCount: () => Promise<number>,
) {
  return { ...connectionFrom(peoplePage(rows, args), person), totalCount };
}

builder.prismaObjectFields("User", (t) => ({
  followers: t.field({
    type: UserConnection,
    description:
      "People who follow this user, the most recent follow first, 20 per page by default (at most 50). totalCount: all of their followers the viewer may see. Anyone may read it, signed out too, but for a private account's: only its followers and itself read it (others get no edges; totalCount stays).",
    args: pageArgs,
    select: (args, ctx, nested) => ({
      followerCount: true,
      followers: pageSelection(args, { follower: nested(PERSON, NODE_PATH, "User") }, followersShownTo(ctx.viewer?.id)),
    }),
    resolve: (user, args, ctx) =>
      peopleConnection(
        user.followers,
        args,
        (follow) => follow.follower,
        () => ctx.domain.shownCounts.shown("followers", ctx.viewer?.id, user, user.followerCount),
      ),
  }),
  following: t.field({
    type: UserConnection,
    description:
      "People this user follows, the one they followed most recently first, 20 per page by default (at most 50). totalCount: everyone they follow whom the viewer may see. Anyone may read it, signed out too, but for a private account's: only its followers and itself read it (others get no edges; totalCount stays).",
    args: pageArgs,
    select: (args, ctx, nested) => ({
      _count: { select: { following: true } },
      following: pageSelection(args, { followee: nested(PERSON, NODE_PATH, "User") }, followingShownTo(ctx.viewer?.id)),
    }),
    resolve: (user, args, ctx) =>
      peopleConnection(
        user.following,
        args,
        (follow) => follow.followee,
        () => ctx.domain.shownCounts.shown("following", ctx.viewer?.id, user, user._count.following),
      ),
  }),
}));

builder.prismaObjectFields("Post", (t) => ({
  likers: t.field({
    type: UserConnection,
    description:
      "People who liked this post, the most recent like first, 20 per page by default (at most 50). totalCount: everyone who liked it whom the viewer may see (likeCount). Anyone who may read the post may read it, signed out too.",
    args: pageArgs,
    select: (args, ctx, nested) => ({
      likeCount: true,
      likes: pageSelection(args, { user: nested(PERSON, NODE_PATH, "User") }, likersShownTo(ctx.viewer?.id)),
    }),
    resolve: (post, args, ctx) =>
      peopleConnection(
        post.likes,
        args,
        (like) => like.user,
        () => ctx.domain.shownCounts.shown("likes", ctx.viewer?.id, post, post.likeCount),
      ),
  }),
}));
