-- AlterEnum
ALTER TYPE "InvitationStatus" ADD VALUE 'WITHDRAWN';

-- AlterEnum
-- This migration adds more than one value to an enum.
-- With PostgreSQL versions 11 and earlier, this is not possible
-- in a single migration. This can be worked around by creating
-- multiple migrations, each migration adding only one value to
-- the enum.


ALTER TYPE "NotificationKind" ADD VALUE 'GAME_INVITATION';
ALTER TYPE "NotificationKind" ADD VALUE 'REMATCH_OFFER';

-- AlterTable
ALTER TABLE "Game" ADD COLUMN     "turnSeconds" INTEGER NOT NULL DEFAULT 30;

-- AlterTable
ALTER TABLE "GameInvitation" ADD COLUMN     "answerSeconds" INTEGER NOT NULL DEFAULT 5,
ADD COLUMN     "turnSeconds" INTEGER NOT NULL DEFAULT 30;

-- AlterTable
ALTER TABLE "Notification" ADD COLUMN     "invitationId" UUID;

-- AlterTable
ALTER TABLE "User" ADD COLUMN     "invitationAnswerSeconds" INTEGER NOT NULL DEFAULT 5;

-- CreateIndex
CREATE INDEX "Notification_invitationId_idx" ON "Notification"("invitationId");

-- AddForeignKey
ALTER TABLE "Notification" ADD CONSTRAINT "Notification_invitationId_fkey" FOREIGN KEY ("invitationId") REFERENCES "GameInvitation"("id") ON DELETE CASCADE ON UPDATE CASCADE;
