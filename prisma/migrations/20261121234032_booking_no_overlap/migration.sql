-- (No semicolons in these comments: the migration runner splits statements on them.)
-- No double booking, enforced by the database (see the CourtOccupancy model).
-- Each live booking writes one CourtOccupancy row per leaf court it covers, so a
-- full court and its halves collide on a shared leaf row. Two rows of the same
-- court whose time ranges overlap cannot both exist: the second insert waits for
-- the first transaction and then fails with SQLSTATE 23P01 (exclusion_violation),
-- which the booking service answers as error_collision. Ranges are half open, so
-- 10:00-11:00 and 11:00-12:00 do not collide.
-- Prisma cannot express these, so apps/api/test/migrations.int.test.ts lists them in
-- HAND_WRITTEN_IN_MIGRATIONS.
CREATE EXTENSION IF NOT EXISTS btree_gist;

-- An empty range overlaps nothing, so a zero-length (or reversed) row would slip past the guard.
ALTER TABLE "CourtOccupancy" ADD CONSTRAINT court_occupancy_positive_length CHECK ("endsAt" > "startsAt");

ALTER TABLE "CourtOccupancy" ADD CONSTRAINT court_occupancy_no_overlap
  EXCLUDE USING gist ("courtId" WITH =, tstzrange("startsAt", "endsAt", '[)') WITH &&);
