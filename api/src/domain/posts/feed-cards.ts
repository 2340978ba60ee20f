// A feed page as post cards, in one statement: the page's posts with their author (and avatar),
// counts, images and tags in order, and the viewer's marks (liked, saved, follows the author).
// The same rows as `prisma.post.findMany({ select: feedCardSelect(viewerId) })` would give for
// the page's ids (a test holds the two equal), but for the counts, read as the viewer is shown
// them (domain/safety/shown-counts.ts; the same unless someone is hidden from them), read in
// the one round trip that finds the page instead of a second one that loads it: a face that needs no more than a card reads only this.
// Prisma's TypedSQL would type the statement from a .sql file, but `prisma generate --sql` runs
// Prisma's native schema engine against a live database, and neither is available here (the WASM
// schema engine the migrations use is not offered to the CLI's --sql); so the statement is
// composed from the visibility rules' own SQL forms, and a test holds its rows to Prisma's.
import { Prisma } from "../../generated/prisma/client.ts";
import { URL_COLUMNS } from "../../media/media-store.ts";
import { COUNTS_SHOWN_TO, shownCountSql, type Counted } from "../safety/shown-counts.ts";

/** The Media columns a shown image needs: its URL's and its size. */
const SHOWN_MEDIA = { ...URL_COLUMNS, width: true, height: true } as const satisfies Prisma.MediaSelect;

/** What a card holds, as a Prisma selection: faces compare theirs with it (covers) and load more only beyond it. */
export function feedCardSelect(viewerId: string) {
  return {
    id: true,
    authorId: true,
    caption: true,
    tagsText: true,
    createdAt: true,
    updatedAt: true,
    likeCount: true,
    commentCount: true,
    tags: { orderBy: { position: "asc" }, select: { tag: { select: { name: true } } } },
    images: {
      orderBy: { position: "asc" },
      select: { id: true, position: true, altText: true, media: { select: SHOWN_MEDIA } },
    },
    likes: { where: { userId: viewerId }, take: 1, select: { id: true } },
    saves: { where: { userId: viewerId }, take: 1, select: { id: true } },
    author: {
      select: {
        id: true,
        name: true,
        username: true,
        bio: true,
        followerCount: true,
        createdAt: true,
        deletedAt: true,
        profileImage: { select: SHOWN_MEDIA },
        followers: { where: { followerId: viewerId }, take: 1, select: { id: true } },
      },
    },
  } as const satisfies Prisma.PostSelect;
}

export type FeedCard = Prisma.PostGetPayload<{ select: ReturnType<typeof feedCardSelect> }> & Counted;

/**
 * The cards of the posts `page` names (a subquery of `id` and `createdAt`, at most a page and one),
 * newest first. Marks are one id (the like's, save's or follow's) or none, as the selection's
 * `take: 1` gives them.
 */
export function feedCardsSql(page: Prisma.Sql, viewerId: string): Prisma.Sql {
  const media = (alias: string) => {
    const m = Prisma.raw(`"${alias}"`);
    return Prisma.sql`json_build_object('sha256', ${m}.sha256, 'mimeType', ${m}."mimeType", 'width', ${m}.width, 'height', ${m}.height)`;
  };
  return Prisma.sql`
    SELECT p.id, p."authorId", p.caption, p."tagsText", p."createdAt", p."updatedAt",
      ${shownCountSql("likes", "p", "likeCount", viewerId)} AS "likeCount",
      ${shownCountSql("comments", "p", "commentCount", viewerId)} AS "commentCount",
      json_build_object(
        'id', u.id, 'name', u.name, 'username', u.username, 'bio', u.bio, 'followerCount', u."followerCount",
        'createdAt', u."createdAt", 'deletedAt', u."deletedAt",
        'profileImage', CASE WHEN avatar.id IS NULL THEN NULL ELSE ${media("avatar")} END,
        'followers', (SELECT coalesce(json_agg(json_build_object('id', f.id)), '[]') FROM "Follow" f WHERE f."followeeId" = u.id AND f."followerId" = ${viewerId}::uuid)
      ) AS author,
      (SELECT coalesce(json_agg(json_build_object('id', pi.id, 'position', pi.position, 'altText', pi."altText", 'media', ${media("im")}) ORDER BY pi.position), '[]')
         FROM "PostImage" pi JOIN "Media" im ON im.id = pi."mediaId" WHERE pi."postId" = p.id) AS images,
      (SELECT coalesce(json_agg(json_build_object('tag', json_build_object('name', t.name)) ORDER BY pt.position), '[]')
         FROM "PostTag" pt JOIN "Tag" t ON t.id = pt."tagId" WHERE pt."postId" = p.id) AS tags,
      (SELECT coalesce(json_agg(json_build_object('id', l.id)), '[]') FROM "Like" l WHERE l."postId" = p.id AND l."userId" = ${viewerId}::uuid) AS likes,
      (SELECT coalesce(json_agg(json_build_object('id', s.id)), '[]') FROM "Save" s WHERE s."postId" = p.id AND s."userId" = ${viewerId}::uuid) AS saves
    FROM (${page}) page
    JOIN "Post" p ON p.id = page.id
    JOIN "User" u ON u.id = p."authorId"
    LEFT JOIN "Media" avatar ON avatar.id = u."profileImageId"
    ORDER BY p."createdAt" DESC, p.id DESC`;
}

/** The author as json_build_object gives it: JSON keeps timestamps as text. */
interface AuthorJson extends Omit<FeedCard["author"], "createdAt" | "deletedAt"> {
  createdAt: string;
  deletedAt: string | null;
}

/**
 * A row of feedCardsSql as $queryRaw gives it, on PGlite and PostgreSQL alike: columns typed by
 * PostgreSQL, json columns parsed. A test holds it to what Prisma loads (feed-cards.test.ts).
 */
export interface FeedCardRow extends Omit<FeedCard, "author"> {
  author: AuthorJson;
}

/**
 * A statement's row as the card Prisma would have loaded: the author's timestamps as dates, and
 * its counts marked as those `viewerId` is shown (the statement read them so).
 */
export function decodeFeedCard({ author, ...post }: FeedCardRow, viewerId: string): FeedCard {
  const card: FeedCard = {
    ...post,
    author: {
      ...author,
      createdAt: new Date(author.createdAt),
      deletedAt: author.deletedAt === null ? null : new Date(author.deletedAt),
    },
  };
  // not enumerable: the card's data stays what Prisma would load (a test compares the two)
  return Object.defineProperty(card, COUNTS_SHOWN_TO, { value: viewerId, enumerable: false });
}
