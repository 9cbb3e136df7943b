-- CreateTable
CREATE TABLE "EndedSession" (
    "sid" TEXT NOT NULL,
    "memberId" INTEGER NOT NULL,
    "expiresAt" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "EndedSession_pkey" PRIMARY KEY ("sid")
);

-- CreateIndex
CREATE INDEX "EndedSession_expiresAt_idx" ON "EndedSession"("expiresAt");

-- AddForeignKey
ALTER TABLE "EndedSession" ADD CONSTRAINT "EndedSession_memberId_fkey" FOREIGN KEY ("memberId") REFERENCES "Member"("id") ON DELETE CASCADE ON UPDATE CASCADE;

