// Going live: what a production start refuses (no shared secret, a published one, accounts with
// the published demo password), and whose address the sign-in limits count behind the documented
// reverse proxy. Real server processes (src/server.ts, as `pnpm start` and the image run it) on a
// real PostgreSQL; the proxy is a stand-in for nginx, which appends the address it saw to
// X-Forwarded-For.
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { parse } from 'yaml';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadEnv, SAMPLE_JWT_SECRETS } from '../../src/config/env.js';
import { hashPassword } from '../../src/lib/passwords.js';
import { createPrisma, type Db } from '../../src/plugins/prisma.js';
import { DEMO_PASSWORD } from '../../src/seed/demo.js';
import { createMember, PASSWORD } from '../factories.js';
import { createTestDatabase } from '../helpers.js';
import { until } from '../faults/load.js';
import { spawnServer, type SpawnedServer } from '../faults/spawn-server.js';

const root = path.resolve(import.meta.dirname, '../../../..');
let databaseUrl = '';
let db: Db;
const servers: SpawnedServer[] = [];

/** A production server on the test database; `''` unsets a variable spawnServer would set. */
async function start(env: Record<string, string>): Promise<SpawnedServer> {
  const server = await spawnServer(databaseUrl, env);
  servers.push(server);
  return server;
}

/** Stops the server and waits until everything it printed has been read. */
async function stop(server: SpawnedServer): Promise<void> {
  server.child.kill('SIGTERM');
  await server.exited;
  await until(async () => server.output().includes('SIGTERM: shutting down'), 10_000, 'the shutdown line');
}

beforeAll(async () => {
  databaseUrl = await createTestDatabase();
  db = createPrisma(databaseUrl, 2);
});

afterAll(async () => {
  await Promise.all(servers.map((s) => s.cleanup()));
  await db?.$disconnect();
});

