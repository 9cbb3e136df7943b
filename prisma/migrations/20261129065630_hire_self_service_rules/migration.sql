-- AlterTable
ALTER TABLE "AssociationSettings" ADD COLUMN     "hireCancelHours" INTEGER NOT NULL DEFAULT 48,
ADD COLUMN     "hireLateCancel" BOOLEAN NOT NULL DEFAULT false,
ADD COLUMN     "hireMoveHours" INTEGER NOT NULL DEFAULT 48,
ADD COLUMN     "hireRefundPercent" INTEGER NOT NULL DEFAULT 100;
