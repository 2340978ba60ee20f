-- CreateEnum
CREATE TYPE "GameEndReason" AS ENUM ('LINE', 'FULL_BOARD', 'TIMEOUT', 'FORFEIT');

-- AlterEnum
BEGIN;
CREATE TYPE "GameStatus_new" AS ENUM ('IN_PROGRESS', 'WON', 'DRAW');
ALTER TABLE "Game" ALTER COLUMN "status" DROP DEFAULT;
ALTER TABLE "Game" ALTER COLUMN "status" TYPE "GameStatus_new" USING ("status"::text::"GameStatus_new");
ALTER TYPE "GameStatus" RENAME TO "GameStatus_old";
ALTER TYPE "GameStatus_new" RENAME TO "GameStatus";
DROP TYPE "GameStatus_old";
ALTER TABLE "Game" ALTER COLUMN "status" SET DEFAULT 'IN_PROGRESS';
COMMIT;

-- AlterEnum
BEGIN;
CREATE TYPE "InvitationStatus_new" AS ENUM ('PENDING', 'ACCEPTED', 'REJECTED', 'EXPIRED');
ALTER TABLE "GameInvitation" ALTER COLUMN "status" DROP DEFAULT;
ALTER TABLE "GameInvitation" ALTER COLUMN "status" TYPE "InvitationStatus_new" USING ("status"::text::"InvitationStatus_new");
ALTER TYPE "InvitationStatus" RENAME TO "InvitationStatus_old";
ALTER TYPE "InvitationStatus_new" RENAME TO "InvitationStatus";
DROP TYPE "InvitationStatus_old";
ALTER TABLE "GameInvitation" ALTER COLUMN "status" SET DEFAULT 'PENDING';
COMMIT;

-- AlterTable
ALTER TABLE "Game" ADD COLUMN     "endReason" "GameEndReason",
ADD COLUMN     "moveCount" INTEGER NOT NULL DEFAULT 0,
ADD COLUMN     "previousGameId" UUID,
ADD COLUMN     "turnDeadline" TIMESTAMPTZ(3);

-- AlterTable
ALTER TABLE "GameInvitation" ADD COLUMN     "highUserId" UUID NOT NULL,
ADD COLUMN     "lowUserId" UUID NOT NULL,
ADD COLUMN     "rematchOfId" UUID;

-- CreateTable
CREATE TABLE "PlayerStats" (
    "userId" UUID NOT NULL,
    "wins" INTEGER NOT NULL DEFAULT 0,
    "draws" INTEGER NOT NULL DEFAULT 0,
    "losses" INTEGER NOT NULL DEFAULT 0,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "PlayerStats_pkey" PRIMARY KEY ("userId")
);

-- CreateIndex
CREATE INDEX "PlayerStats_wins_draws_losses_userId_idx" ON "PlayerStats"("wins" DESC, "draws" DESC, "losses", "userId");

-- CreateIndex
CREATE UNIQUE INDEX "Game_previousGameId_key" ON "Game"("previousGameId");

-- CreateIndex
CREATE INDEX "Game_in_progress_deadline_idx" ON "Game"("turnDeadline") WHERE (status = 'IN_PROGRESS');

-- CreateIndex
CREATE INDEX "GameInvitation_pending_expiry_idx" ON "GameInvitation"("expiresAt") WHERE (status = 'PENDING');

-- CreateIndex
CREATE INDEX "GameInvitation_rematchOfId_idx" ON "GameInvitation"("rematchOfId");

-- CreateIndex
CREATE UNIQUE INDEX "GameInvitation_open_pair_key" ON "GameInvitation"("lowUserId", "highUserId") WHERE (status = 'PENDING');

-- AddForeignKey
ALTER TABLE "GameInvitation" ADD CONSTRAINT "GameInvitation_rematchOfId_fkey" FOREIGN KEY ("rematchOfId") REFERENCES "Game"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Game" ADD CONSTRAINT "Game_previousGameId_fkey" FOREIGN KEY ("previousGameId") REFERENCES "Game"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "PlayerStats" ADD CONSTRAINT "PlayerStats_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;
