// Faults: SIGTERM under load. The real server process is stopped while
// members' requests are running: those requests complete, requests that arrive
// after the signal get 503 (or find the port closed), and the process exits 0.
//
// To know for certain which requests are "in flight", the test holds a lock on the
// Member table: every signed-in request waits on it inside the server until the test
// lets go, after the signal.
import http from 'node:http';
import net from 'node:net';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../helpers.js';
import { createMember } from '../factories.js';
import { createPrisma, type Db } from '../../src/plugins/prisma.js';
import { SHUTTING_DOWN_MESSAGE } from '../../src/plugins/shutdown.js';
import { spawnServer, type SpawnedServer } from './spawn-server.js';
import { until } from './load.js';

let server: SpawnedServer;
let db: Db;
let databaseUrl: string;

beforeAll(async () => {
  databaseUrl = await createTestDatabase();
  db = createPrisma(databaseUrl, 2);
  server = await spawnServer(databaseUrl);
  await server.ready();
}, 120_000);

afterAll(async () => {
  await server?.cleanup();
  await db?.$disconnect();
});

interface Outcome {
  startedAt: number;
  status: number | null;
  error: string | null;
}

/** One request on its own connection (no keep-alive), so each outcome is about this request only. */
function request(port: number, path: string, token: string): Promise<Outcome> {
  const startedAt = Date.now();
  return new Promise((resolve) => {
    const req = http.get(
      { host: '127.0.0.1', port, path, agent: false, headers: { authorization: `Bearer ${token}` } },
      (res) => {
        let body = '';
        res.on('data', (d: Buffer) => (body += d.toString()));
        res.on('end', () => {
          let error: string | null = null;
          if (res.statusCode !== 200) error = (JSON.parse(body) as { error?: string }).error ?? body;
          resolve({ startedAt, status: res.statusCode ?? null, error });
        });
      },
    );
    req.on('error', (err: NodeJS.ErrnoException) =>
      resolve({ startedAt, status: null, error: err.code ?? err.message }),
    );
  });
}

describe('SIGTERM under load', () => {
  it('finishes the requests in flight, answers new ones 503 shutting_down, and exits with code 0', async () => {
    const members = await Promise.all(Array.from({ length: 6 }, () => createMember(db)));
    const outcomes: Outcome[] = [];
    let signalledAt = Infinity;

    // Six members load their dashboard in a loop until the server is gone.
    const workers = members.map(async (m) => {
      for (;;) {
        const o = await request(server.port, '/api/member/user', server.tokenFor(m.id));
        outcomes.push(o);
        if (o.status === null || o.startedAt > signalledAt) return;
      }
    });
    // The load is running once every member has been answered at least once.
    await until(async () => outcomes.length >= 2 * members.length, 30_000, 'the members to be answered');

    // Hold every signed-in request inside the server, waiting on the database.
    const locker = new pg.Client({ connectionString: databaseUrl });
    await locker.connect();
    await locker.query('BEGIN');
    await locker.query('LOCK TABLE "Member" IN ACCESS EXCLUSIVE MODE');
    // A keep-alive client mid-request: its headers are not finished, so the connection is busy, not idle.
    const early = net.connect(server.port, '127.0.0.1');
    let earlyAnswer = '';
    early.on('data', (d: Buffer) => (earlyAnswer += d.toString()));
    const earlyClosed = new Promise((resolve) => early.on('close', resolve));
    await new Promise((resolve) => early.once('connect', resolve));
    early.write('GET /healthz HTTP/1.1\r\nHost: courtside.test\r\n');
    await until(
      async () => {
        const r = await locker.query(
          `SELECT count(*)::int AS n FROM pg_stat_activity WHERE wait_event_type = 'Lock' AND datname = current_database()`,
        );
        return (r.rows[0] as { n: number }).n >= members.length;
      },
      10_000,
      'every worker to be waiting inside the server',
    );
    const inFlight = outcomes.length;

    server.child.kill('SIGTERM');
    signalledAt = Date.now();
    await until(
      async () => (await request(server.port, '/healthz', '')).error === 'ECONNREFUSED',
      10_000,
      'the server to stop taking connections',
    );

    // New requests after the signal: on a connection already open, 503 in the error shape...
    early.write('\r\n');
    // ...and a new connection finds the port closed.
    const fresh = await request(server.port, '/healthz', '');
    expect(fresh).toMatchObject({ status: null, error: 'ECONNREFUSED' });

    // The early request is answered while the requests in flight still wait: let them finish.
    await until(async () => earlyAnswer.includes('\r\n\r\n{'), 10_000, 'the early request to be answered');
    await locker.query('ROLLBACK');
    await locker.end();
    await Promise.all(workers);
    await earlyClosed;

    const { code, signal } = await server.exited;
    const stoppedIn = Date.now() - signalledAt;
    console.log(
      `sigterm: ${outcomes.length} requests (${inFlight} before the lock), ${members.length} in flight at the signal; exit code ${code} after ${stoppedIn} ms`,
    );

    // Everything started before the signal was answered 200: the ones in flight were not cut.
    const before = outcomes.filter((o) => o.startedAt < signalledAt);
    expect(before.length).toBeGreaterThanOrEqual(inFlight + members.length);
    expect(before.filter((o) => o.status !== 200)).toEqual([]);
    // After it: the port is closed (no new connections) or 503 shutting_down; never a 500 or a cut.
    const after = outcomes.filter((o) => o.startedAt >= signalledAt);
    for (const o of after) expect(['ECONNREFUSED', 'shutting_down']).toContain(o.error);

    expect(earlyAnswer).toMatch(/^HTTP\/1\.1 503 /);
    expect(earlyAnswer).toMatch(/connection: close/i);
    expect(JSON.parse(earlyAnswer.slice(earlyAnswer.indexOf('\r\n\r\n') + 4))).toEqual({
      error: 'shutting_down',
      message: SHUTTING_DOWN_MESSAGE,
    });

    expect({ code, signal }, server.output()).toEqual({ code: 0, signal: null });
    expect(server.output()).toContain('SIGTERM: shutting down');
  }, 60_000);
});
