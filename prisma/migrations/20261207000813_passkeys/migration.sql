-- CreateEnum
CREATE TYPE "PasskeyCeremonyPurpose" AS ENUM ('REGISTRATION', 'SIGN_IN');

-- CreateTable
CREATE TABLE "Passkey" (
    "id" UUID NOT NULL,
    "userId" UUID NOT NULL,
    "credentialId" TEXT NOT NULL,
    "publicKey" BYTEA NOT NULL,
    "counter" BIGINT NOT NULL DEFAULT 0,
    "transports" TEXT[],
    "name" TEXT NOT NULL,
    "backedUp" BOOLEAN NOT NULL DEFAULT false,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "lastUsedAt" TIMESTAMPTZ(3),

    CONSTRAINT "Passkey_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "PasskeyCeremony" (
    "id" UUID NOT NULL,
    "challenge" TEXT NOT NULL,
    "purpose" "PasskeyCeremonyPurpose" NOT NULL,
    "userId" UUID,
    "expiresAt" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "PasskeyCeremony_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "Passkey_credentialId_key" ON "Passkey"("credentialId");

-- CreateIndex
CREATE INDEX "Passkey_userId_idx" ON "Passkey"("userId");

-- CreateIndex
CREATE UNIQUE INDEX "PasskeyCeremony_challenge_key" ON "PasskeyCeremony"("challenge");

-- CreateIndex
CREATE INDEX "PasskeyCeremony_expiresAt_idx" ON "PasskeyCeremony"("expiresAt");

-- AddForeignKey
ALTER TABLE "Passkey" ADD CONSTRAINT "Passkey_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "PasskeyCeremony" ADD CONSTRAINT "PasskeyCeremony_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;
