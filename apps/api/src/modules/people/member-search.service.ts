// Finding members among many: the console's member search and lookup, and the member ids other
// areas' searches by member use (the console's orders and invoices, a message's recipients).
import type {
  TMemberLookupRow,
  TMemberRow,
  TMemberSearchPage,
  TMemberSearchQuery,
} from '@courtside/contracts/admin';
import type { Deps } from '../../lib/deps.js';
import { likeLiteral, rows, sql, type SqlQuery } from '../../lib/sql.js';

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
