// The member both benches sign in as: a complete profile and a sport profile, for the
// signed-in pages.
import type { Db } from '../src/plugins/prisma.js';
import { hashPassword } from '../src/lib/passwords.js';
import { completeMember } from '../src/seed/complete-member.js';

export interface BenchMember {
  id: number;
  username: string;
  password: string;
}

export async function seedBenchMember(db: Db): Promise<BenchMember> {
  const username = 'benchmember';
  const password = 'BenchSecret123';
  const { id } = await db.member.create({
    data: {
      ...completeMember({
        username,
        passwordHash: await hashPassword(password),
        firstname: 'Bench',
        lastname: 'Member',
        email: 'bench.member@example.com',
      }),
      sportProfiles: {
        create: [{ sport: 'basketball', expiryDate: new Date(Date.now() + 200 * 86_400_000) }],
      },
    },
    select: { id: true },
  });
  return { id, username, password };
}

/** Signs in through the API, as the web app does, and answers the session token. */
export async function signIn(base: string, member: { username: string; password: string }): Promise<string> {
  const res = await fetch(`${base}/api/member/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: member.username, password: member.password }),
  });
  const body = (await res.json()) as { access_token?: string };
  if (!res.ok || !body.access_token)
    throw new Error(`Sign-in of the bench member failed: ${res.status} ${JSON.stringify(body)}`);
  return body.access_token;
}
