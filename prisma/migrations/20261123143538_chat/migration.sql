-- DropIndex
DROP INDEX "Conversation_highUserId_lastMessageAt_idx";

-- DropIndex
DROP INDEX "Conversation_lowUserId_lastMessageAt_idx";

-- DropIndex
DROP INDEX "Message_receiverId_readAt_idx";

-- DropIndex
DROP INDEX "Message_senderId_idx";

-- AlterTable
-- Messages stored before this migration (none are written by earlier versions, but a database
-- may hold some) are numbered in each person's stream by (createdAt, id), and the streams start
-- after them.
ALTER TABLE "Message" ADD COLUMN     "deletedAt" TIMESTAMPTZ(3),
ADD COLUMN     "receiverSeq" INTEGER,
ADD COLUMN     "senderSeq" INTEGER,
ALTER COLUMN "createdAt" DROP DEFAULT;

WITH numbered AS (
  SELECT m.id, m."senderId", m."receiverId", s.seq, s."userId"
  FROM "Message" m
  JOIN (
    SELECT id, "userId", row_number() OVER (PARTITION BY "userId" ORDER BY "createdAt", id) AS seq
    FROM (SELECT id, "senderId" AS "userId", "createdAt" FROM "Message"
          UNION ALL SELECT id, "receiverId", "createdAt" FROM "Message") sides
  ) s ON s.id = m.id
)
UPDATE "Message" m SET
  "senderSeq" = (SELECT seq FROM numbered n WHERE n.id = m.id AND n."userId" = m."senderId"),
  "receiverSeq" = (SELECT seq FROM numbered n WHERE n.id = m.id AND n."userId" = m."receiverId");

ALTER TABLE "Message" ALTER COLUMN "receiverSeq" SET NOT NULL,
ALTER COLUMN "senderSeq" SET NOT NULL;

-- CreateTable
CREATE TABLE "MessageStream" (
    "userId" UUID NOT NULL,
    "lastSeq" INTEGER NOT NULL,

    CONSTRAINT "MessageStream_pkey" PRIMARY KEY ("userId")
);

INSERT INTO "MessageStream" ("userId", "lastSeq")
SELECT "userId", count(*) FROM (SELECT "senderId" AS "userId" FROM "Message" UNION ALL SELECT "receiverId" FROM "Message") sides
GROUP BY "userId";

-- CreateIndex
CREATE INDEX "Conversation_lowUserId_lastMessageAt_id_idx" ON "Conversation"("lowUserId", "lastMessageAt" DESC, "id" DESC);

-- CreateIndex
CREATE INDEX "Conversation_highUserId_lastMessageAt_id_idx" ON "Conversation"("highUserId", "lastMessageAt" DESC, "id" DESC);

-- CreateIndex
CREATE INDEX "Message_unread_idx" ON "Message"("receiverId", "conversationId") WHERE ("readAt" IS NULL AND "deletedAt" IS NULL);

-- CreateIndex
CREATE UNIQUE INDEX "Message_senderId_senderSeq_key" ON "Message"("senderId", "senderSeq");

-- CreateIndex
CREATE UNIQUE INDEX "Message_receiverId_receiverSeq_key" ON "Message"("receiverId", "receiverSeq");

-- AddForeignKey
ALTER TABLE "MessageStream" ADD CONSTRAINT "MessageStream_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;
