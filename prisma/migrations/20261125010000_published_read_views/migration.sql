-- Published read views. The draw and standings pages must stay at one SQL statement per
-- read on game day, so they join other areas' data in SQL instead of asking each area in
-- turn. They join these views, never the tables behind them: each view is the owning
-- area's published read interface (apps/api/test/architecture/table-owners.ts), and the
-- owner keeps it answering the same columns when its tables change. PostgreSQL inlines
-- simple views, so a join on one costs what a join on the table costs.

-- Teams: a team's name and division.
CREATE VIEW "team_names" AS
  SELECT t."id", t."divisionId", t."name" FROM "Team" t;

-- Court hire: a court with its place in the venue's order and the venue's name and address.
CREATE VIEW "court_places" AS
  SELECT c."id", c."name", c."sortOrder", c."venueId", v."name" AS "venueName",
         v."address" AS "venueAddress", v."suburb" AS "venueSuburb", v."postcode" AS "venuePostcode",
         v."state" AS "venueState"
    FROM "Court" c
    JOIN "Venue" v ON v."id" = c."venueId";

-- Settings: the association's default points for each outcome.
CREATE VIEW "points_defaults" AS
  SELECT s."id", s."pointsWin", s."pointsDraw", s."pointsLoss", s."pointsBye", s."pointsForfeitWin",
         s."pointsForfeitNonAdvised", s."pointsForfeitNotified", s."pointsForfeitAdmin", s."pointsDisqualified"
    FROM "AssociationSettings" s;
