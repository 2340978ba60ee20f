-- CreateEnum
CREATE TYPE "AccountRole" AS ENUM ('MEMBER', 'MODERATOR');

-- CreateEnum
CREATE TYPE "ContactPolicy" AS ENUM ('EVERYONE', 'FOLLOWED', 'NOBODY');

-- CreateEnum
CREATE TYPE "ReportSubject" AS ENUM ('USER', 'POST', 'COMMENT', 'MESSAGE');

-- CreateEnum
CREATE TYPE "ReportReason" AS ENUM ('SPAM', 'HARASSMENT', 'HATE', 'NUDITY', 'VIOLENCE', 'OTHER');

-- CreateEnum
CREATE TYPE "ReportStatus" AS ENUM ('OPEN', 'DISMISSED', 'CONTENT_REMOVED', 'ACCOUNT_SUSPENDED');

-- CreateEnum
CREATE TYPE "ModerationActionKind" AS ENUM ('DISMISS', 'REMOVE_CONTENT', 'SUSPEND', 'LIFT_SUSPENSION');

-- AlterEnum
ALTER TYPE "NotificationKind" ADD VALUE 'REPORT_OUTCOME';

-- AlterTable
ALTER TABLE "Notification" ADD COLUMN     "reportId" UUID;

-- AlterTable
ALTER TABLE "User" ADD COLUMN     "invitationsFrom" "ContactPolicy" NOT NULL DEFAULT 'EVERYONE',
ADD COLUMN     "messagesFrom" "ContactPolicy" NOT NULL DEFAULT 'EVERYONE',
ADD COLUMN     "role" "AccountRole" NOT NULL DEFAULT 'MEMBER',
ADD COLUMN     "suspendedAt" TIMESTAMPTZ(3),
ADD COLUMN     "suspensionReason" TEXT;

-- CreateTable
CREATE TABLE "Report" (
    "id" UUID NOT NULL,
    "reporterId" UUID NOT NULL,
    "subject" "ReportSubject" NOT NULL,
    "subjectId" UUID NOT NULL,
    "accountId" UUID NOT NULL,
    "reason" "ReportReason" NOT NULL,
    "details" TEXT NOT NULL DEFAULT '',
    "excerpt" TEXT NOT NULL DEFAULT '',
    "status" "ReportStatus" NOT NULL DEFAULT 'OPEN',
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "resolvedAt" TIMESTAMPTZ(3),

    CONSTRAINT "Report_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "ModerationAction" (
    "id" UUID NOT NULL,
    "moderatorId" UUID NOT NULL,
    "kind" "ModerationActionKind" NOT NULL,
    "subject" "ReportSubject",
    "subjectId" UUID,
    "accountId" UUID NOT NULL,
    "reason" TEXT NOT NULL DEFAULT '',
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "ModerationAction_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "Report_status_subject_subjectId_createdAt_idx" ON "Report"("status", "subject", "subjectId", "createdAt");

-- CreateIndex
CREATE INDEX "Report_accountId_status_idx" ON "Report"("accountId", "status");

-- CreateIndex
CREATE UNIQUE INDEX "Report_reporterId_subject_subjectId_key" ON "Report"("reporterId", "subject", "subjectId");

-- CreateIndex
CREATE INDEX "ModerationAction_createdAt_id_idx" ON "ModerationAction"("createdAt" DESC, "id" DESC);

-- CreateIndex
CREATE INDEX "Notification_reportId_idx" ON "Notification"("reportId");

-- AddForeignKey
ALTER TABLE "Notification" ADD CONSTRAINT "Notification_reportId_fkey" FOREIGN KEY ("reportId") REFERENCES "Report"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Report" ADD CONSTRAINT "Report_reporterId_fkey" FOREIGN KEY ("reporterId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Report" ADD CONSTRAINT "Report_accountId_fkey" FOREIGN KEY ("accountId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ModerationAction" ADD CONSTRAINT "ModerationAction_moderatorId_fkey" FOREIGN KEY ("moderatorId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ModerationAction" ADD CONSTRAINT "ModerationAction_accountId_fkey" FOREIGN KEY ("accountId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;
