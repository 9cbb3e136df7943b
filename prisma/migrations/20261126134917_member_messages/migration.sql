-- CreateEnum
CREATE TYPE "MemberMessageKind" AS ENUM ('newsletter', 'competition');

-- CreateEnum
CREATE TYPE "MemberMessageAudience" AS ENUM ('division_managers', 'team_players', 'sport_members', 'officials', 'hpc_members', 'members');

-- AlterTable
ALTER TABLE "MailOutbox" ADD COLUMN     "headers" JSONB;

-- CreateTable
CREATE TABLE "MemberMessage" (
    "id" SERIAL NOT NULL,
    "kind" "MemberMessageKind" NOT NULL,
    "audience" "MemberMessageAudience" NOT NULL,
    "audienceParams" JSONB NOT NULL,
    "audienceLabel" TEXT NOT NULL,
    "subject" TEXT NOT NULL,
    "body" TEXT NOT NULL,
    "sentById" INTEGER NOT NULL,
    "sentAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "skippedUnsubscribed" INTEGER NOT NULL DEFAULT 0,
    "skippedNoEmail" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "MemberMessage_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "MemberMessageRecipient" (
    "id" SERIAL NOT NULL,
    "messageId" INTEGER NOT NULL,
    "memberId" INTEGER NOT NULL,
    "email" TEXT NOT NULL,
    "firstName" TEXT NOT NULL,
    "team" TEXT NOT NULL DEFAULT '',
    "division" TEXT NOT NULL DEFAULT '',
    "reason" TEXT NOT NULL,
    "handedAt" TIMESTAMPTZ(3),
    "outboxId" INTEGER,

    CONSTRAINT "MemberMessageRecipient_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "MemberMessage_sentAt_idx" ON "MemberMessage"("sentAt");

-- CreateIndex
CREATE UNIQUE INDEX "MemberMessageRecipient_outboxId_key" ON "MemberMessageRecipient"("outboxId");

-- CreateIndex
CREATE INDEX "MemberMessageRecipient_handedAt_id_idx" ON "MemberMessageRecipient"("handedAt", "id");

-- CreateIndex
CREATE UNIQUE INDEX "MemberMessageRecipient_messageId_memberId_key" ON "MemberMessageRecipient"("messageId", "memberId");

-- AddForeignKey
ALTER TABLE "MemberMessageRecipient" ADD CONSTRAINT "MemberMessageRecipient_messageId_fkey" FOREIGN KEY ("messageId") REFERENCES "MemberMessage"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "MemberMessageRecipient" ADD CONSTRAINT "MemberMessageRecipient_outboxId_fkey" FOREIGN KEY ("outboxId") REFERENCES "MailOutbox"("id") ON DELETE SET NULL ON UPDATE CASCADE;

