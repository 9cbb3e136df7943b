-- (No semicolons in these comments or in function bodies: the migration runner splits statements
-- on them, so the bodies spell a semicolon as \073.)
-- One court, one use, whatever the use (see the CourtOccupancy model): published games and HPC
-- classes now write occupancy rows beside court hires, under the same exclusion constraint.
-- A trigger writes them, so every path that writes a game or a class holds the court in the same
-- statement, and a clash fails that statement with SQLSTATE 23P01 as a clashing hire does.
-- Prisma cannot express the check, the functions or the triggers, so
-- apps/api/test/migrations.int.test.ts lists them in HAND_WRITTEN_IN_MIGRATIONS.
-- AlterTable
ALTER TABLE "CourtOccupancy" ADD COLUMN     "gameId" INTEGER,
ADD COLUMN     "hpcClassId" INTEGER,
ALTER COLUMN "bookingId" DROP NOT NULL;

-- CreateIndex
CREATE INDEX "CourtOccupancy_gameId_idx" ON "CourtOccupancy"("gameId");

-- CreateIndex
CREATE INDEX "CourtOccupancy_hpcClassId_idx" ON "CourtOccupancy"("hpcClassId");

-- AddForeignKey
ALTER TABLE "CourtOccupancy" ADD CONSTRAINT "CourtOccupancy_gameId_fkey" FOREIGN KEY ("gameId") REFERENCES "Game"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "CourtOccupancy" ADD CONSTRAINT "CourtOccupancy_hpcClassId_fkey" FOREIGN KEY ("hpcClassId") REFERENCES "HpcClass"("id") ON DELETE CASCADE ON UPDATE CASCADE;


-- Each row belongs to exactly one use.
ALTER TABLE "CourtOccupancy" ADD CONSTRAINT court_occupancy_one_use
  CHECK (num_nonnulls("bookingId", "gameId", "hpcClassId") = 1);

-- The playing surfaces a use of a court takes: its halves (and theirs), or itself when undivided.
CREATE FUNCTION "courtside_leaf_courts"(court integer) RETURNS SETOF integer LANGUAGE sql STABLE AS
  'WITH RECURSIVE tree(id) AS (SELECT court WHERE court IS NOT NULL UNION ALL SELECT c.id FROM "Court" c JOIN tree t ON c."parentCourtId" = t.id) SELECT t.id FROM tree t WHERE NOT EXISTS (SELECT 1 FROM "Court" h WHERE h."parentCourtId" = t.id) ORDER BY t.id';

-- The court an HPC class takes: the court at its venue whose name is the class's room.
CREATE FUNCTION "courtside_class_court"(venue integer, room text) RETURNS integer LANGUAGE sql STABLE AS
  'SELECT c.id FROM "Court" c WHERE c."venueId" = venue AND lower(btrim(c.name)) = lower(btrim(room)) ORDER BY c."sortOrder", c.id LIMIT 1';

-- Rewrites the occupancy rows of the game or class just written, when where or when it is changed.
-- A use of no length holds nothing (the positive-length check would refuse it).
CREATE FUNCTION "courtside_hold_court"() RETURNS trigger LANGUAGE plpgsql AS E'
DECLARE court integer\073
BEGIN
  IF TG_TABLE_NAME = ''Game'' THEN
    IF TG_OP = ''UPDATE'' AND NEW."courtId" IS NOT DISTINCT FROM OLD."courtId"
      AND NEW."startsAt" = OLD."startsAt" AND NEW."endsAt" = OLD."endsAt" THEN RETURN NULL\073 END IF\073
    DELETE FROM "CourtOccupancy" WHERE "gameId" = NEW.id\073
    IF NEW."endsAt" > NEW."startsAt" THEN
      INSERT INTO "CourtOccupancy" ("gameId", "courtId", "startsAt", "endsAt")
        SELECT NEW.id, leaf, NEW."startsAt", NEW."endsAt" FROM courtside_leaf_courts(NEW."courtId") leaf\073
    END IF\073
  ELSE
    IF TG_OP = ''UPDATE'' AND NEW."venueId" IS NOT DISTINCT FROM OLD."venueId"
      AND NEW.room IS NOT DISTINCT FROM OLD.room AND NEW."startsAt" = OLD."startsAt"
      AND NEW."endsAt" = OLD."endsAt" AND NEW."cancelledAt" IS NOT DISTINCT FROM OLD."cancelledAt" THEN RETURN NULL\073 END IF\073
    DELETE FROM "CourtOccupancy" WHERE "hpcClassId" = NEW.id\073
    court := courtside_class_court(NEW."venueId", NEW.room)\073
    IF NEW."cancelledAt" IS NULL AND court IS NOT NULL AND NEW."endsAt" > NEW."startsAt" THEN
      INSERT INTO "CourtOccupancy" ("hpcClassId", "courtId", "startsAt", "endsAt")
        SELECT NEW.id, leaf, NEW."startsAt", NEW."endsAt" FROM courtside_leaf_courts(court) leaf\073
    END IF\073
  END IF\073
  RETURN NULL\073
