-- CreateEnum
CREATE TYPE "NominationStatus" AS ENUM ('pending', 'accepted', 'declined', 'waitlisted', 'offered');

-- AlterTable
ALTER TABLE "Team" ADD COLUMN     "nominationDecidedAt" TIMESTAMPTZ(3),
ADD COLUMN     "nominationReason" TEXT,
ADD COLUMN     "nominationStatus" "NominationStatus" NOT NULL DEFAULT 'accepted',
ADD COLUMN     "waitlistedAt" TIMESTAMPTZ(3);

-- CreateIndex
CREATE INDEX "Team_divisionId_nominationStatus_idx" ON "Team"("divisionId", "nominationStatus");

