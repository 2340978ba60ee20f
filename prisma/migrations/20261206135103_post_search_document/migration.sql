-- Post search's document, stored (api/src/domain/posts/post-search.ts): the index of migration
-- post_search held it as an expression, so ranking a match parsed its caption and tags again
-- (ts_rank over 30,000 matches outlasted the statement timeout). A generated column is written
-- with the row, from the row, by the database itself: it cannot fall behind an edit, and ranking
-- reads it as it is. Prisma's schema declares it as a column with that default (schema.prisma).
ALTER TABLE "Post" ADD COLUMN "searchDocument" tsvector GENERATED ALWAYS AS (
  setweight(to_tsvector('english'::regconfig, "tagsText"), 'A') || setweight(to_tsvector('english'::regconfig, caption), 'B')
) STORED;

-- The expression index gives way to an index of the column: the same words, read without parsing.
DROP INDEX "Post_search_idx";

-- CreateIndex
CREATE INDEX "Post_searchDocument_idx" ON "Post" USING GIN ("searchDocument");
