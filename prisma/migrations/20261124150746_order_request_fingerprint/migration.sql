-- AlterTable
ALTER TABLE "Order" ADD COLUMN     "requestFingerprint" TEXT;

