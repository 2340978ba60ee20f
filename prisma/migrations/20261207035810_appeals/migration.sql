-- CreateEnum
CREATE TYPE "AppealStatus" AS ENUM ('OPEN', 'UPHELD', 'OVERTURNED');

-- AlterEnum
-- This migration adds more than one value to an enum.
-- With PostgreSQL versions 11 and earlier, this is not possible
-- in a single migration. This can be worked around by creating
-- multiple migrations, each migration adding only one value to
-- the enum.


ALTER TYPE "ModerationActionKind" ADD VALUE 'UPHOLD_APPEAL';
ALTER TYPE "ModerationActionKind" ADD VALUE 'OVERTURN_APPEAL';

-- AlterEnum
ALTER TYPE "NotificationKind" ADD VALUE 'APPEAL_DECIDED';

-- AlterTable
ALTER TABLE "Notification" ADD COLUMN     "appealId" UUID;

-- CreateTable
CREATE TABLE "Appeal" (
    "id" UUID NOT NULL,
    "actionId" UUID NOT NULL,
    "appellantId" UUID NOT NULL,
    "text" TEXT NOT NULL,
    "status" "AppealStatus" NOT NULL DEFAULT 'OPEN',
    "decisionNote" TEXT NOT NULL DEFAULT '',
    "decidedById" UUID,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "decidedAt" TIMESTAMPTZ(3),

    CONSTRAINT "Appeal_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "Appeal_actionId_key" ON "Appeal"("actionId");

-- CreateIndex
CREATE INDEX "Appeal_status_createdAt_id_idx" ON "Appeal"("status", "createdAt", "id");

-- CreateIndex
CREATE INDEX "Appeal_appellantId_idx" ON "Appeal"("appellantId");

-- CreateIndex
CREATE INDEX "Appeal_decidedById_idx" ON "Appeal"("decidedById");

-- CreateIndex
CREATE INDEX "Notification_appealId_idx" ON "Notification"("appealId");

-- AddForeignKey
ALTER TABLE "Notification" ADD CONSTRAINT "Notification_appealId_fkey" FOREIGN KEY ("appealId") REFERENCES "Appeal"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Appeal" ADD CONSTRAINT "Appeal_actionId_fkey" FOREIGN KEY ("actionId") REFERENCES "ModerationAction"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Appeal" ADD CONSTRAINT "Appeal_appellantId_fkey" FOREIGN KEY ("appellantId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Appeal" ADD CONSTRAINT "Appeal_decidedById_fkey" FOREIGN KEY ("decidedById") REFERENCES "User"("id") ON DELETE SET NULL ON UPDATE CASCADE;
