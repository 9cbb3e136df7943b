// Plain SQL reads answer what Prisma answers for the same columns, straight through the
// pool or inside a transaction, whatever this process's own time zone.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestDatabase } from '../../test/helpers.js';
import { createPrisma, type Db } from '../plugins/prisma.js';
import { Prisma } from '../generated/prisma/client.js';
import { rows, sql } from './sql.js';

let db: Db;
let url = '';

beforeAll(async () => {
  // A zone far from UTC: pg on its own would read `timestamp` and `date` as local times.
  vi.stubEnv('TZ', 'Australia/Sydney');
  url = await createTestDatabase();
  db = createPrisma(url, 2);
});
afterAll(async () => {
  await db.$disconnect();
  vi.unstubAllEnvs();
});

describe('sql', () => {
  it('numbers the values and splices fragments with their own', () => {
    const inner = sql`a = ${1} AND b = ${'x'}`;
    const query = sql`SELECT ${true} WHERE ${inner} OR c = ${null}`;
    expect(query.text).toBe('SELECT $1 WHERE a = $2 AND b = $3 OR c = $4');
    expect(query.values).toEqual([true, 1, 'x', null]);
  });
});

describe('rows', () => {
  const probe = (at: Date) =>
    sql`SELECT ${at}::timestamp(3) AS at, date '2026-03-31' AS day, 12345678901::int8 AS big,
               12.50::numeric(6, 2) AS price, 7::int AS small, 'x'::text AS text, NULL::int AS nothing,
               json_build_object('day', date '2026-03-31') AS doc`;

  it('answers the same values through the pool, in a transaction and through Prisma', async () => {
    const at = new Date('2026-11-25T13:45:06.789Z');
    const [direct] = await rows<Record<string, unknown>>(db, probe(at));
    const [inTx] = await db.$transaction((tx) => rows<Record<string, unknown>>(tx, probe(at)));
    const [prisma] = await db.$queryRaw<Array<Record<string, unknown>>>`
      SELECT ${at}::timestamp(3) AS at, date '2026-03-31' AS day, 12345678901::int8 AS big,
             12.50::numeric(6, 2) AS price, 7::int AS small, 'x'::text AS text, NULL::int AS nothing,
             json_build_object('day', date '2026-03-31') AS doc`;
    expect(direct).toEqual({
      at,
      day: new Date('2026-03-31T00:00:00Z'),
      big: 12345678901n,
      price: new Prisma.Decimal('12.5'),
      small: 7,
      text: 'x',
      nothing: null,
      doc: { day: '2026-03-31' },
    });
    expect(String(direct!.price)).toBe(String(prisma!.price));
    expect({ ...direct, price: String(direct!.price) }).toEqual({ ...prisma, price: String(prisma!.price) });
    expect({ ...inTx, price: String(inTx!.price) }).toEqual({ ...prisma, price: String(prisma!.price) });
  });

  it('keeps a value out of the statement text', async () => {
    const evil = 'x\'; DROP TABLE "Member"; --';
    const [row] = await rows<{ v: string }>(db, sql`SELECT ${evil}::text AS v`);
    expect(row!.v).toBe(evil);
    const [members] = await rows<{ n: number }>(db, sql`SELECT count(*)::int AS n FROM "Member"`);
    expect(members!.n).toBeGreaterThanOrEqual(0);
  });

  it('prepares each statement once per connection, so PostgreSQL does not plan it on every request', async () => {
    const one = createPrisma(url, 1);
    try {
      const read = sql`SELECT count(*)::int AS n FROM "Member" WHERE id > ${0}`;
      await rows(one, read);
      await rows(one, read);
      const prepared = await rows<{ statement: string }>(
        one,
        sql`SELECT statement FROM pg_prepared_statements WHERE statement LIKE ${'%FROM "Member" WHERE id >%'}`,
      );
      expect(prepared.map((p) => p.statement)).toContain(read.text);
    } finally {
      await one.$disconnect();
    }
  });
});
