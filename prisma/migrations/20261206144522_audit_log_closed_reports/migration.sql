-- AlterTable
ALTER TABLE "ModerationAction" ADD COLUMN     "closedReports" INTEGER;
