-- AlterTable
ALTER TABLE "Member" ADD COLUMN     "calendarToken" TEXT;

-- CreateIndex
CREATE UNIQUE INDEX "Member_calendarToken_key" ON "Member"("calendarToken");

