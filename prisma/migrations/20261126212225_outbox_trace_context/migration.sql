-- AlterTable
ALTER TABLE "OutboxEvent" ADD COLUMN     "traceContext" TEXT;
