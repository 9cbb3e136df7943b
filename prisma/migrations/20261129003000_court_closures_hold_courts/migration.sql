-- (No semicolons in these comments or in function bodies: the migration runner splits statements
-- on them, so the bodies spell a semicolon as \073.)
-- One court, one use, closures included: nothing new is placed on a court while it is closed.
-- Every use (a hire, a published game, an HPC class) holds its court through CourtOccupancy rows,
-- so a trigger on those rows refuses one that a closure of the court, of a court it is part of or
-- of a part of it covers, with SQLSTATE 23P01 as a clash with another use fails. A closure may
-- still be made over uses already there: staff are shown them to move.
-- Closing a court and holding one queue on the venue's court rows, so neither misses the other:
-- the trigger holds every court of the venue FOR SHARE (in id order, as every holder does, so
-- holders never deadlock a venue closure), a closure holds its court FOR NO KEY UPDATE.
-- apps/api/test/migrations.int.test.ts lists the function and trigger in HAND_WRITTEN_IN_MIGRATIONS.

-- The courts whose closure closes this one: itself, the courts it is part of, and its parts.
CREATE FUNCTION "courtside_court_family"(court integer) RETURNS SETOF integer LANGUAGE sql STABLE AS
  'WITH RECURSIVE up(id) AS (SELECT court UNION SELECT c."parentCourtId" FROM "Court" c JOIN up u ON c.id = u.id WHERE c."parentCourtId" IS NOT NULL), down(id) AS (SELECT court UNION SELECT c.id FROM "Court" c JOIN down d ON c."parentCourtId" = d.id) SELECT id FROM up UNION SELECT id FROM down';

CREATE FUNCTION "courtside_refuse_closed_court"() RETURNS trigger LANGUAGE plpgsql AS E'
BEGIN
  PERFORM 1 FROM "Court" WHERE "venueId" = (SELECT "venueId" FROM "Court" WHERE id = NEW."courtId")
    ORDER BY id FOR SHARE\073
  IF EXISTS (SELECT 1 FROM "CourtClosure" c
      WHERE c."courtId" IN (SELECT courtside_court_family(NEW."courtId"))
        AND c."startsAt" < NEW."endsAt" AND c."endsAt" > NEW."startsAt") THEN
    RAISE EXCEPTION ''court % is closed at that time'', NEW."courtId"
      USING ERRCODE = ''exclusion_violation'', CONSTRAINT = ''CourtOccupancy_court_open''\073
  END IF\073
  RETURN NEW\073
END';

CREATE TRIGGER "CourtOccupancy_court_open" BEFORE INSERT OR UPDATE OF "courtId", "startsAt", "endsAt" ON "CourtOccupancy"
  FOR EACH ROW EXECUTE FUNCTION "courtside_refuse_closed_court"();
