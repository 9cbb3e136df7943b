// The member both benches sign in as: a complete profile and a sport profile, for the
// signed-in pages.
import { generate } from 'otplib';
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

/** An admin with two-factor sign-in on (production requires it for the console). */
export async function seedBenchAdmin(db: Db): Promise<BenchMember & { secret: string }> {
  const username = 'benchadmin';
  const password = 'BenchSecret123';
  const secret = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
  const { id } = await db.member.create({
    data: {
      ...completeMember({
        username,
        passwordHash: await hashPassword(password),
        firstname: 'Bench',
        lastname: 'Admin',
        email: 'bench.admin@example.com',
      }),
      staffGrants: { create: [{ role: 'admin' }] },
      secondFactor: { create: { secret, enabledAt: new Date() } },
    },
    select: { id: true },
  });
  return { id, username, password, secret };
}

/** Signs the admin in and steps the session up with an authenticator code: a console token. */
export async function signInToConsole(
  base: string,
  admin: BenchMember & { secret: string },
): Promise<string> {
  const token = await signIn(base, admin);
  const res = await fetch(`${base}/api/member/second-factor/verify`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ code: await generate({ secret: admin.secret }) }),
  });
  const body = (await res.json()) as { data?: { access_token: string } };
  if (!res.ok || !body.data) throw new Error(`The bench admin's second factor failed: ${res.status}`);
  return body.data.access_token;
}
