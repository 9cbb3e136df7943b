// The audit log: every console write records who made it, when, on which record, the fields
// before and after, and the reason the screen asked for. Entries are only ever added (a trigger
// refuses UPDATE, DELETE and TRUNCATE of "AuditEntry"), in the same transaction as the change,
// so a change is never kept without its entry nor an entry without its change.
import type { TAuditEntry, TAuditFilters, TAuditPage, TAuditQuery } from '@courtside/contracts/admin';
import type { Prisma } from '../../generated/prisma/client.js';
import type { Tx } from '../../db/tx.js';
import type { Deps } from '../../lib/deps.js';
import { likeLiteral } from '../../lib/sql.js';
import { markAudited } from './audit-watch.js';

export interface AuditInput {
  actorId: number;
  /** What was done, `area.verb`: `staff.roles`. */
  action: string;
  entity: string;
  entityId: number | string;
  before?: unknown;
  after?: unknown;
  reason?: string | null;
}

/** Fields whose values are secrets (a voucher's PIN, a password hash, a token): logged masked. */
const SECRET_FIELDS = new Set([
  'pin',
  'pinddmm',
  'passwordhash',
  'secret',
  'totpsecret',
  'token',
  'recoverycodes',
]);
export const MASKED = '••••';

/**
 * JSON as PostgreSQL keeps it: dates as ISO text, undefined fields dropped, and secrets masked
 * (the log is read by every admin and exported as CSV).
 */
const asJson = (value: unknown): Prisma.InputJsonValue | undefined =>
  value === undefined || value === null
    ? undefined
    : (JSON.parse(JSON.stringify(value), (key, v: unknown) =>
        v !== null && v !== undefined && SECRET_FIELDS.has(key.replaceAll('_', '').toLowerCase())
          ? MASKED
          : v,
      ) as Prisma.InputJsonValue);

/**
 * A console write that changed nothing (nothing asked, already so, a replayed request): it owes
 * no audit entry, and says so to the watch over console writes (audit-watch.ts).
 */
export function nothingToAudit(): void {
  markAudited();
}

export async function recordAudit(tx: Tx, entry: AuditInput): Promise<void> {
  markAudited();
  await tx.auditEntry.create({
    data: {
      actorId: entry.actorId,
      action: entry.action,
      entity: entry.entity,
      entityId: String(entry.entityId),
      before: asJson(entry.before),
      after: asJson(entry.after),
      reason: entry.reason?.trim() || null,
    },
  });
}

const DEFAULT_PAGE_SIZE = 25;
/** Rows read at a time for the CSV export, so a long log never sits in memory whole. */
const EXPORT_BATCH = 1000;

function whereOf(query: TAuditFilters): Prisma.AuditEntryWhereInput {
  return {
    ...(query.actor_id !== undefined && { actorId: query.actor_id }),
    ...(query.action && { action: query.action }),
    ...(query.entity && { entity: query.entity }),
    ...(query.entity_id && { entityId: query.entity_id }),
    ...(query.q && { reason: { contains: likeLiteral(query.q), mode: 'insensitive' as const } }),
  };
}

type AuditRow = Awaited<ReturnType<Deps['db']['auditEntry']['findMany']>>[number];

/** Members' names by id: the member record's owner (people) answers, handed over by app.ts at start-up. */
export type MemberNames = (
  db: Deps['db'],
  ids: number[],
) => Promise<Map<number, { firstname: string; lastname: string }>>;

let memberNames: MemberNames | null = null;

/** Lets the audit log name its actors without importing the module above it that owns members. */
export function useMemberNames(names: MemberNames): void {
  memberNames = names;
}

/** Entries as the console shows them, with the actor's name from people. */
async function toEntries(deps: Deps, entries: AuditRow[]): Promise<TAuditEntry[]> {
  if (!memberNames) throw new Error('No reader of member names: app.ts registers one at start-up.');
  const names = await memberNames(deps.db, [...new Set(entries.map((e) => e.actorId))]);
  return entries.map((e) => {
    const actor = names.get(e.actorId);
    return {
      id: e.id,
      at: e.at.toISOString(),
      actor_id: e.actorId,
      actor: actor ? `${actor.firstname} ${actor.lastname}` : `Member #${e.actorId}`,
      action: e.action,
      entity: e.entity,
      entity_id: e.entityId,
      before: e.before ?? null,
      after: e.after ?? null,
      reason: e.reason,
    };
  });
}

/** A page of entries, newest first unless asked oldest first, filtered by the server. */
export async function listAudit(deps: Deps, query: TAuditQuery): Promise<TAuditPage> {
  const page = query.page ?? 0;
  const pageSize = query.page_size ?? DEFAULT_PAGE_SIZE;
  const where = whereOf(query);
  const [entries, total] = await Promise.all([
    deps.db.auditEntry.findMany({
      where,
      // Ids grow with time (entries are only ever added), and the id is unique: a stable order.
      orderBy: { id: query.order ?? 'desc' },
      skip: page * pageSize,
      take: pageSize,
    }),
    deps.db.auditEntry.count({ where }),
  ]);
  return { entries: await toEntries(deps, entries), total, page, page_size: pageSize };
}

/** Every entry the filters keep, in the asked order, read in batches (the CSV export). */
export async function* allAudit(deps: Deps, query: TAuditFilters): AsyncGenerator<TAuditEntry> {
  const order = query.order ?? 'desc';
  let after: number | undefined;
  for (;;) {
    const batch = await deps.db.auditEntry.findMany({
      where: {
        ...whereOf(query),
        ...(after !== undefined && { id: order === 'desc' ? { lt: after } : { gt: after } }),
      },
      orderBy: { id: order },
      take: EXPORT_BATCH,
    });
    yield* await toEntries(deps, batch);
    if (batch.length < EXPORT_BATCH) return;
    after = batch[batch.length - 1]!.id;
  }
}
