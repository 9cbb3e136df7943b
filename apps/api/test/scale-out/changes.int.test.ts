// Two real server processes on one PostgreSQL (caches): each keeps the public
// standings for DRAW_CACHE_SECONDS (five minutes here), yet a result changed anywhere (by
// either process, the console, staff SQL) changes what both answer at once, through the
// change notifications (lib/changes.ts, migration change_notifications). Without them both
// would keep the old standings for five minutes, far past every wait below. A lost listening
// connection is taken back, and what changed meanwhile is not served stale.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadEnv } from '../../src/config/env.js';
import { createPrisma, type Db } from '../../src/plugins/prisma.js';
import { seedDemo } from '../../src/seed/demo.js';
import { until } from '../faults/load.js';
import { DEMO_TRIAL, spawnServer, type SpawnedServer } from '../faults/spawn-server.js';
import { createTestDatabase } from '../helpers.js';

let db: Db;
let servers: SpawnedServer[] = [];
let path = '';
let gameId = 0;

beforeAll(async () => {
  const databaseUrl = await createTestDatabase();
  db = createPrisma(databaseUrl, 2);
  await seedDemo(db, loadEnv({ NODE_ENV: 'test' }));
  servers = await Promise.all(
    [0, 1].map(() => spawnServer(databaseUrl, { DRAW_CACHE_SECONDS: '300', ...DEMO_TRIAL })),
  );
  await Promise.all(servers.map((server) => server.ready()));
  const result = await db.gameResult.findFirstOrThrow({
    where: {
      kind: 'normal',
      scoreA: { not: null },
      game: { division: { showResults: true, season: { status: 'active' } } },
    },
    select: {
      gameId: true,
      game: { select: { divisionId: true, division: { select: { seasonId: true } } } },
    },
    orderBy: { id: 'asc' },
  });
  gameId = result.gameId;
  path = `/api/draw/result?season=${result.game.division.seasonId}&division=${result.game.divisionId}`;
}, 240_000);

afterAll(async () => {
  await Promise.all(servers.map((s) => s.cleanup()));
  await db?.$disconnect();
});

const standings = async (server: SpawnedServer) => {
  const res = await fetch(`${server.base}${path}`);
  expect(res.status).toBe(200);
  return JSON.stringify(await res.json());
};

/** A lopsided score for the game: its winner and every team's points-for change. */
const rescore = (scoreA: number, scoreB: number) =>
  db.gameResult.update({ where: { gameId }, data: { scoreA, scoreB } });

/** Both processes answer something other than `before` (the kept answer), within the wait. */
const bothChangeFrom = async (before: string[]) => {
  for (const [i, server] of servers.entries())
    await until(
      async () => (await standings(server)) !== before[i],
      15_000,
      `process ${i + 1} to drop its kept standings`,
    );
};

describe('kept answers across processes', () => {
  it('keeps the standings in each process until a result changes, then both answer the new ones', async () => {
    const kept = await Promise.all(servers.map(standings));
    // Kept: asked again, each process answers the same bytes.
    expect(await Promise.all(servers.map(standings))).toEqual(kept);

    await rescore(150, 2);
    await bothChangeFrom(kept);
    const now = await Promise.all(servers.map(standings));
    expect(now[0]).toBe(now[1]);
    expect(now[0]).not.toContain('not published');
  });

  it('takes its listening connection back when it is lost, and serves nothing stale after', async () => {
    const kept = await Promise.all(servers.map(standings));
    // The database drops every process's listening connection (a failover, a restart, an idle cut).
    // Only this file's: other test files run their own servers on the same PostgreSQL meanwhile.
    const cut = await db.$queryRaw<{ count: bigint }[]>`
      SELECT count(*) FROM (
        SELECT pg_terminate_backend(pid) FROM pg_stat_activity
         WHERE application_name = 'courtside-changes' AND datname = current_database()
      ) t`;
    expect(Number(cut[0]!.count)).toBe(2);
    await rescore(3, 140);
    await bothChangeFrom(kept);
    // Listening again: a later change reaches both too.
    await until(
      async () =>
        Number(
          (
            await db.$queryRaw<{ count: bigint }[]>`
              SELECT count(*) FROM pg_stat_activity
               WHERE application_name = 'courtside-changes' AND datname = current_database()`
          )[0]!.count,
        ) === 2,
      15_000,
      'both processes to listen again',
    );
    const again = await Promise.all(servers.map(standings));
    await rescore(77, 1);
    await bothChangeFrom(again);
  });
});
