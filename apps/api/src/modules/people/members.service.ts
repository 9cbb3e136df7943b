// The member record (the Member table) as other areas read and change it: lookups by id, names
// and contacts for lists and mail, row locks that serialise one member's changes across areas,
// and the few fields other areas keep on the member (calendar address, Stripe customer, roster
// types). Only this module touches the table; everyone else asks here.
import { randomBytes } from 'node:crypto';
import type { Prisma } from '../../generated/prisma/client.js';
import type { Tx } from '../../db/tx.js';
import type { Deps } from '../../lib/deps.js';
import type { PersonKey } from '../../lib/person-lookup.js';
import { rows, sql } from '../../lib/sql.js';

type Db = Deps['db'] | Tx;

/**
 * The secret of the member's calendar subscription address, made on first ask; `renew` makes a
 * new one, and the old address stops answering.
 */
export async function calendarToken(db: Db, memberId: number, renew = false): Promise<string> {
  if (!renew) {
    const held = await db.member.findUnique({ where: { id: memberId }, select: { calendarToken: true } });
    if (held?.calendarToken) return held.calendarToken;
  }
  const token = randomBytes(24).toString('base64url');
  // Two first asks at once: the second keeps the first's token.
  const set = await db.member.updateMany({
    where: { id: memberId, ...(renew ? {} : { calendarToken: null }) },
    data: { calendarToken: token },
  });
  if (set.count === 1) return token;
  return (await db.member.findUniqueOrThrow({ where: { id: memberId }, select: { calendarToken: true } }))
    .calendarToken!;
}

/** The member a calendar address belongs to, while they can sign in (not deactivated or merged). */
export async function memberOfCalendarToken(db: Db, token: string): Promise<number | null> {
  const member = await db.member.findFirst({
    where: { calendarToken: token, deactivatedAt: null, mergedIntoId: null },
    select: { id: true },
  });
  return member?.id ?? null;
}

/**
 * Locks the member's row for the transaction, serialising one member's changes across areas (a
 * subscription, an availability save); false when there is no such member.
 */
export async function lockMember(tx: Tx, memberId: number): Promise<boolean> {
  const found = await tx.$queryRaw<unknown[]>`SELECT id FROM "Member" WHERE id = ${memberId} FOR UPDATE`;
  return found.length === 1;
}

/** Locks these members' rows in id order (so two callers never wait on each other); how many exist. */
export async function lockMembers(tx: Tx, memberIds: number[]): Promise<number> {
  if (memberIds.length === 0) return 0;
  const found = await tx.$queryRaw<unknown[]>`
    SELECT id FROM "Member" WHERE id = ANY(${memberIds}::int[]) ORDER BY id FOR UPDATE`;
  return found.length;
}

/**
 * A member staff put on an event roster (roster-admin.service.ts): names and whether they hold
 * is_roster and are still a member (not deactivated or merged); null for no such member. Held
 * FOR SHARE until the caller's transaction ends, so a merge moving their shifts waits for it.
 */
export async function rosterMemberForShare(tx: Tx, memberId: number) {
  const [member] = await tx.$queryRaw<
    Array<{ id: number; firstname: string; prefname: string | null; lastname: string; rostered: boolean }>
  >`SELECT id, firstname, prefname, lastname,
           ("isRoster" AND "deactivatedAt" IS NULL AND "mergedIntoId" IS NULL) AS rostered
      FROM "Member" WHERE id = ${memberId} FOR SHARE`;
  return member ?? null;
}

/** Members' usernames, names and emails by id, by last name (the console's lists). */
export function memberSummaries(db: Db | Tx, ids: number[]) {
  return rows<{
    id: number;
    username: string | null;
    firstname: string;
    lastname: string;
    email: string | null;
  }>(
    db,
    sql`SELECT id, username, firstname, lastname, email FROM "Member" WHERE id = ANY(${ids}::int[])
         ORDER BY lastname, firstname, id`,
  );
}

