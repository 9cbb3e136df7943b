// prisma/migrations is the single source of the schema, and the Prisma schema (prisma/schema/) must
// describe exactly what the migrations build. This test builds two databases on
// the test server:
//   - "migrated": every committed migration applied (cloned from the template
//     the global setup migrated with `prisma migrate deploy`);
//   - "declared": the SQL of `prisma migrate diff --from-empty --to-schema-datamodel`
//     applied to an empty database;
// then reads both catalogues (no pg_dump binary needed) and expects the same
// tables, columns, enums, indexes, constraints, sequences, views, functions,
// triggers and extensions.
//
// Some SQL cannot be written in the Prisma schema (the btree_gist exclusion
// constraint on court bookings, CHECK constraints). When a migration adds such
// an object by hand, add its line, exactly as this test prints it, to
// HAND_WRITTEN_IN_MIGRATIONS below, with a comment saying why. Anything else
// only in the migrations, or anything only in the Prisma schema, fails the test.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { ensureDatabase, migrateDatabase, pendingMigrations, withDatabase } from '../src/db/postgres.js';

/** Objects that migrations add by hand and the Prisma schema cannot express. Keep sorted. */
const HAND_WRITTEN_IN_MIGRATIONS: string[] = [
  // The console's member search (migration console_members_seasons_settings): a trigram index on
  // the text a member is found by, through the one immutable function that defines that text.
  'extension pg_trgm in public',
  `function public.courtside_member_search(firstname text, lastname text, prefname text, username text, email text, mobile text): CREATE OR REPLACE FUNCTION public.courtside_member_search(firstname text, lastname text, prefname text, username text, email text, mobile text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $function$SELECT lower(firstname || ' ' || coalesce(prefname, '') || ' ' || lastname || ' ' || coalesce(username, '') || ' ' || coalesce(email, '') || ' ' || regexp_replace(coalesce(mobile, ''), '[^0-9]', '', 'g'))$function$ `,
  `index public."Member"."Member_search_trgm_idx": CREATE INDEX "Member_search_trgm_idx" ON public."Member" USING gin (courtside_member_search(firstname, lastname, prefname, username, email, mobile) gin_trgm_ops)`,
  // Console settings changes reach every process (lib/changes.ts, topic 'settings').
  `trigger public."AssociationSettings"."AssociationSettings_changes_settings": CREATE TRIGGER "AssociationSettings_changes_settings" AFTER INSERT OR DELETE OR UPDATE OR TRUNCATE ON "AssociationSettings" FOR EACH STATEMENT EXECUTE FUNCTION courtside_notify_change('settings')`,
  // Published read views (migration published_read_views; test/architecture/table-owners.ts):
  // the views other areas join for the one-statement draw and standings reads, and their columns.
  'column public.court_places."sortOrder": integer',
  'column public.court_places."venueAddress": text',
  'column public.court_places."venueId": integer',
  'column public.court_places."venueName": text',
  'column public.court_places."venuePostcode": text',
  'column public.court_places."venueState": text',
  'column public.court_places."venueSuburb": text',
  'column public.court_places.id: integer',
  'column public.court_places.name: text',
  'column public.invoice_received."invoiceId": integer',
  'column public.invoice_received."receivedCents": integer',
  'column public.points_defaults."pointsBye": integer',
  'column public.points_defaults."pointsDisqualified": integer',
  'column public.points_defaults."pointsDraw": integer',
  'column public.points_defaults."pointsForfeitAdmin": integer',
  'column public.points_defaults."pointsForfeitNonAdvised": integer',
  'column public.points_defaults."pointsForfeitNotified": integer',
  'column public.points_defaults."pointsForfeitWin": integer',
  'column public.points_defaults."pointsLoss": integer',
  'column public.points_defaults."pointsWin": integer',
  'column public.points_defaults.id: integer',
  'column public.team_names."divisionId": integer',
  'column public.team_names."inCompetition": boolean',
  'column public.team_names.id: integer',
  'column public.team_names.name: text',
  'view public.court_places:  SELECT c.id, c.name, c."sortOrder", c."venueId", v.name AS "venueName", v.address AS "venueAddress", v.suburb AS "venueSuburb", v.postcode AS "venuePostcode", v.state AS "venueState" FROM "Court" c JOIN "Venue" v ON v.id = c."venueId";',
  'view public.invoice_received:  SELECT "invoiceId", sum("amountCents" - "refundedCents" + "discountCents")::integer AS "receivedCents" FROM "Payment" p WHERE "invoiceId" IS NOT NULL AND (status = ANY (ARRAY[\'succeeded\'::"PaymentStatus", \'refunded\'::"PaymentStatus"])) GROUP BY "invoiceId";',
  'view public.points_defaults:  SELECT id, "pointsWin", "pointsDraw", "pointsLoss", "pointsBye", "pointsForfeitWin", "pointsForfeitNonAdvised", "pointsForfeitNotified", "pointsForfeitAdmin", "pointsDisqualified" FROM "AssociationSettings" s;',
  `view public.team_names:  SELECT id, "divisionId", name, "nominationStatus" = 'accepted'::"NominationStatus" AS "inCompetition" FROM "Team" t;`,
  // Person lookups compare trimmed, lower-cased names for equality (lib/person-lookup.ts,
  // migration person_name_keys): expression indexes, which the Prisma schema cannot declare.
  `index public."Attendee"."Attendee_person_key_idx": CREATE INDEX "Attendee_person_key_idx" ON public."Attendee" USING btree ("createdById", lower(btrim(lastname)), lower(btrim(firstname)), dob)`,
  // No double booking (migration booking_no_overlap, see the CourtOccupancy model): an exclusion
  // constraint on (court, time range) with the btree_gist extension it needs (= on an integer
  // inside a gist index), its backing index, and a check that no row has an empty range (an empty
  // range overlaps nothing and would slip past the constraint).
  `constraint public."CourtOccupancy".court_occupancy_no_overlap [x]: EXCLUDE USING gist ("courtId" WITH =, tstzrange("startsAt", "endsAt", '[)'::text) WITH &&)`,
  `constraint public."CourtOccupancy".court_occupancy_positive_length [c]: CHECK ("endsAt" > "startsAt")`,
  // One court, one use (migration court_occupancy_every_use, see the CourtOccupancy model): each
  // row belongs to one hire, game or class, and a trigger holds the court of every game and class
  // written (through the leaf courts it covers and, for a class, the court its room names).
  `constraint public."CourtOccupancy".court_occupancy_one_use [c]: CHECK (num_nonnulls("bookingId", "gameId", "hpcClassId") = 1)`,
  `function public.courtside_class_court(venue integer, room text): CREATE OR REPLACE FUNCTION public.courtside_class_court(venue integer, room text) RETURNS integer LANGUAGE sql STABLE AS $function$SELECT c.id FROM "Court" c WHERE c."venueId" = venue AND lower(btrim(c.name)) = lower(btrim(room)) ORDER BY c."sortOrder", c.id LIMIT 1$function$ `,
  // Nothing new on a closed court (migration court_closures_hold_courts): a check on every
  // CourtOccupancy row against the closures of its court, the courts it is part of and its parts.
  `function public.courtside_court_family(court integer): CREATE OR REPLACE FUNCTION public.courtside_court_family(court integer) RETURNS SETOF integer LANGUAGE sql STABLE AS $function$WITH RECURSIVE up(id) AS (SELECT court UNION SELECT c."parentCourtId" FROM "Court" c JOIN up u ON c.id = u.id WHERE c."parentCourtId" IS NOT NULL), down(id) AS (SELECT court UNION SELECT c.id FROM "Court" c JOIN down d ON c."parentCourtId" = d.id) SELECT id FROM up UNION SELECT id FROM down$function$ `,
  `function public.courtside_refuse_closed_court(): CREATE OR REPLACE FUNCTION public.courtside_refuse_closed_court() RETURNS trigger LANGUAGE plpgsql AS $function$ BEGIN PERFORM 1 FROM "Court" WHERE "venueId" = (SELECT "venueId" FROM "Court" WHERE id = NEW."courtId") ORDER BY id FOR SHARE; IF EXISTS (SELECT 1 FROM "CourtClosure" c WHERE c."courtId" IN (SELECT courtside_court_family(NEW."courtId")) AND c."startsAt" < NEW."endsAt" AND c."endsAt" > NEW."startsAt") THEN RAISE EXCEPTION 'court % is closed at that time', NEW."courtId" USING ERRCODE = 'exclusion_violation', CONSTRAINT = 'CourtOccupancy_court_open'; END IF; RETURN NEW; END$function$ `,
  `trigger public."CourtOccupancy"."CourtOccupancy_court_open": CREATE TRIGGER "CourtOccupancy_court_open" BEFORE INSERT OR UPDATE OF "courtId", "startsAt", "endsAt" ON "CourtOccupancy" FOR EACH ROW EXECUTE FUNCTION courtside_refuse_closed_court()`,
  `function public.courtside_hold_court(): CREATE OR REPLACE FUNCTION public.courtside_hold_court() RETURNS trigger LANGUAGE plpgsql AS $function$ DECLARE court integer; BEGIN IF TG_TABLE_NAME = 'Game' THEN IF TG_OP = 'UPDATE' AND NEW."courtId" IS NOT DISTINCT FROM OLD."courtId" AND NEW."startsAt" = OLD."startsAt" AND NEW."endsAt" = OLD."endsAt" THEN RETURN NULL; END IF; DELETE FROM "CourtOccupancy" WHERE "gameId" = NEW.id; IF NEW."endsAt" > NEW."startsAt" THEN INSERT INTO "CourtOccupancy" ("gameId", "courtId", "startsAt", "endsAt") SELECT NEW.id, leaf, NEW."startsAt", NEW."endsAt" FROM courtside_leaf_courts(NEW."courtId") leaf; END IF; ELSE IF TG_OP = 'UPDATE' AND NEW."venueId" IS NOT DISTINCT FROM OLD."venueId" AND NEW.room IS NOT DISTINCT FROM OLD.room AND NEW."startsAt" = OLD."startsAt" AND NEW."endsAt" = OLD."endsAt" AND NEW."cancelledAt" IS NOT DISTINCT FROM OLD."cancelledAt" THEN RETURN NULL; END IF; DELETE FROM "CourtOccupancy" WHERE "hpcClassId" = NEW.id; court := courtside_class_court(NEW."venueId", NEW.room); IF NEW."cancelledAt" IS NULL AND court IS NOT NULL AND NEW."endsAt" > NEW."startsAt" THEN INSERT INTO "CourtOccupancy" ("hpcClassId", "courtId", "startsAt", "endsAt") SELECT NEW.id, leaf, NEW."startsAt", NEW."endsAt" FROM courtside_leaf_courts(court) leaf; END IF; END IF; RETURN NULL; END$function$ `,
  `function public.courtside_leaf_courts(court integer): CREATE OR REPLACE FUNCTION public.courtside_leaf_courts(court integer) RETURNS SETOF integer LANGUAGE sql STABLE AS $function$WITH RECURSIVE tree(id) AS (SELECT court WHERE court IS NOT NULL UNION ALL SELECT c.id FROM "Court" c JOIN tree t ON c."parentCourtId" = t.id) SELECT t.id FROM tree t WHERE NOT EXISTS (SELECT 1 FROM "Court" h WHERE h."parentCourtId" = t.id) ORDER BY t.id$function$ `,
  `trigger public."Game"."Game_holds_court": CREATE TRIGGER "Game_holds_court" AFTER INSERT OR UPDATE OF "courtId", "startsAt", "endsAt" ON "Game" FOR EACH ROW EXECUTE FUNCTION courtside_hold_court()`,
  `trigger public."HpcClass"."HpcClass_holds_court": CREATE TRIGGER "HpcClass_holds_court" AFTER INSERT OR UPDATE OF "venueId", room, "startsAt", "endsAt", "cancelledAt" ON "HpcClass" FOR EACH ROW EXECUTE FUNCTION courtside_hold_court()`,
  // The draw's inputs (migration draw_inputs_and_drafts): nothing that ends before it starts, a
  // clash stored once (lower team id first) and never with itself, a slot on a real weekday.
  `constraint public."CourtClosure".court_closure_positive_length [c]: CHECK ("endsAt" > "startsAt")`,
  `constraint public."DrawSlotTemplate".draw_slot_weekday [c]: CHECK (weekday >= 0 AND weekday <= 6 AND "gameMinutes" > 0)`,
  `constraint public."SeasonBlackout".season_blackout_ordered [c]: CHECK ("toDate" >= "fromDate")`,
  `constraint public."TeamClash".team_clash_ordered [c]: CHECK ("teamAId" < "teamBId")`,
  // The officials' setup (migration officials_setup): a game needs one to ten of a roster type,
  // a rate is never negative, an offered time is on a real weekday and clock.
  `constraint public."OfficialsTime".officials_time_clock [c]: CHECK ("time"::text ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'::text)`,
  `constraint public."OfficialsTime".officials_time_weekday [c]: CHECK (weekday >= 0 AND weekday <= 6)`,
  `constraint public."RosterType".roster_type_per_game [c]: CHECK ("perGame" >= 1 AND "perGame" <= 10)`,
  `constraint public."RosterType".roster_type_rate [c]: CHECK ("rateCents" >= 0)`,
  // The treasurer's refunds (migration console_refunds_void): a refund gives back something.
  `constraint public."Refund".refund_positive [c]: CHECK ("amountCents" > 0)`,
  'extension btree_gist in public',
  `index public."CourtOccupancy".court_occupancy_no_overlap: CREATE INDEX court_occupancy_no_overlap ON public."CourtOccupancy" USING gist ("courtId", tstzrange("startsAt", "endsAt", '[)'::text))`,
  `index public."Member"."Member_person_key_idx": CREATE INDEX "Member_person_key_idx" ON public."Member" USING btree (lower(btrim(lastname)), lower(btrim(firstname)), dob)`,
  // Sibling categories never share a name in any case (migration category_sibling_names).
  `index public."ProductCategory"."ProductCategory_sibling_name_key": CREATE UNIQUE INDEX "ProductCategory_sibling_name_key" ON public."ProductCategory" USING btree (COALESCE("parentId", 0), lower(name))`,
  // Change notifications (migration change_notifications, lib/changes.ts): statement triggers
  // that tell every app process which kept answers to drop. The Prisma schema has no triggers.
  `function public.courtside_notify_change(): CREATE OR REPLACE FUNCTION public.courtside_notify_change() RETURNS trigger LANGUAGE plpgsql AS $function$BEGIN PERFORM pg_notify('courtside_changes', TG_ARGV[0]); RETURN NULL; END$function$ `,
  `trigger public."AssociationSettings"."AssociationSettings_changes_draw": CREATE TRIGGER "AssociationSettings_changes_draw" AFTER INSERT OR DELETE OR UPDATE OR TRUNCATE ON "AssociationSettings" FOR EACH STATEMENT EXECUTE FUNCTION courtside_notify_change('draw')`,
  `trigger public."Court"."Court_changes_draw": CREATE TRIGGER "Court_changes_draw" AFTER INSERT OR DELETE OR UPDATE OR TRUNCATE ON "Court" FOR EACH STATEMENT EXECUTE FUNCTION courtside_notify_change('draw')`,
  `trigger public."Division"."Division_changes_draw": CREATE TRIGGER "Division_changes_draw" AFTER INSERT OR DELETE OR UPDATE OR TRUNCATE ON "Division" FOR EACH STATEMENT EXECUTE FUNCTION courtside_notify_change('draw')`,
  `trigger public."Game"."Game_changes_draw": CREATE TRIGGER "Game_changes_draw" AFTER INSERT OR DELETE OR UPDATE OR TRUNCATE ON "Game" FOR EACH STATEMENT EXECUTE FUNCTION courtside_notify_change('draw')`,
  `trigger public."GameResult"."GameResult_changes_draw": CREATE TRIGGER "GameResult_changes_draw" AFTER INSERT OR DELETE OR UPDATE OR TRUNCATE ON "GameResult" FOR EACH STATEMENT EXECUTE FUNCTION courtside_notify_change('draw')`,
  `trigger public."PointsAdjustment"."PointsAdjustment_changes_draw": CREATE TRIGGER "PointsAdjustment_changes_draw" AFTER INSERT OR DELETE OR UPDATE OR TRUNCATE ON "PointsAdjustment" FOR EACH STATEMENT EXECUTE FUNCTION courtside_notify_change('draw')`,
  `trigger public."Product"."Product_changes_store": CREATE TRIGGER "Product_changes_store" AFTER INSERT OR DELETE OR UPDATE OR TRUNCATE ON "Product" FOR EACH STATEMENT EXECUTE FUNCTION courtside_notify_change('store')`,
  `trigger public."ProductCategory"."ProductCategory_changes_store": CREATE TRIGGER "ProductCategory_changes_store" AFTER INSERT OR DELETE OR UPDATE OR TRUNCATE ON "ProductCategory" FOR EACH STATEMENT EXECUTE FUNCTION courtside_notify_change('store')`,
  `trigger public."Season"."Season_changes_draw": CREATE TRIGGER "Season_changes_draw" AFTER INSERT OR DELETE OR UPDATE OR TRUNCATE ON "Season" FOR EACH STATEMENT EXECUTE FUNCTION courtside_notify_change('draw')`,
  `trigger public."Team"."Team_changes_draw": CREATE TRIGGER "Team_changes_draw" AFTER INSERT OR DELETE OR UPDATE OR TRUNCATE ON "Team" FOR EACH STATEMENT EXECUTE FUNCTION courtside_notify_change('draw')`,
  `trigger public."Venue"."Venue_changes_draw": CREATE TRIGGER "Venue_changes_draw" AFTER INSERT OR DELETE OR UPDATE OR TRUNCATE ON "Venue" FOR EACH STATEMENT EXECUTE FUNCTION courtside_notify_change('draw')`,
  `trigger public."Venue"."Venue_changes_store": CREATE TRIGGER "Venue_changes_store" AFTER INSERT OR DELETE OR UPDATE OR TRUNCATE ON "Venue" FOR EACH STATEMENT EXECUTE FUNCTION courtside_notify_change('store')`, // The audit log is append-only (migration staff_audit_second_factor): row and statement triggers
  // refuse UPDATE, DELETE and TRUNCATE of "AuditEntry".
  `function public.audit_entry_append_only(): CREATE OR REPLACE FUNCTION public.audit_entry_append_only() RETURNS trigger LANGUAGE plpgsql AS $function$BEGIN RAISE EXCEPTION 'AuditEntry is append-only: % refused', TG_OP USING ERRCODE = 'insufficient_privilege'; END$function$ `,
  `trigger public."AuditEntry"."AuditEntry_append_only": CREATE TRIGGER "AuditEntry_append_only" BEFORE DELETE OR UPDATE ON "AuditEntry" FOR EACH ROW EXECUTE FUNCTION audit_entry_append_only()`,
  `trigger public."AuditEntry"."AuditEntry_no_truncate": CREATE TRIGGER "AuditEntry_no_truncate" BEFORE TRUNCATE ON "AuditEntry" FOR EACH STATEMENT EXECUTE FUNCTION audit_entry_append_only()`,
];

