// Two real server processes on one PostgreSQL (settings): a setting an admin changes
// through one process is in force on the other at once, without a restart: the member side's
// settings and the ladder order (which that process keeps for DRAW_CACHE_SECONDS, five minutes
// here). A change made in SQL by staff reaches both too. Each process loads the settings row
// again when the 'settings' change topic fires (modules/settings/settings.service.ts).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPrisma, type Db } from '../../src/plugins/prisma.js';
import { until } from '../faults/load.js';
import { spawnServer, type SpawnedServer } from '../faults/spawn-server.js';
import { createMember } from '../factories.js';
import { createTestDatabase } from '../helpers.js';
import { createLevelOnPointsDivision } from '../tie-break-fixtures.js';

let db: Db;
let servers: SpawnedServer[] = [];
let adminId = 0;
let level: Awaited<ReturnType<typeof createLevelOnPointsDivision>>;

beforeAll(async () => {
  const databaseUrl = await createTestDatabase();
  db = createPrisma(databaseUrl, 2);
  adminId = (await createMember(db, { staffGrants: { create: [{ role: 'admin' }] } })).id;
  level = await createLevelOnPointsDivision(db);
  servers = await Promise.all(
    [0, 1].map(() =>
      spawnServer(databaseUrl, { DRAW_CACHE_SECONDS: '300', TAX_RATE: '0.1', CLIENT_NAME: 'Env Hoops' }),
    ),
  );
  await Promise.all(servers.map((server) => server.ready()));
}, 240_000);

afterAll(async () => {
  await Promise.all(servers.map((s) => s.cleanup()));
  await db?.$disconnect();
});

const memberSettings = async (server: SpawnedServer) => {
  const res = await fetch(`${server.base}/api/settings`);
  expect(res.status).toBe(200);
  return (await res.json()) as { tax_rate: number; client_name: string };
};

const ladder = async (server: SpawnedServer) => {
  const res = await fetch(`${server.base}${level.standingsPath}`);
  expect(res.status).toBe(200);
  return ((await res.json()) as { divisionResult: Array<{ team: string }> }).divisionResult.map(
    (r) => r.team,
  );
};

/** A console change through `server`, by an admin signed in with a second factor (production). */
const put = async (server: SpawnedServer, path: string, body: Record<string, unknown>) => {
  const res = await fetch(`${server.base}/api/admin${path}`, {
    method: 'PUT',
    headers: {
      authorization: `Bearer ${server.tokenFor(adminId, { mfa: true })}`,
      'content-type': 'application/json',
    },
    body: JSON.stringify(body),
  });
  expect(res.status, await res.clone().text()).toBe(200);
};

describe('settings across processes', () => {
  it('puts a page setting changed through one process in force on the other at once', async () => {
    const [first, second] = servers as [SpawnedServer, SpawnedServer];
    expect(await memberSettings(second)).toMatchObject({ tax_rate: 0.1, client_name: 'Env Hoops' });

    await put(first, '/settings', { tax_rate: 0.15, client_name: 'Console Hoops' });
    // The process that made the change answers it at once.
    expect(await memberSettings(first)).toMatchObject({ tax_rate: 0.15, client_name: 'Console Hoops' });
    await until(
      async () => (await memberSettings(second)).tax_rate === 0.15,
      15_000,
      'the other process to answer the new tax rate',
    );
    expect(await memberSettings(second)).toMatchObject({ client_name: 'Console Hoops' });
  });

  it('orders the ladder by a tie-break order changed through the other process, though its ladder is kept', async () => {
    const [first, second] = servers as [SpawnedServer, SpawnedServer];
    // Both keep the ladder (five minutes) in the documented order.
    for (const server of servers) expect(await ladder(server)).toEqual(level.byPercentage);

    await put(second, '/settings/competition', { tie_break_order: ['head_to_head'] });
    await until(
      async () => JSON.stringify(await ladder(first)) === JSON.stringify(level.byHeadToHead),
      15_000,
      'the other process to order its ladder head to head',
    );
    expect(await ladder(second)).toEqual(level.byHeadToHead);
  });

  it("follows a change staff make in SQL: the environment's value is back on both", async () => {
    await db.associationSettings.update({ where: { id: 1 }, data: { taxRate: null, clientName: null } });
    for (const server of servers)
      await until(
        async () => (await memberSettings(server)).tax_rate === 0.1,
        15_000,
        "a process to answer the environment's tax rate again",
      );
    for (const server of servers) expect((await memberSettings(server)).client_name).toBe('Env Hoops');
  });
});