/** Members' names and dates of birth by id (the Active & Creative Kids claim lists the child). */
export async function memberBirthdays(
  db: Db | Tx,
  ids: number[],
): Promise<Map<number, { firstname: string; lastname: string; dob: Date }>> {
  const found = await db.member.findMany({
    where: { id: { in: ids } },
    select: { id: true, firstname: true, lastname: true, dob: true },
  });
  return new Map(found.map(({ id, ...m }) => [id, m]));
}

/** Members' names, dates of birth and genders by id (who a division is for). */
export async function memberPlayerFacts(
  db: Db | Tx,
  ids: number[],
): Promise<Map<number, { firstname: string; lastname: string; dob: Date; gender: 'male' | 'female' }>> {
  const found = await db.member.findMany({
    where: { id: { in: ids } },
    select: { id: true, firstname: true, lastname: true, dob: true, gender: true },
  });
  return new Map(found.map(({ id, ...m }) => [id, m]));
}

/** Who a message or a gateway customer is for; null for an unknown member. */
export function memberContact(db: Db, memberId: number) {
  return db.member.findUnique({
    where: { id: memberId },
    select: { id: true, email: true, firstname: true, lastname: true, stripeCustomerId: true },
  });
}

/** Keeps the member's Stripe customer, unless one was kept meanwhile (the first one wins). */
export async function rememberStripeCustomer(db: Db, memberId: number, customerId: string): Promise<void> {
  await db.member.updateMany({
    where: { id: memberId, stripeCustomerId: null },
    data: { stripeCustomerId: customerId },
  });
}

/** What other areas decide by: date of birth (voucher PINs), the HPC flag (HPC prices), sk_tm (nomination fee). */
export function memberFacts(db: Db, memberId: number) {
  return db.member.findUnique({ where: { id: memberId }, select: { dob: true, isHpc: true, skTm: true } });
}

/** Creates the record of a person who has no account yet (a nominated player, manager or coach). */
export async function createMemberRecord(tx: Tx, data: Prisma.MemberCreateInput): Promise<number> {
  return (await tx.member.create({ data, select: { id: true } })).id;
}

/** Who a member is: names and date of birth (matching a person to a record). */
export function memberIdentity(db: Db, memberId: number) {
  return db.member.findUnique({
    where: { id: memberId },
    select: { id: true, firstname: true, lastname: true, dob: true },
  });
}

/** Members' names by id (plain SQL: the invoice and payment lists read it, lib/sql.ts). */
export async function memberNames(
  db: Db,
  ids: number[],
): Promise<Map<number, { firstname: string; lastname: string }>> {
  const found = await rows<{ id: number; firstname: string; lastname: string }>(
    db,
    sql`SELECT id, firstname, lastname FROM "Member" WHERE id = ANY(${ids}::int[])`,
  );
  return new Map(found.map((m) => [m.id, { firstname: m.firstname, lastname: m.lastname }]));
}

/** Members' names and email addresses by id (the console's lists; mail to managers). */
export async function memberContacts(
  db: Db | Tx,
  ids: number[],
): Promise<Map<number, { firstname: string; lastname: string; email: string | null }>> {
  const found = await db.member.findMany({
    where: { id: { in: ids } },
    select: { id: true, firstname: true, lastname: true, email: true },
  });
  return new Map(found.map((m) => [m.id, m]));
}

/** Members with the referee flag (or given as `ids`) and the roster types they hold, by last name. */
export function officialMembers(db: Db | Tx, ids?: number[]) {
  return db.member.findMany({
    where: ids ? { id: { in: ids } } : { isRef: true, deactivatedAt: null, mergedIntoId: null },
    select: { id: true, firstname: true, lastname: true, email: true, isRef: true, accessRef: true },
    orderBy: [{ lastname: 'asc' }, { firstname: 'asc' }, { id: 'asc' }],
  });
}

/** How many members hold a roster type. */
export function holdersOfRosterType(db: Db | Tx, name: string): Promise<number> {
  return db.member.count({ where: { accessRef: { has: name } } });
}

/** How many members hold each roster type, in one pass. */
export async function holdersByRosterType(db: Db | Tx): Promise<Map<string, number>> {
  const found = await rows<{ type: string; holders: number }>(
    db,
    sql`SELECT t AS type, count(*)::int AS holders FROM "Member", unnest("accessRef") AS t GROUP BY t`,
  );
  return new Map(found.map((r) => [r.type, r.holders]));
}