const apiDir = path.resolve(import.meta.dirname, '..');
/** The schema's folder: one file per owner of tables (`pnpm db:generate` reads the same). */
const schemaDir = path.resolve(apiDir, '../../prisma/schema');
const migrationsDir = path.resolve(apiDir, '../../prisma/migrations');

/** Runs the Prisma CLI through scripts/prisma.mjs (the project's offline set-up) and returns stdout. */
function prisma(args: string[], databaseUrl: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [path.join(apiDir, 'scripts/prisma.mjs'), ...args], {
      cwd: apiDir,
      env: { ...process.env, DATABASE_URL: databaseUrl },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d: Buffer) => (stdout += d.toString()));
    child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0
        ? resolve(stdout)
        : reject(new Error(`prisma ${args.join(' ')} failed (${code}):\n${stderr}${stdout}`)),
    );
  });
}

async function withClient<T>(url: string, fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

// Namespaces we own: everything but PostgreSQL's own.
const USER_NAMESPACE = `n.nspname NOT IN ('pg_catalog', 'information_schema') AND n.nspname NOT LIKE 'pg\\_toast%' AND n.nspname NOT LIKE 'pg\\_temp%'`;
// Objects created by an extension are represented by the extension's own line.
const notFromExtension = (oid: string) =>
  `NOT EXISTS (SELECT 1 FROM pg_depend d WHERE d.objid = ${oid} AND d.deptype = 'e')`;
// Prisma's bookkeeping table exists only where `migrate deploy` ran.
const NOT_PRISMA_TABLE = `'_prisma_migrations'`;

/**
 * One readable line per schema object, e.g.
 *   column public."Member"."email": text not null
 *   constraint public."Booking"."Booking_court_time_excl" [x]: EXCLUDE USING gist (...)
 * Lines are what the two databases are compared on and what the allow-list holds
 * (white space in function and view bodies is collapsed so each fits on one line).
 */
async function describeSchema(url: string): Promise<string[]> {
  return withClient(url, async (c) => {
    const lines: string[] = [];
    const rows = async (sql: string) => (await c.query<{ line: string }>(sql)).rows.map((r) => r.line);

    lines.push(
      ...(await rows(
        `SELECT 'schema ' || quote_ident(n.nspname) AS line FROM pg_namespace n WHERE ${USER_NAMESPACE}`,
      )),
    );

    lines.push(
      ...(await rows(`SELECT 'extension ' || e.extname || ' in ' || quote_ident(n.nspname) AS line
      FROM pg_extension e JOIN pg_namespace n ON n.oid = e.extnamespace WHERE e.extname <> 'plpgsql'`)),
    );

    // Enum labels compared as a set: `ALTER TYPE ... ADD VALUE` appends while a
    // fresh CREATE TYPE lists them in schema order; the values are what matters.
    lines.push(
      ...(await rows(`SELECT 'enum ' || quote_ident(n.nspname) || '.' || quote_ident(t.typname) || ': ' ||
        string_agg(quote_literal(e.enumlabel), ', ' ORDER BY e.enumlabel COLLATE "C") AS line
      FROM pg_type t JOIN pg_namespace n ON n.oid = t.typnamespace JOIN pg_enum e ON e.enumtypid = t.oid
      WHERE ${USER_NAMESPACE} AND ${notFromExtension('t.oid')}
      GROUP BY n.nspname, t.typname`)),
    );

    lines.push(
      ...(await rows(`SELECT 'domain ' || quote_ident(n.nspname) || '.' || quote_ident(t.typname) || ': ' ||
        format_type(t.typbasetype, t.typtypmod) || CASE WHEN t.typnotnull THEN ' not null' ELSE '' END ||
        coalesce(' default ' || t.typdefault, '') AS line
      FROM pg_type t JOIN pg_namespace n ON n.oid = t.typnamespace
      WHERE t.typtype = 'd' AND ${USER_NAMESPACE} AND ${notFromExtension('t.oid')}`)),
    );

    lines.push(
      ...(await rows(`SELECT 'sequence ' || quote_ident(n.nspname) || '.' || quote_ident(cl.relname) || ': ' ||
        format_type(s.seqtypid, NULL) || ' start ' || s.seqstart || ' increment ' || s.seqincrement ||
        ' min ' || s.seqmin || ' max ' || s.seqmax || CASE WHEN s.seqcycle THEN ' cycle' ELSE '' END AS line
      FROM pg_sequence s JOIN pg_class cl ON cl.oid = s.seqrelid JOIN pg_namespace n ON n.oid = cl.relnamespace
      WHERE ${USER_NAMESPACE} AND ${notFromExtension('cl.oid')} AND cl.relname NOT LIKE '\\_prisma\\_migrations%'`)),
    );

    const relkinds = `'r' THEN 'table' WHEN 'p' THEN 'partitioned table' WHEN 'v' THEN 'view' WHEN 'm' THEN 'materialized view' WHEN 'f' THEN 'foreign table'`;
    lines.push(
      ...(await rows(`SELECT CASE cl.relkind WHEN ${relkinds} END || ' ' || quote_ident(n.nspname) || '.' || quote_ident(cl.relname) ||
        CASE WHEN cl.relkind IN ('v', 'm') THEN ': ' || regexp_replace(pg_get_viewdef(cl.oid, true), '\\s+', ' ', 'g') ELSE '' END ||
        CASE WHEN cl.relrowsecurity THEN ' (row level security)' ELSE '' END AS line
      FROM pg_class cl JOIN pg_namespace n ON n.oid = cl.relnamespace
      WHERE cl.relkind IN ('r', 'p', 'v', 'm', 'f') AND ${USER_NAMESPACE} AND ${notFromExtension('cl.oid')}
        AND cl.relname <> ${NOT_PRISMA_TABLE}`)),
    );

    // Column order is not compared: a column added later is appended, while a
    // fresh CREATE TABLE lists it in schema order.
    lines.push(
      ...(await rows(`SELECT 'column ' || quote_ident(n.nspname) || '.' || quote_ident(cl.relname) || '.' || quote_ident(a.attname) || ': ' ||
        format_type(a.atttypid, a.atttypmod) ||
        CASE WHEN a.attcollation <> 0 AND a.attcollation <> t.typcollation THEN ' collate ' || quote_ident(co.collname) ELSE '' END ||
        CASE WHEN a.attnotnull THEN ' not null' ELSE '' END ||
        CASE a.attidentity WHEN 'a' THEN ' generated always as identity' WHEN 'd' THEN ' generated by default as identity' ELSE '' END ||
        CASE WHEN a.attgenerated = 's' THEN ' generated always as (' || pg_get_expr(ad.adbin, ad.adrelid) || ') stored'
             ELSE coalesce(' default ' || pg_get_expr(ad.adbin, ad.adrelid), '') END AS line
      FROM pg_attribute a
      JOIN pg_class cl ON cl.oid = a.attrelid
      JOIN pg_namespace n ON n.oid = cl.relnamespace
      JOIN pg_type t ON t.oid = a.atttypid
      LEFT JOIN pg_collation co ON co.oid = a.attcollation
      LEFT JOIN pg_attrdef ad ON ad.adrelid = a.attrelid AND ad.adnum = a.attnum
      WHERE a.attnum > 0 AND NOT a.attisdropped AND cl.relkind IN ('r', 'p', 'v', 'm', 'f')
        AND ${USER_NAMESPACE} AND ${notFromExtension('cl.oid')} AND cl.relname <> ${NOT_PRISMA_TABLE}`)),
    );

    lines.push(
      ...(await rows(`SELECT 'index ' || quote_ident(schemaname) || '.' || quote_ident(tablename) || '.' || quote_ident(indexname) || ': ' || indexdef AS line
      FROM pg_indexes n WHERE ${USER_NAMESPACE.replaceAll('n.nspname', 'n.schemaname')} AND tablename <> ${NOT_PRISMA_TABLE}`)),
    );

    // NOT NULL constraints (contype 'n', PostgreSQL 18) are already covered by
    // the columns' "not null"; their names keep old column names after a rename.
    lines.push(
      ...(await rows(`SELECT 'constraint ' || quote_ident(n.nspname) || '.' || coalesce(quote_ident(cl.relname), quote_ident(t.typname)) || '.' ||
        quote_ident(con.conname) || ' [' || con.contype::text || ']: ' || pg_get_constraintdef(con.oid, true) ||
        CASE WHEN con.condeferrable THEN ' deferrable' ELSE '' END || CASE WHEN con.condeferred THEN ' initially deferred' ELSE '' END AS line
      FROM pg_constraint con
      JOIN pg_namespace n ON n.oid = con.connamespace
      LEFT JOIN pg_class cl ON cl.oid = con.conrelid
      LEFT JOIN pg_type t ON t.oid = con.contypid
      WHERE con.contype <> 'n' AND ${USER_NAMESPACE} AND ${notFromExtension('con.oid')}
        AND coalesce(cl.relname, '') <> ${NOT_PRISMA_TABLE}`)),
    );

    lines.push(
      ...(await rows(`SELECT 'function ' || quote_ident(n.nspname) || '.' || quote_ident(p.proname) || '(' || pg_get_function_identity_arguments(p.oid) || '): ' ||
        regexp_replace(pg_get_functiondef(p.oid), '\\s+', ' ', 'g') AS line
      FROM pg_proc p JOIN pg_namespace n ON n.oid = p.pronamespace
      WHERE p.prokind IN ('f', 'p', 'w') AND ${USER_NAMESPACE} AND ${notFromExtension('p.oid')}`)),
    );

    lines.push(
      ...(await rows(`SELECT 'trigger ' || quote_ident(n.nspname) || '.' || quote_ident(cl.relname) || '.' || quote_ident(tg.tgname) || ': ' ||
        pg_get_triggerdef(tg.oid, true) AS line
      FROM pg_trigger tg JOIN pg_class cl ON cl.oid = tg.tgrelid JOIN pg_namespace n ON n.oid = cl.relnamespace
      WHERE NOT tg.tgisinternal AND ${USER_NAMESPACE}`)),
    );

    lines.push(
      ...(await rows(`SELECT 'policy ' || quote_ident(schemaname) || '.' || quote_ident(tablename) || '.' || quote_ident(policyname) || ': ' ||
        cmd || ' ' || coalesce(qual, '') || ' ' || coalesce(with_check, '') AS line FROM pg_policies`)),
    );

    return lines.map(unqualifyOneTableView).sort();
  });
}

/**
 * PostgreSQL 16 and later print the columns of a view over one table bare (`SELECT id FROM
 * "Team" t`) where PostgreSQL 15 qualifies them (`SELECT t.id FROM "Team" t`). The qualifier of
 * that one table is dropped so that the lines, and the allow-list, read the same on every
 * supported version. A view that joins tables is printed alike by all of them.
 */
function unqualifyOneTableView(line: string): string {
  if (!line.startsWith('view ') || / JOIN /.test(line)) return line;
  const from = / FROM ("[^"]+"|\w+)(?: (\w+))?(?: WHERE | GROUP BY | ORDER BY |;$)/.exec(line);
  if (!from) return line;
  const qualifier = (from[2] ?? from[1]!).replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return line.replace(new RegExp(`(?<=[\\s(,])${qualifier}\\.`, 'g'), '');
}

function difference(a: string[], b: string[]): string[] {
  const other = new Set(b);
  return a.filter((line) => !other.has(line));
}

const created: string[] = [];
async function createDatabase(template?: string): Promise<string> {
  const name = `cs_test_${randomBytes(6).toString('hex')}`;
  await ensureDatabase(inject('pgAdminUrl'), name, template);
  created.push(name);
  return withDatabase(inject('pgAdminUrl'), name);
}

let migrated: string[];
let declared: string[];
let declaredSql: string;

beforeAll(async () => {
  const migratedUrl = await createDatabase(inject('pgTemplate'));
  const declaredUrl = await createDatabase();
  // With the WebAssembly engine the CLI opens a connection even for a pure diff.
  declaredSql = await prisma(
    ['migrate', 'diff', '--from-empty', '--to-schema-datamodel', schemaDir, '--script'],
    declaredUrl,
  );
  await withClient(declaredUrl, (c) => c.query(declaredSql));
  [migrated, declared] = await Promise.all([describeSchema(migratedUrl), describeSchema(declaredUrl)]);
}, 180_000);

afterAll(async () => {
  await withClient(inject('pgAdminUrl'), async (c) => {
    for (const name of created) await c.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  });
});

describe('committed migrations', () => {
  it('describe a real schema (the comparison is not vacuous)', () => {
    expect(declaredSql).toMatch(/CREATE TABLE/);
    expect(migrated.filter((l) => l.startsWith('table ')).length).toBeGreaterThan(20);
    expect(migrated.some((l) => l.startsWith('enum '))).toBe(true);
    expect(migrated.some((l) => l.startsWith('index '))).toBe(true);
    expect(migrated.some((l) => / \[f\]: FOREIGN KEY/.test(l))).toBe(true);
  });

  it('contain nothing that the Prisma schema leaves out, except the hand-written SQL listed in this file', () => {
    expect(difference(migrated, declared)).toEqual([...HAND_WRITTEN_IN_MIGRATIONS].sort());
  });

  it('build everything the Prisma schema describes (run `pnpm db:new-migration <name>` after editing the schema)', () => {
    expect(difference(declared, migrated)).toEqual([]);
  });

  it('reads a view the same as PostgreSQL 15 and 18 print it', () => {
    const pg15 = `view public.invoice_received:  SELECT p."invoiceId", sum(p."amountCents" - p."refundedCents")::integer AS "receivedCents" FROM "Payment" p WHERE p."invoiceId" IS NOT NULL AND (p.status = ANY (ARRAY['succeeded'::"PaymentStatus"])) GROUP BY p."invoiceId";`;
    const pg18 = `view public.invoice_received:  SELECT "invoiceId", sum("amountCents" - "refundedCents")::integer AS "receivedCents" FROM "Payment" p WHERE "invoiceId" IS NOT NULL AND (status = ANY (ARRAY['succeeded'::"PaymentStatus"])) GROUP BY "invoiceId";`;
    expect(unqualifyOneTableView(pg15)).toBe(pg18);
    expect(unqualifyOneTableView(pg18)).toBe(pg18);
    const unaliased15 = 'view public.team_names:  SELECT "Team".id, "Team".name FROM "Team";';
    expect(unqualifyOneTableView(unaliased15)).toBe('view public.team_names:  SELECT id, name FROM "Team";');
    const join = 'view public.v:  SELECT c.id, v.name FROM "Court" c JOIN "Venue" v ON v.id = c."venueId";';
    expect(unqualifyOneTableView(join)).toBe(join);
  });

  it('would notice SQL added by hand that is not in the allow-list', async () => {
    const url = await createDatabase();
    await withClient(url, async (c) => {
      await c.query(declaredSql);
      const table = (
        await c.query<{ relname: string }>(
          `SELECT relname FROM pg_class WHERE relkind = 'r' AND relnamespace = 'public'::regnamespace ORDER BY relname LIMIT 1`,
        )
      ).rows[0]!.relname;
      await c.query(`ALTER TABLE "${table}" ADD CONSTRAINT "hand_written_check" CHECK (true)`);
    });
    const extra = difference(await describeSchema(url), declared);
    expect(extra).toHaveLength(1);
    expect(extra[0]).toMatch(/^constraint public\.".+"\.hand_written_check \[c\]: CHECK \(true\)$/);
  });
});

describe('applying migrations (migrateDatabase, what every server start runs)', () => {
  const committed = fs
    .readdirSync(migrationsDir, { withFileTypes: true })
    .filter((e) => e.isDirectory())
    .map((e) => e.name)
    .sort();

  it('finds every committed migration pending on an empty database and none once applied', async () => {
    const url = await createDatabase();
    expect(await pendingMigrations(url)).toEqual(committed);
    await migrateDatabase(url);
    expect(await pendingMigrations(url)).toEqual([]);
    const applied = await withClient(url, (c) =>
      c.query<{ n: number }>(
        'SELECT count(*)::int AS n FROM _prisma_migrations WHERE finished_at IS NOT NULL',
      ),
    );
    expect(applied.rows[0]!.n).toBe(committed.length);
  }, 60_000);

  // That migrateDatabase skips the CLI for such a database is not observable here (the CLI would
  // change nothing either); what decides it, pendingMigrations, is what these check.
  it('finds nothing pending on an up-to-date database, and lists a migration it lacks', async () => {
    const url = await createDatabase(inject('pgTemplate'));
    expect(await pendingMigrations(url)).toEqual([]);
    await migrateDatabase(url);
    const rows = await withClient(url, (c) => c.query('SELECT id FROM _prisma_migrations'));
    expect(rows.rowCount).toBe(committed.length);
    await withClient(url, (c) =>
      c.query('DELETE FROM _prisma_migrations WHERE migration_name = $1', [committed.at(-1)]),
    );
    expect(await pendingMigrations(url)).toEqual([committed.at(-1)]);
  });

  it('refuses a database with a failed migration, naming the commands that resolve it', async () => {
    const url = await createDatabase(inject('pgTemplate'));
    await withClient(url, (c) =>
      c.query(
        `UPDATE _prisma_migrations SET finished_at = NULL, logs = 'failed by the test' WHERE migration_name = $1`,
        [committed.at(-1)],
      ),
    );
    expect(await pendingMigrations(url)).toEqual(committed);
    await expect(migrateDatabase(url)).rejects.toThrow(`pnpm db:resolve --rolled-back ${committed.at(-1)}`);
  });
});
