-- AlterEnum
ALTER TYPE "NotificationKind" ADD VALUE 'CONTENT_REMOVED';

-- AlterTable
ALTER TABLE "ModerationAction" ADD COLUMN     "excerpt" TEXT NOT NULL DEFAULT '';

-- AlterTable
ALTER TABLE "Notification" ADD COLUMN     "moderationActionId" UUID;

-- CreateIndex
CREATE INDEX "Notification_moderationActionId_idx" ON "Notification"("moderationActionId");

-- AddForeignKey
ALTER TABLE "Notification" ADD CONSTRAINT "Notification_moderationActionId_fkey" FOREIGN KEY ("moderationActionId") REFERENCES "ModerationAction"("id") ON DELETE CASCADE ON UPDATE CASCADE;
