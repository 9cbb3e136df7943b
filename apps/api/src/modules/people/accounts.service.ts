// Member accounts for the sign-in area: credentials, session versions and usernames. The
// member record belongs to this module; auth asks here instead of reading it.
import type { Prisma } from '../../generated/prisma/client.js';
import type { Tx } from '../../db/tx.js';
import type { Deps } from '../../lib/deps.js';
import { sql, type SqlQuery } from '../../lib/sql.js';

type Db = Deps['db'] | Tx;

/** The credentials of the account with this exact username (usernames are case sensitive at sign-in); none once deactivated. */
export function credentialsOf(db: Db, username: string) {
  return db.member.findFirst({
    where: { username, deactivatedAt: null },
    select: { id: true, passwordHash: true, tokenVersion: true },
  });
}

/** Ends the sessions of the given version: a stale token (an older version) changes nothing. */
export async function endSessions(db: Db, memberId: number, tokenVersion: number): Promise<void> {
  await db.member.updateMany({
    where: { id: memberId, tokenVersion },
    data: { tokenVersion: { increment: 1 } },
  });
}

/** Ends every session of the member, whatever its version (an admin reset their second factor). */
export async function endAllSessions(db: Db, memberId: number): Promise<void> {
  await db.member.update({ where: { id: memberId }, data: { tokenVersion: { increment: 1 } } });
}

/** Usernames in use that start with `prefix` (lower-cased), for building a free one. */
export async function usernamesStartingWith(db: Db, prefix: string): Promise<Set<string | null>> {
  const taken = await db.member.findMany({
    where: { usernameLower: { startsWith: prefix } },
    select: { usernameLower: true },
  });
  return new Set(taken.map((m) => m.usernameLower));
}

/** The username of an active member (null: none yet), or null when there is no such active member. */
export function usernameOf(db: Db, memberId: number) {
  return db.member.findFirst({ where: { id: memberId, deactivatedAt: null }, select: { username: true } });
}

/** Whether the member can sign in: they have both a username and a password. */
export async function hasSignIn(db: Db, memberId: number): Promise<boolean> {
  const m = await db.member.findUnique({
    where: { id: memberId },
    select: { username: true, passwordHash: true },
  });
  return Boolean(m?.username && m.passwordHash);
}

/**
 * Gives a member without a username this one and answers the username the member now has (theirs,
 * if they got one meanwhile). A username taken by someone else throws Prisma's unique violation.
 */
export async function giveUsername(db: Db, memberId: number, username: string): Promise<string | null> {
  await db.member.updateMany({
    where: { id: memberId, username: null },
    data: { username, usernameLower: username.toLowerCase() },
  });
  const now = await db.member.findUnique({ where: { id: memberId }, select: { username: true } });
  return now?.username ?? null;
}

/** Whether a username is taken, compared without case. */
export async function usernameTaken(db: Db, username: string): Promise<boolean> {
  const found = await db.member.findUnique({
    where: { usernameLower: username.toLowerCase() },
    select: { id: true },
  });
  return found !== null;
}

/** Creates the member record of a new account. */
export function createAccount(tx: Tx, data: Prisma.MemberUncheckedCreateInput) {
  return tx.member.create({ data, select: { id: true, tokenVersion: true } });
}

/** The active accounts registered with an email address (at most 20), oldest first. */
export function accountsWithEmail(db: Db, email: string) {
  return db.member.findMany({
    where: { email: email.toLowerCase(), username: { not: null }, deactivatedAt: null },
    select: { username: true, firstname: true, lastname: true },
    orderBy: { id: 'asc' },
    take: 20,
  });
}

/** The active account with this username, compared without case, and where to write to its owner. */
export function accountByUsername(db: Db, username: string) {
  return db.member.findFirst({
    where: { usernameLower: username.toLowerCase(), deactivatedAt: null },
    select: { id: true, email: true, firstname: true, username: true },
  });
}

/** Sets a new password; it ends every existing session. */
export function setPassword(tx: Tx, memberId: number, passwordHash: string) {
  return tx.member.update({
    where: { id: memberId },
    data: { passwordHash, tokenVersion: { increment: 1 } },
    select: { id: true, tokenVersion: true },
  });
}

/**
 * The statement answering the token version of an active member (no row for a deactivated or
 * unknown one): the sign-in check runs it as a subquery of its one statement per request.
 */
export function activeTokenVersion(memberId: number): SqlQuery {
  return sql`SELECT m."tokenVersion" FROM "Member" m WHERE m.id = ${memberId} AND m."deactivatedAt" IS NULL`;
}
