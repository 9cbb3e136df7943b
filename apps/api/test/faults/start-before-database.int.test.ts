// Faults: the server starts while its database is down (a reboot, or
// compose starting both at once). It does not exit: it waits, trying again with a
// growing pause and saying so in its log, and becomes ready once the database is up.
// It opens its port only after the migrations are applied, so nothing is served from
// a half-migrated database; until then an orchestrator sees it as not ready.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startOwnPostgres, type OwnPostgres } from './own-postgres.js';
import { spawnServer, type SpawnedServer } from './spawn-server.js';
import { sleep, until } from './load.js';

let pg: OwnPostgres;
let server: SpawnedServer | undefined;

beforeAll(async () => {
  // Created (empty, not migrated) and then stopped: the server will find nobody there.
  pg = await startOwnPostgres({ migrate: false, running: false });
}, 60_000);

afterAll(async () => {
  await server?.cleanup();
  await pg?.destroy();
});

describe('the server starts before its database', () => {
  it('waits with backoff instead of exiting, then migrates and becomes ready when the database comes up', async () => {
    server = await spawnServer(pg.databaseUrl);
    const s = server;
    await until(
      async () => (s.output().match(/Waiting for the database/g) ?? []).length >= 3,
      // An upper bound, not a timing: on a busy machine loading the server alone takes tens of seconds.
      90_000,
      'three connection attempts',
    );
    expect(s.output()).toMatch(
      /Waiting for the database at 127\.0\.0\.1:\d+ \(attempt 1: ECONNREFUSED\); next try in 0\.5 s/,
    );
    expect(s.output()).toMatch(/attempt 2: ECONNREFUSED\); next try in 1 s/);
    expect(s.child.exitCode).toBeNull();
    await expect(fetch(`${s.base}/readyz`)).rejects.toThrow();

    await sleep(1_000);
    const upAt = Date.now();
    await pg.start();
    const readyIn = await s.ready();
    console.log(
      `start-before-database: ready ${readyIn} ms after the database came up (migrations included)`,
    );
    expect(s.output()).toContain('Applying database migrations...');
    expect((await fetch(`${s.base}/api/ecommerce/store/products`)).status).toBe(200);
    expect(Date.now() - upAt).toBeLessThan(90_000);

    s.child.kill('SIGTERM');
    expect(await s.exited).toEqual({ code: 0, signal: null });
  }, 240_000);
});
