-- Post search (api/src/domain/posts/post-search.ts): full-text search over captions and tags.
-- A post's tags live in PostTag; the search reads them from one column of the post's own row,
-- written with them, so one index covers both.
ALTER TABLE "Post" ADD COLUMN "tagsText" TEXT NOT NULL DEFAULT '';

UPDATE "Post" p SET "tagsText" = tagged.names
FROM (
  SELECT pt."postId", string_agg(t.name, ' ' ORDER BY pt.position) AS names
  FROM "PostTag" pt JOIN "Tag" t ON t.id = pt."tagId"
  GROUP BY pt."postId"
) tagged
WHERE tagged."postId" = p.id;

-- The search document: tags weigh more than the caption. The query in post-search.ts spells this
-- expression the same way, or the planner cannot use the index. Prisma's schema cannot declare
-- expression indexes: it lives here only, and Prisma's diff leaves it alone.
CREATE INDEX "Post_search_idx" ON "Post" USING GIN (
  (setweight(to_tsvector('english'::regconfig, "tagsText"), 'A') || setweight(to_tsvector('english'::regconfig, caption), 'B'))
);
