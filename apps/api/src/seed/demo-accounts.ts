// The demo's accounts all sign in with a password printed in the README. A live portal must
// hold none of them: a production start looks for them (server.ts) and refuses to go on.
import type { Db } from '../plugins/prisma.js';
import { verifyPassword } from '../lib/passwords.js';
import { DEMO_PASSWORD } from './demo.js';
import { DEMO_STAFF } from './staff.js';

/** Every username the demo seed gives the demo password (src/seed/demo-accounts.int.test.ts holds it to that). */
export const DEMO_USERNAMES = ['demomanager', 'demomember', ...DEMO_STAFF.map((s) => s.username)];

/**
 * The demo usernames whose account still signs in with the demo password. Cheap: only those few
 * accounts are looked up, and each hash checked once.
 */
export async function accountsWithDemoPassword(db: Db): Promise<string[]> {
  const accounts = await db.member.findMany({
    where: { usernameLower: { in: DEMO_USERNAMES } },
    select: { username: true, passwordHash: true },
    orderBy: { id: 'asc' },
  });
  const found: string[] = [];
  for (const account of accounts)
    if (await verifyPassword(account.passwordHash, DEMO_PASSWORD)) found.push(account.username ?? '');
  return found;
}
