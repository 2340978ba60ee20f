-- AlterTable
ALTER TABLE "User" ADD COLUMN     "followerCount" INTEGER NOT NULL DEFAULT 0;

-- A counter cache, kept like Post's (migration post_counters): suggestions rank "most followed"
-- from an index on this column instead of counting every Follow row, and a profile's follower
-- count is one integer. A row trigger moves it in the transaction that inserts or deletes the
-- Follow row, whichever path does it (follow, unfollow, a cascade from a deleted user).
-- search_path is pinned to the schema the migration runs in.
UPDATE "User" u SET "followerCount" = n.count
  FROM (SELECT "followeeId", count(*) AS count FROM "Follow" GROUP BY "followeeId") n
 WHERE n."followeeId" = u.id;

CREATE FUNCTION "user_follower_counter"() RETURNS trigger LANGUAGE plpgsql SET search_path FROM CURRENT AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    UPDATE "User" SET "followerCount" = "followerCount" + 1 WHERE id = NEW."followeeId";
  ELSE
    UPDATE "User" SET "followerCount" = "followerCount" - 1 WHERE id = OLD."followeeId";
  END IF;
  RETURN NULL;
END $$;

CREATE TRIGGER "Follow_count" AFTER INSERT OR DELETE ON "Follow" FOR EACH ROW EXECUTE FUNCTION "user_follower_counter"();

-- CreateIndex
CREATE INDEX "Follow_followerId_createdAt_followeeId_idx" ON "Follow"("followerId", "createdAt" DESC, "followeeId");

-- CreateIndex
CREATE INDEX "User_followerCount_createdAt_id_idx" ON "User"("followerCount" DESC, "createdAt" DESC, "id" DESC);
