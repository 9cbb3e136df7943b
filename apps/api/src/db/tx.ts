import type { Prisma } from '../generated/prisma/client.js';

/** The client inside `prisma.$transaction(async (tx) => ...)`: every module's writes that must commit together take one. */
export type Tx = Prisma.TransactionClient;

/**
 * How long an interactive transaction may wait for a connection and then run: the ones that call
 * the payment gateway inside need the time, and on a busy machine requests queue behind a row lock.
 * One setting for every module, so a transaction is never cut short in one place and not another.
 */
export const TX_OPTIONS = { maxWait: 30_000, timeout: 120_000 } as const;
