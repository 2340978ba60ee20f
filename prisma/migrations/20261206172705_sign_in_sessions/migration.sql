-- AlterTable
ALTER TABLE "User" ADD COLUMN     "signInNotices" BOOLEAN NOT NULL DEFAULT true;

-- CreateTable
CREATE TABLE "SignInSession" (
    "id" UUID NOT NULL,
    "userId" UUID NOT NULL,
    "userAgent" TEXT NOT NULL,
    "browser" TEXT NOT NULL,
    "system" TEXT NOT NULL,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "lastSeenAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "expiresAt" TIMESTAMPTZ(3) NOT NULL,
    "tokenVersion" INTEGER NOT NULL,

    CONSTRAINT "SignInSession_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "SignInDevice" (
    "userId" UUID NOT NULL,
    "browser" TEXT NOT NULL,
    "system" TEXT NOT NULL,
    "firstSeenAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "SignInDevice_pkey" PRIMARY KEY ("userId","browser","system")
);

-- CreateIndex
CREATE INDEX "SignInSession_userId_expiresAt_idx" ON "SignInSession"("userId", "expiresAt");

-- AddForeignKey
ALTER TABLE "SignInSession" ADD CONSTRAINT "SignInSession_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "SignInDevice" ADD CONSTRAINT "SignInDevice_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;
