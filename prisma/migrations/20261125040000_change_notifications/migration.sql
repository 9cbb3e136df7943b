-- Change notifications (apps/api/src/lib/changes.ts): every statement that changes a table the
-- kept answers are built from tells the app processes, whichever process or tool made it.
-- One notification per statement and topic (PostgreSQL also folds identical ones sent in one
-- transaction into one, delivered at commit: a rolled-back change tells nobody).
-- Prisma's migration runner (driver adapter) splits a script at every semicolon, even inside
-- quotes: the body's own semicolons are written \073 in an escape string.
CREATE FUNCTION "courtside_notify_change"() RETURNS trigger LANGUAGE plpgsql AS
  E'BEGIN PERFORM pg_notify(''courtside_changes'', TG_ARGV[0])\073 RETURN NULL\073 END';

-- The public draw and standings (draw.data.ts and the views team_names, court_places, points_defaults).
CREATE TRIGGER "Season_changes_draw" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "Season"
  FOR EACH STATEMENT EXECUTE FUNCTION "courtside_notify_change"('draw');
CREATE TRIGGER "Division_changes_draw" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "Division"
  FOR EACH STATEMENT EXECUTE FUNCTION "courtside_notify_change"('draw');
CREATE TRIGGER "Team_changes_draw" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "Team"
  FOR EACH STATEMENT EXECUTE FUNCTION "courtside_notify_change"('draw');
CREATE TRIGGER "Game_changes_draw" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "Game"
  FOR EACH STATEMENT EXECUTE FUNCTION "courtside_notify_change"('draw');
CREATE TRIGGER "GameResult_changes_draw" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "GameResult"
  FOR EACH STATEMENT EXECUTE FUNCTION "courtside_notify_change"('draw');
CREATE TRIGGER "PointsAdjustment_changes_draw" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "PointsAdjustment"
  FOR EACH STATEMENT EXECUTE FUNCTION "courtside_notify_change"('draw');
CREATE TRIGGER "Court_changes_draw" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "Court"
  FOR EACH STATEMENT EXECUTE FUNCTION "courtside_notify_change"('draw');
CREATE TRIGGER "Venue_changes_draw" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "Venue"
  FOR EACH STATEMENT EXECUTE FUNCTION "courtside_notify_change"('draw');
CREATE TRIGGER "AssociationSettings_changes_draw" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "AssociationSettings"
  FOR EACH STATEMENT EXECUTE FUNCTION "courtside_notify_change"('draw');

-- The store's product list (stock, prices, categories, venues).
CREATE TRIGGER "Product_changes_store" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "Product"
  FOR EACH STATEMENT EXECUTE FUNCTION "courtside_notify_change"('store');
CREATE TRIGGER "ProductCategory_changes_store" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "ProductCategory"
  FOR EACH STATEMENT EXECUTE FUNCTION "courtside_notify_change"('store');
CREATE TRIGGER "Venue_changes_store" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "Venue"
  FOR EACH STATEMENT EXECUTE FUNCTION "courtside_notify_change"('store');
