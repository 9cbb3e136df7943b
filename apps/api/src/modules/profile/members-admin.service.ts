// The console's Members area: finding a member among many, their whole page, and the changes
// only staff make. The member record belongs to this module; the page's other parts (teams,
// invoices, orders, bookings, subscriptions, audit trail) come from their areas' services.
import {
  LOCKED_MEMBER_FIELDS,
  type TMemberDetail,
  type TMemberEdit,
  type TMemberLookupRow,
  type TMemberRow,
  type TMemberSearchPage,
  type TMemberSearchQuery,
} from '@courtside/contracts/admin';
import type { Prisma } from '../../generated/prisma/client.js';
import type { Deps } from '../../lib/deps.js';
import { AppError, notFound } from '../../lib/app-error.js';
import { likeLiteral, rows, sql, type SqlQuery } from '../../lib/sql.js';
import { listAudit, nothingToAudit, recordAudit } from '../audit/audit.service.js';
import { listTeams } from '../teams/teams.service.js';
import { listInvoices } from '../invoices/invoices.service.js';
import { listOrders } from '../payments/receipts.service.js';
import { myBookings } from '../booking/booking-calendar.service.js';
import { listSubscriptions } from '../hpc/subscriptions.service.js';
import { sendPasswordResetLink } from '../auth/auth.service.js';
import { rolesOf } from '../staff/staff.service.js';
import { getProfile, lockMember } from './profile.service.js';

const DEFAULT_PAGE_SIZE = 25;
/** More words than this add little to a search and only lengthen the statement. */
const MAX_WORDS = 5;

const ORDER: Record<NonNullable<TMemberSearchQuery['sort']>, SqlQuery> = {
  name: sql`m.lastname, m.firstname, m.id`,
  '-name': sql`m.lastname DESC, m.firstname DESC, m.id DESC`,
  mid: sql`m.id`,
  '-mid': sql`m.id DESC`,
  created: sql`m."createdAt", m.id`,
  '-created': sql`m."createdAt" DESC, m.id DESC`,
};

const STATUS: Record<NonNullable<TMemberSearchQuery['status']>, SqlQuery> = {
  active: sql`m."deactivatedAt" IS NULL`,
  deactivated: sql`m."deactivatedAt" IS NOT NULL`,
  all: sql`TRUE`,
};

/** A LIKE pattern matching `word` anywhere, its own % _ and \ taken literally. */
const containing = (word: string) => `%${likeLiteral(word)}%`;

/** The query as a member id, when it is one (digits only). */
const memberIdIn = (q: string | undefined) => (/^\d{1,9}$/.test((q ?? '').trim()) ? Number(q!.trim()) : null);

const wordsOf = (q: string | undefined) =>
  (q ?? '').toLowerCase().split(/\s+/).filter(Boolean).slice(0, MAX_WORDS);

/**
 * Each word must appear in the member's search text (names, username, email, mobile digits:
 * the function courtside_member_search, which the trigram index is built on), or the query is
 * the member id. The words' LIKEs are what the GIN trigram index answers.
 */
function matching(q: string | undefined): SqlQuery {
  const words = wordsOf(q);
  if (words.length === 0) return sql`TRUE`;
  const text = sql`courtside_member_search(m.firstname, m.lastname, m.prefname, m.username, m.email, m.mobile)`;
  let all = sql`${text} LIKE ${containing(words[0]!)}`;
  for (const word of words.slice(1)) all = sql`${all} AND ${text} LIKE ${containing(word)}`;
  const asId = memberIdIn(q);
  return asId === null ? sql`(${all})` : sql`((${all}) OR m.id = ${asId})`;
}

interface MemberRowData {
  id: number;
  username: string | null;
  firstname: string;
  lastname: string;
  prefname: string | null;
  dob: Date;
  email: string | null;
  mobile: string | null;
  deactivatedAt: Date | null;
  mergedIntoId: number | null;
}

/** A search is counted up to this many members; past it the console asks for more words. */
export const COUNT_CAP = 1000;

/**
 * The ids of members (any status) the words match as the member search matches them, up to
 * `limit`; `capped` when more match. Other areas' searches by member (the console's orders) use it.
 */
