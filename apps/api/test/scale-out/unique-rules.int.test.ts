// Rules checked before a write that PostgreSQL also holds: a voucher number, a booking type's
// slug, a category's name among its siblings, and a season's time slots on one floor. The same
// request sent at once through two real server processes writes one row; every other answer is
// the 422 the check gives when the requests come one after another, never a 500.
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPrisma, type Db } from '../../src/plugins/prisma.js';
import { createSeason } from '../competition-factory.js';
import { createMember } from '../factories.js';
import { spawnServer, type SpawnedServer } from '../faults/spawn-server.js';
import { createTestDatabase } from '../helpers.js';

const RACERS = 20;
let db: Db;
let servers: SpawnedServer[] = [];
let adminId = 0;

beforeAll(async () => {
  const databaseUrl = await createTestDatabase();
  db = createPrisma(databaseUrl, 2);
  adminId = (await createMember(db, { staffGrants: { create: [{ role: 'admin' }] } })).id;
  const JWT_SECRET = randomBytes(32).toString('hex');
  servers = await Promise.all([0, 1].map(() => spawnServer(databaseUrl, { JWT_SECRET })));
  await Promise.all(servers.map((server) => server.ready()));
}, 240_000);

afterAll(async () => {
  await Promise.all(servers.map((s) => s.cleanup()));
  await db?.$disconnect();
});

/** The same console request RACERS times at once, the i-th through process i mod 2. */
async function race(path: string, body: Record<string, unknown>) {
  // Each process answers a first request of this kind before the race (its code paths warm), so
  // the racers meet in the check-then-write window rather than queue behind a cold start.
  await Promise.all(
    servers.map((server) =>
      fetch(`${server.base}/api/admin${path}`, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${server.tokenFor(adminId, { mfa: true })}`,
          'content-type': 'application/json',
        },
        body: '{}',
      }),
    ),
  );
  const answers = await Promise.all(
    Array.from({ length: RACERS }, async (_, i) => {
      const server = servers[i % 2]!;
      const res = await fetch(`${server.base}/api/admin${path}`, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${server.tokenFor(adminId, { mfa: true })}`,
          'content-type': 'application/json',
        },
        body: JSON.stringify(body),
      });
      return { status: res.status, body: (await res.json()) as { errors?: Record<string, string[]> } };
    }),
  );
  const byStatus = answers.reduce<Record<number, number>>(
    (n, a) => ({ ...n, [a.status]: (n[a.status] ?? 0) + 1 }),
    {},
  );
  expect(byStatus).toEqual({ 201: 1, 422: RACERS - 1 });
  return answers.filter((a) => a.status === 422).map((a) => a.body.errors);
}

describe('unique rules under a race across two processes', () => {
  it('makes one voucher of a number', async () => {
    const refusals = await race('/vouchers', {
      number: 'RACE01',
      method: 'fixed',
      value: 500,
      pin_ddmm: '0101',
      single_use: true,
    });
    for (const errors of refusals)
      expect(errors).toEqual({ number: ['A voucher with this number already exists'] });
    expect(await db.voucher.count({ where: { number: 'RACE01' } })).toBe(1);
  });

  it('makes one booking type of a slug', async () => {
    const refusals = await race('/booking-types', { name: 'Race night', slug: 'race-night' });
    for (const errors of refusals) expect(Object.keys(errors ?? {})).toEqual(['slug']);
    expect(await db.bookingType.count({ where: { slug: 'race-night' } })).toBe(1);
  });

  it('makes one category of a name among its siblings, whatever the case', async () => {
    const refusals = await race('/store/categories', { name: 'Race Gear' });
    for (const errors of refusals)
      expect(errors?.name).toEqual(['A category with this name is already there']);
    expect(await db.productCategory.count({ where: { name: 'Race Gear' } })).toBe(1);
  });

  it('keeps one time slot of a court and time in a season', async () => {
    const venue = await db.venue.create({ data: { name: 'Race Stadium', state: 'NSW' } });
    const court = await db.court.create({ data: { name: 'Court 1', venueId: venue.id, sortOrder: 0 } });
    const season = await createSeason(db, { startDate: new Date('2027-04-03T00:00:00Z') });
    const refusals = await race(`/seasons/${season.id}/draw/slots`, {
      venue_id: venue.id,
      weekday: 6,
      start_times: ['09:00'],
      game_minutes: 50,
      court_ids: [court.id],
    });
    for (const errors of refusals) expect(Object.keys(errors ?? {})).toEqual(['start_times']);
    expect(await db.drawSlotTemplate.count({ where: { seasonId: season.id } })).toBe(1);
  });
});
