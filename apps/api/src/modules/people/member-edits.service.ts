// The changes only staff make to a member's record (the console's Members area): an edit of
// named fields with an audit entry of what changed, and deactivating or reactivating.
import { LOCKED_MEMBER_FIELDS, type TMemberEdit } from '@courtside/contracts/admin';
import type { Prisma } from '../../generated/prisma/client.js';
import type { Deps } from '../../lib/deps.js';
import { AppError, notFound } from '../../lib/app-error.js';
import { nothingToAudit, recordAudit } from '../audit/index.js';
import { lockMember } from './members.service.js';

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
