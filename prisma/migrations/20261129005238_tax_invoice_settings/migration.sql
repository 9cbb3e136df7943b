-- AlterTable
ALTER TABLE "AssociationSettings" ADD COLUMN     "abn" TEXT,
ADD COLUMN     "eftAccountName" TEXT,
ADD COLUMN     "eftAccountNumber" TEXT,
ADD COLUMN     "eftBsb" TEXT,
ADD COLUMN     "gstRegistered" BOOLEAN NOT NULL DEFAULT true;

