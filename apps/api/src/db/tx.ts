import type { Prisma } from '../generated/prisma/client.js';

/** The client inside `prisma.$transaction(async (tx) => ...)`: every module's writes that must commit together take one. */
export type Tx = Prisma.TransactionClient;
