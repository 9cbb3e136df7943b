// Faults: the database is stopped for 10 s while members use the portal.
// Requests in that window fail fast with 503 and a clear message, the server comes
// back by itself when the database returns, and no order is left half written.
// The test has a PostgreSQL of its own, which it stops and starts.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/app.js';
import { loadEnv } from '../../src/config/env.js';
import { createPrisma, type Db } from '../../src/plugins/prisma.js';
import { DATABASE_UNAVAILABLE_MESSAGE } from '../../src/lib/db-unavailable.js';
import { createMember } from '../factories.js';
import { VISA } from '../money-factories.js';
import { cartLine, createStoreProduct } from '../store-factories.js';
import { startMailCatcher, type MailCatcher } from '../mail-catcher.js';
import { startOwnPostgres, type OwnPostgres } from './own-postgres.js';
import { CLIENT_TIMEOUT_MS, shoot, sleep, startLoad, until, type RequestPlan, type Shot } from './load.js';

const OUTAGE_MS = 10_000;

let pg: OwnPostgres;
let app: FastifyInstance;
let db: Db;
let mail: MailCatcher;
let base: string;
let dataDir: string;

beforeAll(async () => {
  pg = await startOwnPostgres();
  mail = await startMailCatcher();
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'courtside-fault-data-'));
  const env = loadEnv({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    SMTP_URL: mail.url,
    LOG_LEVEL: 'silent',
    TIME_ZONE: 'Australia/Sydney',
  });
  app = await buildApp({
    env,
    databaseUrl: pg.databaseUrl,
    jwtSecret: randomBytes(32).toString('hex'),
    webDist: null,
    logger: false,
  });
  await app.listen({ host: '127.0.0.1', port: 0 });
  base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  db = createPrisma(pg.databaseUrl, 2);
}, 120_000);

afterAll(async () => {
  // Closing also proves no database connection was left checked out by the outage (it would hang).
  await app?.close();
  await db?.$disconnect();
  await mail?.close();
  await pg?.destroy();
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
});

