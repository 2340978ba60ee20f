// The floor: the same feed page (same JSON as the GraphQL answer) from one hand-written SQL
// statement through a bare pg.Pool in a bare node:http handler, after what the owner's rules
// require of every request: the bearer token verified and its session checked live with one
// indexed read (floor-session.ts). No framework, no GraphQL.
// `sessions: false` is the floor of earlier runs, which took the viewer's id from an x-viewer-id
// header and checked nothing: measured beside it for one release, so the change shows.
import http from "node:http";
import type { AddressInfo } from "node:net";
import pg from "pg";
import { requireLiveSession, verifyLogInToken } from "./floor-session.ts";

export const FLOOR_PAGE_SIZE = 20;

/**
 * $1 viewer id, $2 page size + 1. The feed's two steps (see feedPageSql in post-lists.ts): the
 * authors are the viewer and their followees but those the viewer muted and suspended or deleted
 * accounts (a block ended the follows both ways, as the seed's blocks did); each author's
 * newest (createdAt, id) key from the (authorId, createdAt DESC, id DESC) index, the $2 authors
 * with the newest, then at most $2 newest keys of each of those (index-only), the newest $2 of
 * them; then the rows, author, avatar, counts, the viewer's like and the images (in order, as one
 * JSON array per post) for just those posts. The counts are those the viewer is shown, as the
 * api's (domain/safety/shown-counts.ts): the posts' counter columns less the likes and comments
 * of people the viewer may not see (suspended or deleted accounts, a block either way).
 */
export const FLOOR_SQL = `
WITH hidden AS (
  SELECT hu.id FROM "User" hu WHERE hu."deletedAt" IS NOT NULL OR hu."suspendedAt" IS NOT NULL
  UNION ALL SELECT hb."blockedId" FROM "Block" hb WHERE hb."blockerId" = $1
  UNION ALL SELECT hb."blockerId" FROM "Block" hb WHERE hb."blockedId" = $1
), active AS (
  SELECT authors."authorId"
    FROM (SELECT f."followeeId" AS "authorId"
            FROM "Follow" f
            JOIN "User" followee ON followee.id = f."followeeId" AND followee."deletedAt" IS NULL AND followee."suspendedAt" IS NULL
           WHERE f."followerId" = $1
             AND NOT EXISTS (SELECT 1 FROM "Mute" m WHERE m."muterId" = $1 AND m."mutedId" = f."followeeId")
          UNION ALL SELECT $1::uuid) authors
    CROSS JOIN LATERAL (
      SELECT id, "createdAt" FROM "Post"
       WHERE "authorId" = authors."authorId"
       ORDER BY "createdAt" DESC, id DESC
       LIMIT 1
    ) newest
   ORDER BY newest."createdAt" DESC, newest.id DESC
   LIMIT $2
), page AS (
  SELECT p.id, p."createdAt"
    FROM active
    CROSS JOIN LATERAL (
      SELECT id, "createdAt" FROM "Post"
       WHERE "authorId" = active."authorId"
       ORDER BY "createdAt" DESC, id DESC
       LIMIT $2
    ) p
   ORDER BY p."createdAt" DESC, p.id DESC
   LIMIT $2
)
SELECT p.id, p.caption, p."createdAt", u.id AS "authorId", u.username, m.sha256, m."mimeType",
       greatest(0, p."likeCount" - (SELECT count(*) FROM "Like" r WHERE r."postId" = p.id AND r."userId" IN (SELECT id FROM hidden)))::int AS "likeCount",
       greatest(0, p."commentCount" - (SELECT count(*) FROM "Comment" r WHERE r."postId" = p.id AND r."authorId" IN (SELECT id FROM hidden)))::int AS "commentCount",
       EXISTS (SELECT 1 FROM "Like" l WHERE l."postId" = p.id AND l."userId" = $1) AS "viewerHasLiked",
       (SELECT json_agg(json_build_array(im.sha256, im."mimeType", im.width, im.height, pi."altText") ORDER BY pi.position)
          FROM "PostImage" pi JOIN "Media" im ON im.id = pi."mediaId"
         WHERE pi."postId" = p.id) AS images
  FROM page
  JOIN "Post" p ON p.id = page.id
  JOIN "User" u ON u.id = p."authorId"
  LEFT JOIN "Media" m ON m.id = u."profileImageId"
 ORDER BY page."createdAt" DESC, page.id DESC`;

