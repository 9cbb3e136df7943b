-- AlterTable
ALTER TABLE "AssociationSettings" ADD COLUMN     "termsUrl" TEXT;

