-- AlterTable
ALTER TABLE "AssociationSettings" ADD COLUMN     "privacyUrl" TEXT;