interface FloorRow {
  id: string;
  caption: string;
  createdAt: Date;
  authorId: string;
  username: string;
  sha256: string | null;
  mimeType: string | null;
  /** [sha256, mimeType, width, height, altText] per image, in order */
  images: [string, string, number, number, string][];
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const globalId = (type: string, id: string) => Buffer.from(`${type}:${id}`).toString("base64");
const cursorOf = (row: { createdAt: Date; id: string }) =>
  Buffer.from(JSON.stringify([row.createdAt.toISOString(), row.id])).toString("base64url");
const EXTENSIONS: Record<string, string> = {
  "image/webp": "webp",
  "image/png": "png",
  "image/jpeg": "jpg",
  "image/gif": "gif",
};

export async function startFloorServer(opts: {
  connectionString: string;
  schema: string;
  publicUrl: string;
  poolSize?: number;
  /** the api's token secret: the floor verifies the api's tokens; null: no session check (x-viewer-id) */
  jwtSecret: string | null;
}) {
  const key = opts.jwtSecret === null ? null : new TextEncoder().encode(opts.jwtSecret);
  const pool = new pg.Pool({
    connectionString: opts.connectionString,
    max: opts.poolSize ?? 10,
    options: `-c search_path="${opts.schema}"`,
  });
  const urlOf = (sha256: string, mimeType: string) =>
    `${opts.publicUrl}/uploads/${sha256}.${EXTENSIONS[mimeType] ?? "bin"}`;
  const imageUrl = (row: FloorRow) => (row.sha256 ? { url: urlOf(row.sha256, row.mimeType ?? "") } : null);

  async function feed(viewerId: string) {
    const { rows } = await pool.query<FloorRow & { likeCount: number; commentCount: number; viewerHasLiked: boolean }>({
      name: "bench_floor_feed",
      text: FLOOR_SQL,
      values: [viewerId, FLOOR_PAGE_SIZE + 1],
    });
    const page = rows.slice(0, FLOOR_PAGE_SIZE);
    const edges = page.map((row) => ({
      cursor: cursorOf(row),
      node: {
        id: globalId("Post", row.id),
        caption: row.caption,
        createdAt: row.createdAt.toISOString(),
        likeCount: row.likeCount,
        commentCount: row.commentCount,
        viewerHasLiked: row.viewerHasLiked,
        images: row.images.map(([sha256, mimeType, width, height, altText]) => ({
          url: urlOf(sha256, mimeType),
          width,
          height,
          altText,
        })),
        author: { id: globalId("User", row.authorId), username: row.username, profileImage: imageUrl(row) },
      },
    }));
    return {
      data: {
        feed: {
          edges,
          pageInfo: { hasNextPage: rows.length > FLOOR_PAGE_SIZE, endCursor: edges.at(-1)?.cursor ?? null },
        },
      },
    };
  }

  const server = http.createServer((req, res) => {
    const send = (status: number, body: unknown) => {
      const json = JSON.stringify(body);
      res.writeHead(status, {
        "content-type": "application/json; charset=utf-8",
        "content-length": Buffer.byteLength(json),
      });
      res.end(json);
    };
    req.resume(); // the body (the GraphQL query) is not needed
    req.on("end", () => {
      if (!key) {
        const viewerId = req.headers["x-viewer-id"];
        if (typeof viewerId !== "string" || !UUID.test(viewerId))
          return send(401, { errors: [{ message: "x-viewer-id required" }] });
        return void feed(viewerId).then(
          (body) => send(200, body),
          (error: Error) => send(500, { errors: [{ message: error.message }] }),
        );
      }
      verifyLogInToken(key, req.headers.authorization?.replace(/^Bearer /, ""))
        .then(
          async (claims) => {
            try {
              await requireLiveSession(pool, claims);
            } catch {
              return send(401, { errors: [{ message: "session ended" }] });
            }
            send(200, await feed(claims.sub));
          },
          () => send(401, { errors: [{ message: "bearer token required" }] }),
        )
        .catch((error: Error) => send(500, { errors: [{ message: error.message }] }));
    });
  });
  server.keepAliveTimeout = 60_000;
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/feed`,
    async close() {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
      await pool.end();
    },
  };
}
