-- CreateEnum
CREATE TYPE "ClassAttendance" AS ENUM ('attended', 'absent');

-- AlterTable
ALTER TABLE "HpcClass" ADD COLUMN     "bookingDaysAhead" INTEGER,
ADD COLUMN     "cancelledAt" TIMESTAMPTZ(3),
ADD COLUMN     "seriesId" INTEGER;

-- AlterTable
ALTER TABLE "ClassEnrollment" ADD COLUMN     "attendance" "ClassAttendance";

-- CreateTable
CREATE TABLE "HpcClassSeries" (
    "id" SERIAL NOT NULL,
    "rule" TEXT NOT NULL,
    "startTime" VARCHAR(5) NOT NULL,
    "endTime" VARCHAR(5) NOT NULL,
    "createdById" INTEGER NOT NULL,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "HpcClassSeries_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "HpcClass_seriesId_startsAt_idx" ON "HpcClass"("seriesId", "startsAt");

-- AddForeignKey
ALTER TABLE "HpcClass" ADD CONSTRAINT "HpcClass_seriesId_fkey" FOREIGN KEY ("seriesId") REFERENCES "HpcClassSeries"("id") ON DELETE SET NULL ON UPDATE CASCADE;
