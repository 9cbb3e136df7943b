-- An event roster shift has a length: how long it holds its court for court hire and how long it
-- lasts in members' calendars. Shifts written before it existed last an hour. IF NOT EXISTS: a
-- migration written at the same time from the same working tree may add the column first.
-- AlterTable
ALTER TABLE "LocalRosterEntry" ADD COLUMN IF NOT EXISTS "minutes" INTEGER NOT NULL DEFAULT 60;
