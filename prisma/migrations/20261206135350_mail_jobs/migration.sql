-- CreateTable
CREATE TABLE "MailJob" (
    "id" UUID NOT NULL,
    "kind" TEXT NOT NULL,
    "to" TEXT NOT NULL,
    "data" JSONB NOT NULL,
    "userId" UUID,
    "attempts" INTEGER NOT NULL DEFAULT 0,
    "nextAttemptAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "lastError" TEXT,
    "failedAt" TIMESTAMPTZ(3),
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "MailJob_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "MailJob_due_idx" ON "MailJob"("nextAttemptAt") WHERE ("failedAt" IS NULL);

-- CreateIndex
CREATE INDEX "MailJob_userId_idx" ON "MailJob"("userId");

-- AddForeignKey
ALTER TABLE "MailJob" ADD CONSTRAINT "MailJob_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;
