-- AlterTable
ALTER TABLE "Post" ADD COLUMN     "commentCount" INTEGER NOT NULL DEFAULT 0,
ADD COLUMN     "likeCount" INTEGER NOT NULL DEFAULT 0;

-- Counter caches: a feed page reads two integers per post instead of counting Like and Comment
-- rows. Row triggers keep them in the transaction that inserts or deletes the row, whichever
-- path does it (a like, an unlike, a comment deleted by its author or the post's, a cascade from
-- a deleted user). INSERT ... ON CONFLICT DO NOTHING inserts nothing and so fires nothing. search_path is pinned to the schema the migration runs in, so the unqualified
-- "Post" always means this schema's table.
UPDATE "Post" p
   SET "likeCount" = (SELECT count(*) FROM "Like" l WHERE l."postId" = p.id),
       "commentCount" = (SELECT count(*) FROM "Comment" c WHERE c."postId" = p.id);

CREATE FUNCTION "post_counter"() RETURNS trigger LANGUAGE plpgsql SET search_path FROM CURRENT AS $$
DECLARE
  delta integer := CASE TG_OP WHEN 'INSERT' THEN 1 ELSE -1 END;
  post uuid := CASE TG_OP WHEN 'INSERT' THEN NEW."postId" ELSE OLD."postId" END;
BEGIN
  IF TG_TABLE_NAME = 'Like' THEN
    UPDATE "Post" SET "likeCount" = "likeCount" + delta WHERE id = post;
  ELSE
    UPDATE "Post" SET "commentCount" = "commentCount" + delta WHERE id = post;
  END IF;
  RETURN NULL;
END $$;

CREATE TRIGGER "Like_count" AFTER INSERT OR DELETE ON "Like" FOR EACH ROW EXECUTE FUNCTION "post_counter"();
CREATE TRIGGER "Comment_count" AFTER INSERT OR DELETE ON "Comment" FOR EACH ROW EXECUTE FUNCTION "post_counter"();
