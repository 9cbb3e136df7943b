-- CreateEnum
CREATE TYPE "TieBreak" AS ENUM ('percentage', 'wins', 'head_to_head', 'points_difference', 'points_for');

-- CreateEnum
CREATE TYPE "FinalsFormat" AS ENUM ('none', 'top_two', 'top_four', 'top_four_page');

-- AlterTable
ALTER TABLE "AssociationSettings" ADD COLUMN     "autoUsernames" BOOLEAN,
ADD COLUMN     "clientName" TEXT,
ADD COLUMN     "donations" BOOLEAN,
ADD COLUMN     "mapsAutocomplete" BOOLEAN,
ADD COLUMN     "minPasswordLength" INTEGER,
ADD COLUMN     "statsEnabled" BOOLEAN,
ADD COLUMN     "taxRate" DECIMAL(5,4),
ADD COLUMN     "tieBreakOrder" "TieBreak"[] DEFAULT ARRAY[]::"TieBreak"[],
ADD COLUMN     "timeZone" TEXT;

-- AlterTable
ALTER TABLE "Member" ADD COLUMN     "deactivatedAt" TIMESTAMPTZ(3),
ADD COLUMN     "mergedIntoId" INTEGER;

-- AlterTable
ALTER TABLE "Season" ADD COLUMN     "copiedFromId" INTEGER;

-- AlterTable
ALTER TABLE "Division" ADD COLUMN     "finalsFormat" "FinalsFormat" NOT NULL DEFAULT 'none',
ADD COLUMN     "tieBreakOrder" "TieBreak"[] DEFAULT ARRAY[]::"TieBreak"[];

-- CreateIndex
CREATE INDEX "Member_mergedIntoId_idx" ON "Member"("mergedIntoId");

-- AddForeignKey
ALTER TABLE "Member" ADD CONSTRAINT "Member_mergedIntoId_fkey" FOREIGN KEY ("mergedIntoId") REFERENCES "Member"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Season" ADD CONSTRAINT "Season_copiedFromId_fkey" FOREIGN KEY ("copiedFromId") REFERENCES "Season"("id") ON DELETE SET NULL ON UPDATE CASCADE;


-- The console's member search (modules/members): one trigram index over the text a member is
-- found by (names, username, email, mobile digits), so a part of any of them is found among
-- 150,000 members without reading them all. The function is the one definition of that text:
-- the index and the search query both call it.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
CREATE FUNCTION "courtside_member_search"(firstname text, lastname text, prefname text, username text, email text, mobile text)
  RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS
  $$SELECT lower(firstname || ' ' || coalesce(prefname, '') || ' ' || lastname || ' ' || coalesce(username, '')
    || ' ' || coalesce(email, '') || ' ' || regexp_replace(coalesce(mobile, ''), '[^0-9]', '', 'g'))$$;
CREATE INDEX "Member_search_trgm_idx" ON "Member" USING gin (
  "courtside_member_search"(firstname, lastname, prefname, username, email, mobile) gin_trgm_ops);

-- Page settings staff change in the console are in force on every process at once (lib/settings.ts).
CREATE TRIGGER "AssociationSettings_changes_settings" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "AssociationSettings"
  FOR EACH STATEMENT EXECUTE FUNCTION "courtside_notify_change"('settings');