/** Every JWT_SECRET value written in the repository's examples and deployment files. */
function publishedJwtSecrets(): string[] {
  const files = [
    '.env.example',
    'docker-compose.yml',
    ...fs
      .readdirSync(path.join(root, 'deploy'), { recursive: true, encoding: 'utf8' })
      .map((f) => `deploy/${f}`),
  ].filter((f) => fs.statSync(path.join(root, f)).isFile());
  return files.flatMap((f) =>
    [...fs.readFileSync(path.join(root, f), 'utf8').matchAll(/JWT_SECRET\s*[:=]\s*['"]?([^\s'"#$]+)/g)].map(
      (m) => m[1]!,
    ),
  );
}

describe('a production start', () => {
  it('refuses every JWT_SECRET published in the repository, naming the variable', () => {
    const published = publishedJwtSecrets();
    expect(published).toEqual(expect.arrayContaining(SAMPLE_JWT_SECRETS));
    for (const secret of [...published, `change-me-${'x'.repeat(40)}`])
      expect(() => loadEnv({ JWT_SECRET: secret }), secret).toThrow(
        /\n {2}JWT_SECRET: is a published sample/,
      );
  });

  it('does not start without JWT_SECRET, or with a sample one, and says which variable', async () => {
    const [missing, sample] = await Promise.all([
      start({ JWT_SECRET: '' }),
      start({ JWT_SECRET: SAMPLE_JWT_SECRETS[0]! }),
    ]);
    expect((await missing.exited).code).toBe(78);
    expect(missing.output()).toContain('JWT_SECRET: required when NODE_ENV=production');
    expect((await sample.exited).code).toBe(78);
    expect(sample.output()).toContain('JWT_SECRET: is a published sample value');
  }, 60_000);

  it('loads no demo account into an empty database, and says once that nobody is trusted with X-Forwarded-For', async () => {
    const server = await start({ SEED_DEMO: '', TRUST_PROXY: '' });
    await server.ready();
    expect(await db.member.count()).toBe(0);
    const signIn = (forwardedFor: string) =>
      fetch(`${server.base}/api/member/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': forwardedFor },
        body: JSON.stringify({ username: 'demoadmin', password: DEMO_PASSWORD }),
      });
    expect((await signIn('203.0.113.7')).status).toBe(401);
    await until(async () => server.output().includes('trusts no proxy'), 10_000, 'the warning');
    expect((await signIn('203.0.113.8')).status).toBe(401);
    await stop(server);
    expect(server.output().match(/TRUST_PROXY trusts no proxy/g)).toHaveLength(1);
  }, 120_000);

  it('refuses to start while an account signs in with the published demo password, saying what to do', async () => {
    await createMember(db, { username: 'demoadmin', passwordHash: await hashPassword(DEMO_PASSWORD) });
    const refused = await start({ SEED_DEMO: '' });
    expect((await refused.exited).code).toBe(1);
    expect(refused.output()).toContain('sign in with the demo password published in the README');
    expect(refused.output()).toContain(': demoadmin.');
    expect(refused.output()).toContain('start on an empty database');
  }, 120_000);
});

/** Listens like a reverse proxy in front of `target`, appending the address it saw to X-Forwarded-For. */
async function appendingProxy(target: number): Promise<http.Server> {
  const proxy = http.createServer((req, res) => {
    const seen = req.socket.remoteAddress ?? '';
    const written = req.headers['x-forwarded-for'];
    const upstream = http.request(
      {
        host: '127.0.0.1',
        port: target,
        method: req.method,
        path: req.url,
        headers: { ...req.headers, 'x-forwarded-for': written ? `${String(written)}, ${seen}` : seen },
      },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    req.pipe(upstream);
  });
  await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
  return proxy;
}

/** A sign-in through the proxy from the client address `from`, which writes `forged` as its own X-Forwarded-For. */
function signInVia(
  proxyPort: number,
  from: string,
  forged: string | null,
  body: { username: string; password: string },
): Promise<{ status: number; retryAfter: string | undefined }> {
  return new Promise((resolve, reject) => {
    const request = http.request(
      {
        host: '127.0.0.1',
        port: proxyPort,
        localAddress: from,
        method: 'POST',
        path: '/api/member/login',
        headers: { 'content-type': 'application/json', ...(forged ? { 'x-forwarded-for': forged } : {}) },
      },
      (answer) => {
        answer.resume();
        answer.on('end', () =>
          resolve({ status: answer.statusCode ?? 0, retryAfter: answer.headers['retry-after'] }),
        );
      },
    );
    request.on('error', reject);
    request.end(JSON.stringify(body));
  });
}

describe('behind a reverse proxy, with the TRUST_PROXY of the documented setups', () => {
  const composeFile = parse(fs.readFileSync(path.join(root, 'docker-compose.yml'), 'utf8'), {
    merge: true,
  }) as { services: Record<string, { environment?: Record<string, string> }> };
  const trustProxy = composeFile.services['app-scaled']?.environment?.TRUST_PROXY ?? '';

  it('counts failed sign-ins against the address the proxy saw, whatever the client writes', async () => {
    expect(trustProxy).toBe('1');
    const member = await createMember(db);
    // The database already holds members, so SEED_DEMO=true (a trial on purpose) loads nothing; it is warned about.
    const server = await start({ TRUST_PROXY: trustProxy, LOGIN_MAX_ATTEMPTS: '2', SEED_DEMO: 'true' });
    await server.ready();
    await until(async () => server.output().includes('SEED_DEMO=true in production'), 10_000, 'the warning');
    const proxy = await appendingProxy(server.port);
    const { port } = proxy.address() as AddressInfo;
    try {
      // One client (127.0.0.2) fails 2 x 5 = 10 times across usernames, writing a new address each time.
      for (let i = 0; i < 10; i++) {
        const answer = await signInVia(port, '127.0.0.2', `198.51.100.${i}`, {
          username: `nobody${i}`,
          password: 'Wrong1234',
        });
        expect(answer.status, `attempt ${i}`).toBe(401);
      }
      // Its address is refused now, whatever it writes, and told when to try again.
      const refused = await signInVia(port, '127.0.0.2', '198.51.100.200', {
        username: member.username!,
        password: PASSWORD,
      });
      expect(refused).toEqual({ status: 429, retryAfter: '900' });
      // Another client behind the same proxy is not.
      const other = await signInVia(port, '127.0.0.3', null, {
        username: member.username!,
        password: PASSWORD,
      });
      expect(other.status).toBe(200);
    } finally {
      await new Promise((resolve) => proxy.close(resolve));
    }
  }, 120_000);
});
