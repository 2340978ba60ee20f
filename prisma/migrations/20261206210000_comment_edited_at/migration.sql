-- AlterTable
ALTER TABLE "Comment" ADD COLUMN     "editedAt" TIMESTAMPTZ(3);
