-- Mentions: "@username" in a caption or comment notifies that person (domain/social/mentions.ts).
-- AlterEnum
ALTER TYPE "NotificationKind" ADD VALUE 'MENTION';