/**
 * Grants a member exactly these roster types; the referee flag follows (on with any type, off
 * with none). The row is locked first; null for an unknown member.
 */
export async function setOfficialAccess(tx: Tx, memberId: number, types: string[]) {
  if (!(await lockMember(tx, memberId))) return null;
  const before = await tx.member.findUniqueOrThrow({
    where: { id: memberId },
    select: { isRef: true, accessRef: true },
  });
  await tx.member.update({ where: { id: memberId }, data: { accessRef: types, isRef: types.length > 0 } });
  return before;
}

// Messages to members (modules/messages).

/**
 * Who a message to members can reach, by id: name, address and the two choices a message honours.
 * Deactivated and merged members are left out (they no longer use the portal).
 */
export function messageContacts(db: Db | Tx, ids: number[]) {
  return db.member.findMany({
    where: { id: { in: ids }, deactivatedAt: null, mergedIntoId: null },
    select: {
      id: true,
      firstname: true,
      prefname: true,
      lastname: true,
      email: true,
      subscribedToNewsletter: true,
      subscribedToComm: true,
    },
    orderBy: [{ lastname: 'asc' }, { firstname: 'asc' }, { id: 'asc' }],
  });
}

/** The ids of members who are officials (is_ref), those given one roster type when named. */
export async function officialIds(db: Db | Tx, rosterType?: string): Promise<number[]> {
  const found = await db.member.findMany({
    where: { isRef: true, ...(rosterType ? { accessRef: { has: rosterType } } : {}) },
    select: { id: true },
  });
  return found.map((m) => m.id);
}

/** The roster types officials are given (access_ref), by name. */
export async function officialRosterTypes(db: Db | Tx): Promise<string[]> {
  const found = await rows<{ type: string }>(
    db,
    sql`SELECT DISTINCT unnest("accessRef") AS type FROM "Member" WHERE "isRef" ORDER BY type`,
  );
  return found.map((r) => r.type);
}

/**
 * Turns off one of a member's mail choices (a message's one-click unsubscribe): `newsletter` is
 * subscribed_to_newsletter, `competition` subscribed_to_comm. A link sent before a merge turns it
 * off for the member kept as well. False for an unknown member.
 */
export async function unsubscribeMember(
  db: Db,
  memberId: number,
  kind: 'newsletter' | 'competition',
): Promise<boolean> {
  const member = await db.member.findUnique({ where: { id: memberId }, select: { mergedIntoId: true } });
  if (!member) return false;
  const data = kind === 'newsletter' ? { subscribedToNewsletter: false } : { subscribedToComm: false };
  const ids = member.mergedIntoId ? [memberId, member.mergedIntoId] : [memberId];
  await db.member.updateMany({ where: { id: { in: ids } }, data });
  return true;
}

/** The member's access flags and roster types (the member-area guards, lib/access.ts); null for no such member. */
export function memberAccess(db: Db, memberId: number) {
  return db.member.findUnique({
    where: { id: memberId },
    select: { id: true, accessRef: true, isRef: true, isRoster: true, isMan: true, isHpc: true, isEft: true },
  });
}

/**
 * The oldest member record of this person (the one the association knows; never a merged
 * duplicate), or null. `withAccount`: only members who can sign in. Names compare as
 * lib/person-lookup.ts says (trimmed and lower-cased, never as a LIKE pattern).
 */
export async function findMemberIdByPerson(
  db: Db,
  person: PersonKey,
  options: { withAccount?: boolean } = {},
): Promise<number | null> {
  const found = await db.$queryRaw<Array<{ id: number }>>`
    SELECT id FROM "Member"
    WHERE lower(btrim("lastname")) = lower(btrim(${person.lastname})) AND lower(btrim("firstname")) = lower(btrim(${person.firstname}))
      AND "dob" = ${person.dob}::date AND (${options.withAccount === true} = false OR "usernameLower" IS NOT NULL)
      AND "mergedIntoId" IS NULL
    ORDER BY id ASC LIMIT 1`;
  return found[0]?.id ?? null;
}
