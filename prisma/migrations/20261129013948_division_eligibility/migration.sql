-- AlterTable
ALTER TABLE "Division" ADD COLUMN     "maxAge" INTEGER,
ADD COLUMN     "minAge" INTEGER,
ADD COLUMN     "playersGender" "Gender";

