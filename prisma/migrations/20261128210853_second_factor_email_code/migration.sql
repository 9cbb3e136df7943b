-- AlterTable
ALTER TABLE "SecondFactor" ADD COLUMN     "emailCodeExpiresAt" TIMESTAMPTZ(3),
ADD COLUMN     "emailCodeHash" TEXT,
ADD COLUMN     "emailCodeTries" INTEGER NOT NULL DEFAULT 0;

