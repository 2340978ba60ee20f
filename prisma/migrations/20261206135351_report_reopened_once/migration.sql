-- AlterTable
ALTER TABLE "Report" ADD COLUMN     "reopenedAt" TIMESTAMPTZ(3);
