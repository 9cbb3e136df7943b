-- AlterTable
ALTER TABLE "Season" ADD COLUMN     "refereesOpen" BOOLEAN NOT NULL DEFAULT true;

-- CreateTable
CREATE TABLE "RosterType" (
    "id" SERIAL NOT NULL,
    "name" VARCHAR(40) NOT NULL,
    "perGame" INTEGER NOT NULL DEFAULT 1,
    "rateCents" INTEGER NOT NULL DEFAULT 0,
    "sortOrder" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "RosterType_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "OfficialsTime" (
    "id" SERIAL NOT NULL,
    "seasonId" INTEGER NOT NULL,
    "venueId" INTEGER NOT NULL,
    "weekday" INTEGER NOT NULL,
    "time" VARCHAR(5) NOT NULL,

    CONSTRAINT "OfficialsTime_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "RosterType_name_key" ON "RosterType"("name");

-- CreateIndex
CREATE UNIQUE INDEX "OfficialsTime_seasonId_venueId_weekday_time_key" ON "OfficialsTime"("seasonId", "venueId", "weekday", "time");

-- AddForeignKey
ALTER TABLE "OfficialsTime" ADD CONSTRAINT "OfficialsTime_seasonId_fkey" FOREIGN KEY ("seasonId") REFERENCES "Season"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "OfficialsTime" ADD CONSTRAINT "OfficialsTime_venueId_fkey" FOREIGN KEY ("venueId") REFERENCES "Venue"("id") ON DELETE CASCADE ON UPDATE CASCADE;


-- The two kinds every association has, and a type for each already granted to a member
INSERT INTO "RosterType" ("name", "perGame", "sortOrder") VALUES ('referee', 2, 1), ('scorer', 1, 2);
INSERT INTO "RosterType" ("name", "sortOrder")
  SELECT DISTINCT t, 10 FROM "Member", unnest("accessRef") AS t
  WHERE t <> '' AND length(t) <= 40
  ON CONFLICT ("name") DO NOTHING;

ALTER TABLE "RosterType" ADD CONSTRAINT roster_type_per_game CHECK ("perGame" BETWEEN 1 AND 10);
ALTER TABLE "RosterType" ADD CONSTRAINT roster_type_rate CHECK ("rateCents" >= 0);
ALTER TABLE "OfficialsTime" ADD CONSTRAINT officials_time_weekday CHECK ("weekday" BETWEEN 0 AND 6);
ALTER TABLE "OfficialsTime" ADD CONSTRAINT officials_time_clock CHECK ("time" ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$');
