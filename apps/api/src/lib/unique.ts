// A rule checked before a write ("that number is taken") is also a unique constraint in
// PostgreSQL, so two requests racing past the check cannot both write. The loser's violated
// constraint answers the error the check gives, never a 500.
import { Prisma } from '../generated/prisma/client.js';

/** SQLSTATE 23505 or Prisma's P2002: a unique constraint refused the row. */
export function isUniqueViolation(err: unknown): boolean {
  for (
    let e: unknown = err, depth = 0;
    e && typeof e === 'object' && depth < 5;
    e = (e as { cause?: unknown }).cause, depth += 1
  ) {
    if (e instanceof Prisma.PrismaClientKnownRequestError && e.code === 'P2002') return true;
    const o = e as { code?: unknown; originalCode?: unknown; meta?: { code?: unknown } };
    if (o.code === '23505' || o.originalCode === '23505' || o.meta?.code === '23505') return true;
  }
  return false;
}

/** The write, or `refusal()` when a unique constraint refused it. */
export async function uniqueOr<T>(write: Promise<T>, refusal: () => Error): Promise<T> {
  try {
    return await write;
  } catch (err) {
    if (isUniqueViolation(err)) throw refusal();
    throw err;
  }
}