END';

-- Existing data may already overlap (a class put over a game before this rule, say). The backfill
-- holds each existing game, then each class, only when all of its rows fit: it clashes with no row
-- already held and with no earlier use of its kind (lower id) on the same leaf court. A use that
-- does not fit is left as it is, unguarded, so the migration never fails on an association's data:
-- docs/operations.md ("Court uses that overlap") lists them for staff to move.
WITH uses AS (
  SELECT g.id, leaf, g."startsAt", g."endsAt" FROM "Game" g
    CROSS JOIN LATERAL courtside_leaf_courts(g."courtId") leaf WHERE g."endsAt" > g."startsAt"
), clashing AS (
  SELECT DISTINCT a.id FROM uses a WHERE EXISTS (
    SELECT 1 FROM "CourtOccupancy" o WHERE o."courtId" = a.leaf
      AND tstzrange(o."startsAt", o."endsAt", '[)') && tstzrange(a."startsAt", a."endsAt", '[)')
  ) OR EXISTS (
    SELECT 1 FROM uses b WHERE b.leaf = a.leaf AND b.id < a.id
      AND tstzrange(b."startsAt", b."endsAt", '[)') && tstzrange(a."startsAt", a."endsAt", '[)')
  )
)
INSERT INTO "CourtOccupancy" ("gameId", "courtId", "startsAt", "endsAt")
  SELECT id, leaf, "startsAt", "endsAt" FROM uses WHERE id NOT IN (SELECT id FROM clashing);

WITH uses AS (
  SELECT k.id, leaf, k."startsAt", k."endsAt" FROM "HpcClass" k
    CROSS JOIN LATERAL courtside_leaf_courts(courtside_class_court(k."venueId", k.room)) leaf
    WHERE k."cancelledAt" IS NULL AND k."endsAt" > k."startsAt"
), clashing AS (
  SELECT DISTINCT a.id FROM uses a WHERE EXISTS (
    SELECT 1 FROM "CourtOccupancy" o WHERE o."courtId" = a.leaf
      AND tstzrange(o."startsAt", o."endsAt", '[)') && tstzrange(a."startsAt", a."endsAt", '[)')
  ) OR EXISTS (
    SELECT 1 FROM uses b WHERE b.leaf = a.leaf AND b.id < a.id
      AND tstzrange(b."startsAt", b."endsAt", '[)') && tstzrange(a."startsAt", a."endsAt", '[)')
  )
)
INSERT INTO "CourtOccupancy" ("hpcClassId", "courtId", "startsAt", "endsAt")
  SELECT id, leaf, "startsAt", "endsAt" FROM uses WHERE id NOT IN (SELECT id FROM clashing);

-- From now on every write holds its court (after the backfill, so it cannot fail the migration).
CREATE TRIGGER "Game_holds_court" AFTER INSERT OR UPDATE OF "courtId", "startsAt", "endsAt" ON "Game"
  FOR EACH ROW EXECUTE FUNCTION "courtside_hold_court"();
CREATE TRIGGER "HpcClass_holds_court" AFTER INSERT OR UPDATE OF "venueId", room, "startsAt", "endsAt", "cancelledAt" ON "HpcClass"
  FOR EACH ROW EXECUTE FUNCTION "courtside_hold_court"();
