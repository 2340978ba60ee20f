-- Pages of people newest first (User.followers, Post.likers) read one index range in their order
-- instead of sorting every follower or like of a popular profile or post per page. The like index
-- starts with postId, so it also serves what the old one on postId did (a post's cascade).

-- DropIndex
DROP INDEX "Like_postId_idx";

-- CreateIndex
CREATE INDEX "Follow_followeeId_createdAt_id_idx" ON "Follow"("followeeId", "createdAt" DESC, "id" DESC);

-- CreateIndex
CREATE INDEX "Like_postId_createdAt_id_idx" ON "Like"("postId", "createdAt" DESC, "id" DESC);
