-- AlterTable
ALTER TABLE "Game" ADD COLUMN     "turnExtensionsO" INTEGER NOT NULL DEFAULT 0,
ADD COLUMN     "turnExtensionsX" INTEGER NOT NULL DEFAULT 0,
ADD COLUMN     "turnSecondsAskedBy" "GameMark";

-- AlterTable
ALTER TABLE "GameInvitation" ADD COLUMN     "turnSecondsAskedById" UUID;

-- AlterTable
ALTER TABLE "User" ADD COLUMN     "turnSeconds" INTEGER NOT NULL DEFAULT 30;
