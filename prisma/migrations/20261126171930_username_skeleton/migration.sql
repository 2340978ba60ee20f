-- Look-alike usernames (issue 31, finding 8): each account's username skeleton, unique. The
-- skeleton needs Unicode's confusables data and JavaScript's normalization, so the server fills it
-- for the accounts made before this migration when it starts (UsernameSkeletons.fillMissing):
-- oldest first; an account whose name already looked like an older one keeps its name and null.
-- AlterTable
ALTER TABLE "User" ADD COLUMN     "usernameSkeleton" TEXT;

-- CreateIndex
CREATE UNIQUE INDEX "User_usernameSkeleton_key" ON "User"("usernameSkeleton");
