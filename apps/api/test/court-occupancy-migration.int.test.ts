// The migration that makes games and HPC classes hold their courts (court_occupancy_every_use)
// runs on an association's existing data, which may already overlap (a class put over a game
// before the rule). It must not fail: it holds each existing game, then class, that fits, leaves
// what clashes as it was, and from then on every write holds its court.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { ensureDatabase, migrateDatabase, withDatabase } from '../src/db/postgres.js';

const committedDir = path.resolve(import.meta.dirname, '../../../prisma/migrations');
const MIGRATION = '20261128214847_court_occupancy_every_use';
const dirs: string[] = [];
const databases: string[] = [];

async function query<R extends pg.QueryResultRow>(url: string, sql: string, values: unknown[] = []) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<R>(sql, values)).rows;
  } finally {
    await client.end();
  }
}

afterAll(async () => {
  for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
  for (const name of databases)
    await query(inject('pgAdminUrl'), `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
});

describe('migration court_occupancy_every_use', () => {
  it('holds the games and classes that fit, leaves the ones already overlapping, and guards from then on', async () => {
    const name = `cs_test_${randomBytes(6).toString('hex')}`;
    await ensureDatabase(inject('pgAdminUrl'), name);
    databases.push(name);
    const url = withDatabase(inject('pgAdminUrl'), name);

    // The database as it was just before the migration.
    const before = fs.mkdtempSync(path.join(os.tmpdir(), 'courtside-migrations-'));
    dirs.push(before);
    for (const entry of fs.readdirSync(committedDir))
      if (entry < MIGRATION)
        fs.cpSync(path.join(committedDir, entry), path.join(before, entry), { recursive: true });
    await migrateDatabase(url, { migrationsDir: before });

    const [ids] = await query<{ court: number; venue: number; division: number }>(
      url,
      `WITH v AS (INSERT INTO "Venue" (name) VALUES ('Harbourside') RETURNING id),
        c AS (INSERT INTO "Court" ("venueId", name) SELECT id, 'Court 1' FROM v RETURNING id),
        s AS (INSERT INTO "Season" (name) VALUES ('Summer') RETURNING id),
        g AS (INSERT INTO "Grade" (name) VALUES ('Seniors') RETURNING id),
        dg AS (INSERT INTO "DivisionGroup" (name, "gradeId") SELECT 'Open', id FROM g RETURNING id),
        d AS (INSERT INTO "Division" (name, "seasonId", "groupId") SELECT 'Div 1', s.id, dg.id FROM s, dg RETURNING id)
      SELECT c.id AS court, v.id AS venue, d.id AS division FROM c, v, d`,
    );
    const { court, venue, division } = ids!;
    const game = async (from: string, to: string) =>
      (
        await query<{ id: number }>(
          url,
          `INSERT INTO "Game" ("divisionId", round, "startsAt", "endsAt", "courtId") VALUES ($1, 1, $2, $3, $4) RETURNING id`,
          [division, from, to, court],
        )
      )[0]!.id;
    const cls = async (room: string, from: string, to: string) =>
      (
        await query<{ id: number }>(
          url,
          `INSERT INTO "HpcClass" (name, "startsAt", "endsAt", capacity, "venueId", room) VALUES ('Squad', $1, $2, 10, $3, $4) RETURNING id`,
          [from, to, venue, room],
        )
      )[0]!.id;
    const fits = await game('2027-06-19T10:00:00Z', '2027-06-19T11:00:00Z');
    const overGame = await game('2027-06-19T10:30:00Z', '2027-06-19T11:30:00Z');
    const classOverGame = await cls(' court 1 ', '2027-06-19T10:15:00Z', '2027-06-19T11:00:00Z');
    const classFits = await cls('Court 1', '2027-06-19T12:00:00Z', '2027-06-19T13:00:00Z');
    const gym = await cls('Gym', '2027-06-19T10:00:00Z', '2027-06-19T11:00:00Z');

    await migrateDatabase(url, { migrationsDir: committedDir });

    const held = await query<{ gameId: number | null; hpcClassId: number | null }>(
      url,
      `SELECT "gameId", "hpcClassId" FROM "CourtOccupancy" ORDER BY id`,
    );
    expect(held).toEqual([
      { gameId: fits, hpcClassId: null },
      { gameId: null, hpcClassId: classFits },
    ]);
    for (const id of [overGame, classOverGame, gym]) expect(id).toBeGreaterThan(0);

    // From now on a game or class written over another use fails, and one on a free time holds it.
    await expect(game('2027-06-19T12:30:00Z', '2027-06-19T13:30:00Z')).rejects.toMatchObject({
      code: '23P01',
    });
    await game('2027-06-19T14:00:00Z', '2027-06-19T15:00:00Z');
    expect(await query(url, `SELECT 1 FROM "CourtOccupancy"`)).toHaveLength(3);
  }, 120_000);
});
