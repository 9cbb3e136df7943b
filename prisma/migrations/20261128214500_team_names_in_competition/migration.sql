-- Teams publish whether they are in the competition: a declined or waitlisted (or pending)
-- nomination is not, so the public ladder leaves it out. A view only gains a column at its end.
CREATE OR REPLACE VIEW "team_names" AS
  SELECT t."id", t."divisionId", t."name", t."nominationStatus" = 'accepted' AS "inCompetition"
    FROM "Team" t;
