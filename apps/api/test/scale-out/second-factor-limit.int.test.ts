// The two-factor wrong-code limit with guesses raced over two real server processes and many
// sessions on one PostgreSQL: each try is counted in the database before its code is checked
// (lib/limits.ts, second-factor.service.ts), so of any burst exactly the limit (5) is evaluated
// and every other try is refused unseen, the right code included.
import { randomBytes } from 'node:crypto';
import { generate, generateSecret } from 'otplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPrisma, type Db } from '../../src/plugins/prisma.js';
import { limitRules } from '../../src/lib/limits.js';
import { createMember } from '../factories.js';
import { spawnServer, type SpawnedServer } from '../faults/spawn-server.js';
import { createTestDatabase } from '../helpers.js';

const LIMIT = limitRules({ LOGIN_MAX_ATTEMPTS: 5, LOGIN_WINDOW_MINUTES: 15 }).secondFactor.points;
let db: Db;
let servers: SpawnedServer[] = [];

beforeAll(async () => {
  const databaseUrl = await createTestDatabase();
  db = createPrisma(databaseUrl, 2);
  // One JWT secret for both, as every deployment of several processes has.
  const JWT_SECRET = randomBytes(32).toString('hex');
  servers = await Promise.all([0, 1].map(() => spawnServer(databaseUrl, { JWT_SECRET })));
  await Promise.all(servers.map((server) => server.ready()));
}, 240_000);

afterAll(async () => {
  await Promise.all(servers.map((s) => s.cleanup()));
  await db?.$disconnect();
});

/** A member with two-factor sign-in on, and the secret their authenticator holds. */
async function enrolled() {
  const m = await createMember(db);
  const secret = generateSecret();
  await db.secondFactor.create({ data: { memberId: m.id, secret, enabledAt: new Date() } });
  return { m, secret };
}

/** Six-digit codes that are none of the ones the authenticator shows around now. */
async function wrongCodes(secret: string, count: number): Promise<string[]> {
  const now = Math.floor(Date.now() / 1000);
  const right = new Set(
    await Promise.all([-2, -1, 0, 1, 2].map((step) => generate({ secret, epoch: now + step * 30 }))),
  );
  const codes: string[] = [];
  for (let n = 100_000; codes.length < count; n += 7919) if (!right.has(String(n))) codes.push(String(n));
  return codes;
}

/** The i-th try goes to process i mod 2, from session i mod `sessions`. */
const verify = (i: number, memberId: number, sessions: number, code: string) => {
  const server = servers[i % 2]!;
  return fetch(`${server.base}/api/member/second-factor/verify`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      authorization: `Bearer ${server.tokenFor(memberId, { sid: `s${memberId}-${i % sessions}` })}`,
    },
    body: JSON.stringify({ code }),
  }).then((res) => res.status);
};

describe('the two-factor wrong-code limit across processes', () => {
  it('evaluates exactly five of 100 concurrent wrong codes and refuses the rest, then the right code', async () => {
    const { m, secret } = await enrolled();
    const codes = await wrongCodes(secret, 100);
    const statuses = await Promise.all(codes.map((code, i) => verify(i, m.id, 1, code)));
    expect(statuses.filter((s) => s === 422)).toHaveLength(LIMIT);
    expect(statuses.filter((s) => s === 429)).toHaveLength(100 - LIMIT);

    const now = Math.floor(Date.now() / 1000);
    expect(await verify(0, m.id, 1, await generate({ secret, epoch: now }))).toBe(429);
  }, 120_000);

  it('holds the limit for 300 wrong codes from ten sessions of one member', async () => {
    const { m, secret } = await enrolled();
    const codes = await wrongCodes(secret, 300);
    const statuses = await Promise.all(codes.map((code, i) => verify(i, m.id, 10, code)));
    expect(statuses.filter((s) => s === 422)).toHaveLength(LIMIT);
    expect(statuses.filter((s) => s === 429)).toHaveLength(300 - LIMIT);
  }, 120_000);
});
