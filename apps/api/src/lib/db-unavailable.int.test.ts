// What counts as "the database cannot serve this now" (503, try again) rather than a bug (500),
// on errors real Prisma raises against real PostgreSQL: a transaction that outlasts its time
// (the queue of writes taking turns on a busy machine) is one; a broken query is not.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPrisma, TRANSACTION_DEFAULTS, type Db } from '../plugins/prisma.js';
import { createTestDatabase } from '../../test/helpers.js';
import { isDatabaseUnavailable } from './db-unavailable.js';

let db: Db;
beforeAll(async () => {
  db = createPrisma(await createTestDatabase(), 2);
});
afterAll(() => db?.$disconnect());

const failureOf = (work: Promise<unknown>) =>
  work.then(
    () => null,
    (err: unknown) => err,
  );

describe('the database cannot serve it now', () => {
  it('is a transaction that outlasts its time (P2028)', async () => {
    const err = await failureOf(
      db.$transaction(
        async (tx) => {
          await new Promise((resolve) => setTimeout(resolve, 300));
          return tx.$queryRaw`SELECT 1 AS one`;
        },
        { maxWait: 5_000, timeout: 50 },
      ),
    );
    expect(err).toMatchObject({ code: 'P2028' });
    expect(isDatabaseUnavailable(err)).toBe(true);
  });

  it('is not a query PostgreSQL refuses', async () => {
    const err = await failureOf(db.$queryRaw`SELECT no_such_column FROM "Member"`);
    expect(err).not.toBeNull();
    expect(isDatabaseUnavailable(err)).toBe(false);
  });

  it('gives a transaction longer than Prisma’s own 2 s and 5 s before it gives up', () => {
    expect(TRANSACTION_DEFAULTS.maxWait).toBeGreaterThan(2_000);
    expect(TRANSACTION_DEFAULTS.timeout).toBeGreaterThan(5_000);
  });
});
