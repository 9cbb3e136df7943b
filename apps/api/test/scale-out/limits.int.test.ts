// The sign-in limit with two real server processes on one PostgreSQL: the
// attempts are counted in the database (lib/limits.ts), so guesses spread over both processes
// add up, and a process started afresh still knows them. Kept in each process's memory, each
// would allow LOGIN_MAX_ATTEMPTS of its own (six failures below instead of three).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPrisma, type Db } from '../../src/plugins/prisma.js';
import { createMember } from '../factories.js';
import { spawnServer, type SpawnedServer } from '../faults/spawn-server.js';
import { createTestDatabase } from '../helpers.js';

const SETTINGS = { LOGIN_MAX_ATTEMPTS: '3', TRUST_PROXY: '1' };
let databaseUrl = '';
let db: Db;
let servers: SpawnedServer[] = [];

beforeAll(async () => {
  databaseUrl = await createTestDatabase();
  db = createPrisma(databaseUrl, 2);
  servers = await Promise.all([0, 1].map(() => spawnServer(databaseUrl, SETTINGS)));
  await Promise.all(servers.map((server) => server.ready()));
}, 240_000);

afterAll(async () => {
  await Promise.all(servers.map((s) => s.cleanup()));
  await db?.$disconnect();
});

const guess = (server: SpawnedServer, username: string, password: string) =>
  fetch(`${server.base}/api/member/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': '10.88.0.1' },
    body: JSON.stringify({ username, password }),
  });

describe('the sign-in limit across processes', () => {
  it('counts guesses made through both processes together, and still after a restart', async () => {
    const m = await createMember(db);
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, i) => guess(servers[i % 2]!, m.username!, `Guess${i}xx`)),
    );
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s === 401)).toHaveLength(3);
    expect(statuses.filter((s) => s === 429)).toHaveLength(9);

    // A fresh process (a deploy, a crash) refuses the next guess too.
    await servers[0]!.cleanup();
    servers[0] = await spawnServer(databaseUrl, SETTINGS);
    await servers[0].ready();
    expect((await guess(servers[0], m.username!, 'Another1xx')).status).toBe(429);
  }, 120_000);
});