export async function memberIdsMatching(
  deps: Deps,
  q: string,
  limit = COUNT_CAP,
): Promise<{ ids: number[]; capped: boolean }> {
  const found = await rows<{ id: number }>(
    deps.db,
    sql`SELECT m.id FROM "Member" m WHERE ${matching(q)} ORDER BY m.id LIMIT ${limit + 1}`,
    { planEachTime: true },
  );
  return { ids: found.slice(0, limit).map((m) => m.id), capped: found.length > limit };
}

/** The search's two statements: one page of members, and how many match (up to the cap). */
export function memberSearchStatements(query: TMemberSearchQuery) {
  const page = query.page ?? 0;
  const pageSize = query.page_size ?? DEFAULT_PAGE_SIZE;
  const where = sql`${STATUS[query.status ?? 'active']} AND ${matching(query.q)}`;
  return {
    page,
    pageSize,
    rows: sql`SELECT m.id, m.username, m.firstname, m.lastname, m.prefname, m.dob, m.email, m.mobile,
                     m."deactivatedAt", m."mergedIntoId"
                FROM "Member" m WHERE ${where}
               ORDER BY ${ORDER[query.sort ?? 'name']} LIMIT ${pageSize} OFFSET ${page * pageSize}`,
    // Counted up to one past the cap: a broad search ('a', '04') matches a third of the members,
    // and counting them all took 300 ms at 150,000 members where the page itself takes 1 ms.
    count: sql`SELECT count(*)::int AS total
                 FROM (SELECT 1 FROM "Member" m WHERE ${where} LIMIT ${COUNT_CAP + 1}) found`,
    countSettings: countSettings(query.q),
  };
}

/**
 * How the count is planned. A sequential scan that stops at the cap costs what lies before the
 * cap's last match, and PostgreSQL starts it where the previous scan of the table stopped
 * (synchronized scans): at 150,000 members one count in twenty started in a stretch without
 * matches and read most of the table (320 ms, the scale bench). When every word can be looked
 * up in the trigram index (three letters or digits), the count reads the index; shorter words
 * cannot use it and match so many members that a scan from the table's start stops early.
 */
function countSettings(q: string | undefined): Record<string, 'on' | 'off'> {
  const words = wordsOf(q);
  const indexable = words.length > 0 && words.every((word) => /[a-z0-9]{3}/.test(word));
  return { synchronize_seqscans: 'off', ...(indexable && { enable_seqscan: 'off' as const }) };
}

export async function searchMembers(deps: Deps, query: TMemberSearchQuery): Promise<TMemberSearchPage> {
  const statements = memberSearchStatements(query);
  const [found, [counted]] = await Promise.all([
    // Planned for its words each time: 'a' and 'jack thompson' want different plans.
    rows<MemberRowData>(deps.db, statements.rows, { planEachTime: true }),
    rows<{ total: number }>(deps.db, statements.count, {
      planEachTime: true,
      settings: statements.countSettings,
    }),
  ]);
  const members: TMemberRow[] = found.map((m) => ({
    mid: m.id,
    username: m.username,
    firstname: m.firstname,
    lastname: m.lastname,
    prefname: m.prefname,
    dob: m.dob.toISOString().slice(0, 10),
    email: m.email,
    mobile: m.mobile,
    deactivated: m.deactivatedAt !== null,
    merged_into: m.mergedIntoId,
  }));
  const total = counted?.total ?? 0;
  return {
    members,
    total: Math.min(total, COUNT_CAP),
    total_capped: total > COUNT_CAP,
    page: statements.page,
    page_size: statements.pageSize,
  };
}

/** How many members a lookup answers: enough to pick from, few enough to list. */
const LOOKUP_LIMIT = 10;

/**
 * The active members whose names hold every word (or whose member id is the query), up to 10 by
 * name: for any staff role to pick a member. The words are looked up in the search index and then
 * held to the names alone, so a lookup never tells who owns an email address or a mobile.
 */
