-- The last day a season's nominations are taken, in the association's time zone (null: no date).
-- AlterTable
ALTER TABLE "Season" ADD COLUMN     "nominationsCloseDate" DATE;
