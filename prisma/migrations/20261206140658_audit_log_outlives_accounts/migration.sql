-- DropForeignKey
ALTER TABLE "ModerationAction" DROP CONSTRAINT "ModerationAction_accountId_fkey";

-- DropForeignKey
ALTER TABLE "ModerationAction" DROP CONSTRAINT "ModerationAction_moderatorId_fkey";

-- DropForeignKey
ALTER TABLE "Report" DROP CONSTRAINT "Report_reporterId_fkey";

-- AlterTable
ALTER TABLE "ModerationAction" ADD COLUMN     "accountUsername" TEXT,
ADD COLUMN     "moderatorUsername" TEXT,
ALTER COLUMN "moderatorId" DROP NOT NULL,
ALTER COLUMN "accountId" DROP NOT NULL;

-- The usernames of the entries logged so far, as they are now (every entry still names both
-- accounts: until this migration, deleting an account deleted the entries naming it).
UPDATE "ModerationAction" a SET "moderatorUsername" = u."username" FROM "User" u WHERE u."id" = a."moderatorId";
UPDATE "ModerationAction" a SET "accountUsername" = u."username" FROM "User" u WHERE u."id" = a."accountId";
ALTER TABLE "ModerationAction" ALTER COLUMN "accountUsername" SET NOT NULL;

-- The audit log keeps every entry: no statement may delete one, whatever runs it (an account's
-- deletion only sets the ids naming it to null, above). search_path is pinned as for the counters.
CREATE FUNCTION "moderation_log_kept"() RETURNS trigger LANGUAGE plpgsql SET search_path FROM CURRENT AS $$
BEGIN
  RAISE EXCEPTION 'the moderation audit log keeps every entry: entry % cannot be deleted', OLD."id";
END $$;

CREATE TRIGGER "ModerationAction_kept" BEFORE DELETE ON "ModerationAction" FOR EACH ROW EXECUTE FUNCTION "moderation_log_kept"();

-- AlterTable
ALTER TABLE "Report" ALTER COLUMN "reporterId" DROP NOT NULL;

-- CreateIndex
CREATE INDEX "ModerationAction_moderatorId_idx" ON "ModerationAction"("moderatorId");

-- CreateIndex
CREATE INDEX "ModerationAction_accountId_idx" ON "ModerationAction"("accountId");

-- AddForeignKey
ALTER TABLE "Report" ADD CONSTRAINT "Report_reporterId_fkey" FOREIGN KEY ("reporterId") REFERENCES "User"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ModerationAction" ADD CONSTRAINT "ModerationAction_moderatorId_fkey" FOREIGN KEY ("moderatorId") REFERENCES "User"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ModerationAction" ADD CONSTRAINT "ModerationAction_accountId_fkey" FOREIGN KEY ("accountId") REFERENCES "User"("id") ON DELETE SET NULL ON UPDATE CASCADE;