export async function lookupMembers(deps: Deps, q: string): Promise<TMemberLookupRow[]> {
  const words = wordsOf(q);
  if (words.length === 0) return [];
  const names = sql`courtside_member_search(m.firstname, m.lastname, m.prefname, NULL, NULL, NULL)`;
  let onNames = sql`${names} LIKE ${containing(words[0]!)}`;
  for (const word of words.slice(1)) onNames = sql`${onNames} AND ${names} LIKE ${containing(word)}`;
  const asId = memberIdIn(q);
  const found = await rows<Pick<MemberRowData, 'id' | 'firstname' | 'lastname' | 'prefname' | 'dob'>>(
    deps.db,
    sql`SELECT m.id, m.firstname, m.lastname, m.prefname, m.dob FROM "Member" m
         WHERE ${STATUS.active} AND ${matching(q)} AND (${onNames} OR m.id = ${asId ?? 0})
         ORDER BY ${ORDER.name} LIMIT ${LOOKUP_LIMIT}`,
    { planEachTime: true },
  );
  return found.map((m) => ({
    mid: m.id,
    firstname: m.firstname,
    lastname: m.lastname,
    prefname: m.prefname,
    dob: m.dob.toISOString().slice(0, 10),
  }));
}

/** A member's whole page: each part from the area that owns it. */
export async function memberDetail(deps: Deps, memberId: number): Promise<TMemberDetail> {
  const state = await deps.db.member.findUnique({
    where: { id: memberId },
    select: {
      deactivatedAt: true,
      mergedIntoId: true,
      mergedFrom: { select: { id: true }, orderBy: { id: 'asc' } },
    },
  });
  if (!state) throw notFound('Member');
  const [profile, roles, teams, invoices, orders, bookings, subscriptions, audit] = await Promise.all([
    getProfile(deps, memberId),
    rolesOf(deps.db, memberId),
    listTeams(deps, memberId),
    listInvoices(deps, memberId),
    listOrders(deps, memberId),
    myBookings(deps, memberId),
    listSubscriptions(deps, memberId),
    listAudit(deps, { entity: 'Member', entity_id: String(memberId), page_size: 100 }),
  ]);
  return {
    profile,
    deactivated_at: state.deactivatedAt?.toISOString() ?? null,
    merged_into: state.mergedIntoId,
    merged_from: state.mergedFrom.map((m) => m.id),
    staff_roles: roles,
    teams,
    invoices: invoices.invoices,
    orders: orders.orders,
    bookings,
    subscriptions,
    audit: audit.entries,
  };
}

/** Console field names and the Member columns they write. */
const COLUMNS = {
  firstname: 'firstname',
  lastname: 'lastname',
  middlename: 'middlename',
  prefname: 'prefname',
  dob: 'dob',
  gender: 'gender',
  email: 'email',
  mobile: 'mobile',
  phone: 'phone',
  address: 'address',
  suburb: 'suburb',
  postcode: 'postcode',
  state: 'state',
  ec_fullname: 'ecFullname',
  ec_mobile: 'ecMobile',
  ec_medical: 'ecMedical',
  is_eft: 'isEft',
  is_ref: 'isRef',
  is_roster: 'isRoster',
  is_man: 'isMan',
  is_hpc: 'isHpc',
  non_pl: 'nonPl',
  sk_tm: 'skTm',
  sk_tm_val: 'skTmVal',
  access_ref: 'accessRef',
} as const satisfies Record<Exclude<keyof TMemberEdit, 'reason'>, keyof Prisma.MemberUncheckedUpdateInput>;
type Column = (typeof COLUMNS)[keyof typeof COLUMNS];
const FIELDS = Object.keys(COLUMNS) as Array<keyof typeof COLUMNS>;

const REASON_NEEDED = 'Say why: names, birthday, gender and access flags change only with a reason.';

/** A value as the audit log and the comparison see it (dates as YYYY-MM-DD, lists sorted). */
function comparable(value: unknown): unknown {
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if (Array.isArray(value)) return [...(value as string[])].sort();
  return value ?? null;
}

function toColumn(field: keyof typeof COLUMNS, value: unknown): unknown {
  if (field === 'dob') return new Date(`${value as string}T00:00:00Z`);
  if (field === 'email' && typeof value === 'string') return value.trim().toLowerCase();
  if (field === 'access_ref') return [...new Set(value as string[])];
  if (typeof value === 'string') return value.trim() === '' && field !== 'firstname' ? null : value.trim();
  return value;
}

/**
 * Changes what staff asked for and nothing else, under the member's row lock, with an audit
 * entry of just the fields that changed (before and after). Fields members cannot change
 * themselves need a reason; an edit that changes nothing writes nothing.
 */
