-- AlterTable
ALTER TABLE "Plan" ADD COLUMN     "classNames" TEXT[] DEFAULT ARRAY[]::TEXT[];