describe('the database stops for 10 s during a load run', () => {
  it('answers 503 database_unavailable fast while it is down, recovers by itself, and leaves no order half written', async () => {
    const singlet = await createStoreProduct(db, {
      name: 'Association Singlet',
      priceCents: 5_500,
      noAttendee: true,
      quantity: 100_000,
    });
    const members = await Promise.all(Array.from({ length: 4 }, () => createMember(db)));
    const bearer = (i: number) => ({
      authorization: `Bearer ${app.jwt.sign({ sub: String(members[i % members.length]!.id), tv: 0 })}`,
    });
    let key = 0;
    const plans: RequestPlan[] = [
      { name: 'dashboard', path: '/api/member/user', headers: bearer(0) },
      {
        name: 'checkout',
        path: '/api/ecommerce/store/payshoppingcart',
        method: 'POST',
        headers: bearer(1),
        body: () => ({
          shoppingCart: [cartLine(singlet, 1)],
          attendees: [],
          assign: [],
          couponCart: null,
          donationCart: [],
          cardData: VISA,
          idempotencyKey: `outage-${++key}`,
        }),
      },
      { name: 'products', path: '/api/ecommerce/store/products' },
      { name: 'healthz', path: '/healthz' },
      { name: 'readyz', path: '/readyz' },
      { name: 'dashboard', path: '/api/member/user', headers: bearer(2) },
    ];

    const load = startLoad(base, plans, 6);
    // Every kind of request answered before the database goes.
    await until(
      async () => plans.every((p) => load.shots.some((s) => s.name === p.name && s.status === 200)),
      30_000,
      'every kind of request to be answered',
    );
    const stoppedAt = Date.now();
    await pg.stop();
    const downAt = Date.now();
    await sleep(OUTAGE_MS);
    await pg.start();
    const upAt = Date.now();
    // The server needs no restart: its pool opens fresh connections on the next request.
    const recoveredIn = await until(
      async () =>
        (await shoot(base, plans[0]!)).status === 200 &&
        (await shoot(base, { name: 'readyz', path: '/readyz' })).status === 200,
      10_000,
      'the server to answer again',
    );
    // Load again after the recovery: more than ten requests started once it answered again.
    await until(
      async () => load.shots.filter((s) => s.startedAt > upAt + recoveredIn).length > 2 * plans.length,
      30_000,
      'requests after the recovery',
    );
    const shots = await load.stop();

    const before = shots.filter((s) => s.startedAt + s.ms < stoppedAt);
    const during = shots.filter((s) => s.startedAt >= downAt && s.startedAt + s.ms < upAt);
    const after = shots.filter((s) => s.startedAt > upAt + recoveredIn);
    const summary = (list: Shot[]) =>
      list.reduce<Record<string, number>>(
        (acc, s) => (
          (acc[`${s.name} ${s.status ?? s.error}`] = (acc[`${s.name} ${s.status ?? s.error}`] ?? 0) + 1),
          acc
        ),
        {},
      );
    console.log(
      `outage: ${shots.length} requests; before ${JSON.stringify(summary(before))}; during ${JSON.stringify(summary(during))}; after ${JSON.stringify(summary(after))}; recovered ${recoveredIn} ms after the database returned`,
    );

    // Never a 500 or a dropped connection, whatever the moment.
    expect(shots.filter((s) => s.status === null || s.status >= 500).filter((s) => s.status !== 503)).toEqual(
      [],
    );
    expect(before.length).toBeGreaterThan(0);
    expect(before.filter((s) => s.status !== 200)).toEqual([]);

    // While the database is down: the process stays up, and every request that needs the database
    // answers 503 in the error shape, quickly.
    const needDb = during.filter((s) => s.name !== 'healthz');
    expect(needDb.length).toBeGreaterThan(50);
    for (const s of needDb) {
      expect({ name: s.name, status: s.status, error: s.error }).toEqual({
        name: s.name,
        status: 503,
        error: 'database_unavailable',
      });
      if (s.name !== 'readyz') expect(s.message).toBe(DATABASE_UNAVAILABLE_MESSAGE);
    }
    const slowest = Math.max(...needDb.map((s) => s.ms));
    console.log(`outage: slowest 503 took ${slowest} ms (client timeout ${CLIENT_TIMEOUT_MS} ms)`);
    expect(slowest).toBeLessThan(CLIENT_TIMEOUT_MS / 2);
    expect(during.filter((s) => s.name === 'healthz').every((s) => s.status === 200)).toBe(true);

    // Back by itself, with every kind of request working again.
    expect(after.length).toBeGreaterThan(10);
    expect(after.filter((s) => s.status !== 200)).toEqual([]);

    // The connection pool came back whole: a burst wider than the pool (10) is served.
    const burst = await Promise.all(Array.from({ length: 30 }, (_, i) => shoot(base, plans[i % 2]!)));
    expect(burst.filter((s) => s.status !== 200)).toEqual([]);

    // No order half written: each has its line; a paid order has its successful payment for the
    // total; an unpaid one has none; stock counts exactly the paid singlets.
    const orders = await db.order.findMany({
      where: { memberId: members[1]!.id },
      select: {
        id: true,
        paid: true,
        totalCents: true,
        lines: { select: { quantity: true } },
        payments: { select: { amountCents: true, status: true } },
      },
    });
    const paidCheckouts = [...shots, ...burst].filter(
      (s) => s.name === 'checkout' && s.status === 200,
    ).length;
    expect(orders.length).toBeGreaterThanOrEqual(paidCheckouts);
    for (const o of orders) {
      expect(o.lines).toEqual([{ quantity: 1 }]);
      if (o.paid) expect(o.payments).toEqual([{ amountCents: o.totalCents, status: 'succeeded' }]);
      else expect(o.payments.filter((p) => p.status === 'succeeded')).toEqual([]);
    }
    const paidOrders = orders.filter((o) => o.paid).length;
    expect(paidOrders).toBe(paidCheckouts);
    expect(
      (await db.product.findUniqueOrThrow({ where: { id: singlet.id }, select: { booked: true } })).booked,
    ).toBe(paidOrders);
  }, 90_000);
});
