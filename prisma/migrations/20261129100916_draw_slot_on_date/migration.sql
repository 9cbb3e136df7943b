-- AlterTable
ALTER TABLE "DrawSlotTemplate" ADD COLUMN     "onDate" DATE;