export async function editMember(
  deps: Deps,
  actorId: number,
  memberId: number,
  edit: TMemberEdit,
): Promise<void> {
  const asked = FIELDS.filter((f) => edit[f] !== undefined);
  const reason = edit.reason?.trim() || null;
  await deps.db.$transaction(async (tx) => {
    if (!(await lockMember(tx, memberId))) throw notFound('Member');
    // Nothing asked (every field of the body was unknown): nothing to change or audit.
    if (asked.length === 0) return nothingToAudit();
    const current = (await tx.member.findUniqueOrThrow({
      where: { id: memberId },
      select: Object.fromEntries(asked.map((f) => [COLUMNS[f], true])),
    })) as Partial<Record<Column, unknown>>;
    const before: Record<string, unknown> = {};
    const after: Record<string, unknown> = {};
    const data: Record<string, unknown> = {};
    for (const field of asked) {
      const next = toColumn(field, edit[field]);
      const was = comparable(current[COLUMNS[field]]);
      if (JSON.stringify(was) === JSON.stringify(comparable(next))) continue;
      before[field] = was;
      after[field] = comparable(next);
      data[COLUMNS[field]] = next;
    }
    const changed = Object.keys(after);
    if (changed.length === 0) return nothingToAudit();
    if (!reason && changed.some((f) => (LOCKED_MEMBER_FIELDS as readonly string[]).includes(f)))
      throw new AppError('validation_failed', REASON_NEEDED, { reason: [REASON_NEEDED] });
    await tx.member.update({ where: { id: memberId }, data });
    await recordAudit(tx, {
      actorId,
      action: 'member.edit',
      entity: 'Member',
      entityId: memberId,
      before,
      after,
      reason,
    });
  });
}

/** Emails the member a password reset link, as "Forgot password" does; audited. Answers the address. */
export async function sendResetLinkFor(deps: Deps, actorId: number, memberId: number): Promise<string> {
  const member = await deps.db.member.findUnique({
    where: { id: memberId },
    select: { username: true, email: true, deactivatedAt: true },
  });
  if (!member) throw notFound('Member');
  if (member.deactivatedAt)
    throw new AppError('conflict', 'This member is deactivated: reactivate them first.');
  if (!member.username || !member.email)
    throw new AppError('conflict', 'This member has no account with an email address to send a link to.');
  await sendPasswordResetLink(deps, member.username);
  await deps.db.$transaction((tx) =>
    recordAudit(tx, {
      actorId,
      action: 'member.reset_link',
      entity: 'Member',
      entityId: memberId,
      after: { email: member.email },
    }),
  );
  return member.email;
}

/**
 * Deactivated members cannot sign in (their sessions end at once) and are left out of the
 * search by default; everything they did stays. Reactivating lets them sign in again.
 */
export async function setActive(
  deps: Deps,
  actorId: number,
  memberId: number,
  active: boolean,
  reason: string,
): Promise<void> {
  if (!active && actorId === memberId)
    throw new AppError('validation_failed', 'You cannot deactivate yourself.', {
      mid: ['Ask another admin.'],
    });
  await deps.db.$transaction(async (tx) => {
    if (!(await lockMember(tx, memberId))) throw notFound('Member');
    const member = await tx.member.findUniqueOrThrow({
      where: { id: memberId },
      select: { deactivatedAt: true, mergedIntoId: true },
    });
    if (member.mergedIntoId !== null)
      throw new AppError('conflict', `This member was merged into member #${member.mergedIntoId}.`);
    if ((member.deactivatedAt === null) === active) return nothingToAudit();
    const deactivatedAt = active ? null : deps.now();
    await tx.member.update({
      where: { id: memberId },
      data: { deactivatedAt, ...(!active && { tokenVersion: { increment: 1 } }) },
    });
    await recordAudit(tx, {
      actorId,
      action: active ? 'member.reactivate' : 'member.deactivate',
      entity: 'Member',
      entityId: memberId,
      before: { deactivated_at: member.deactivatedAt?.toISOString() ?? null },
      after: { deactivated_at: deactivatedAt?.toISOString() ?? null },
      reason,
    });
  });
}
