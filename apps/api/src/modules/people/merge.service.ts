// Merging two duplicate members (the console's Members area): everything that pointed at the
// duplicate points at the kept member afterwards, and the duplicate stays, deactivated, as the
// record of what was merged.
//
// Each area moves its own rows (its `moveMemberRows`, registered with member-merge.ts), since
// only the owner of a table writes it; this service runs them all in one transaction, after
// locking both members' rows in id order: two merges of the same members (even A into B and B
// into A at once) wait for each other, and the second sees the first's outcome and is refused.
// A new table that points at Member needs its module's part: merge.int.test.ts fails until it
// has one.
import { Prisma } from '../../generated/prisma/client.js';
import type { Tx } from '../../db/tx.js';
import { AppError, badRequest, notFound } from '../../lib/app-error.js';
import type { Deps } from '../../lib/deps.js';
import { forgetEndedSessions } from '../../lib/ended-sessions.js';
import { recordAudit } from '../audit/index.js';
import { memberMergeParts, type MergedRows } from './member-merge.js';
import { MEMBER_FIELDS } from './member-records.service.js';
import { lockMember } from './members.service.js';

/** What a merge did, for the console's answer (the audit entry holds the same and more). */
export interface MergeSummary {
  keptId: number;
  duplicateId: number;
  /** Per table (MergedRows' keys, every one): the duplicate's rows now the kept member's. */
  moved: Record<string, number>;
  /** Per table where any were: the duplicate's rows dropped (the kept member had the same) or deleted. */
  dropped: Record<string, number>;
  /** The kept member's fields that changed: blanks filled from the duplicate, flags and roster types added. */
  changed: string[];
}

const mergeSelect = {
  ...MEMBER_FIELDS,
  usernameLower: true,
  passwordHash: true,
  stripeCustomerId: true,
  tokenVersion: true,
  deactivatedAt: true,
  mergedIntoId: true,
} as const satisfies Prisma.MemberSelect;
type MergeRow = Prisma.MemberGetPayload<{ select: typeof mergeSelect }>;
type Field = keyof MergeRow;

/**
 * Profile fields a blank of the kept member takes from the duplicate; never overwriting. Fields
 * that only mean something together (an address, an emergency contact, bank details) are taken
 * as a group, and only when all of the kept member's group is blank, so no address is made of
 * two people's halves. The sign-in (username and password) is such a group: a kept member that
 * cannot sign in yet (a record made by a nomination) takes the duplicate's, so the person signs
 * in as before. A kept member with a username of its own keeps it, and the duplicate's username
 * stays on the deactivated duplicate (which cannot sign in), still reserved.
 */
const FILLED_GROUPS: Field[][] = [
  ['username', 'usernameLower', 'passwordHash'],
  ['middlename'],
  ['prefname'],
  ['identifyGender'],
  ['email'],
  ['mobile'],
  ['phone'],
  ['workphone'],
  ['address', 'suburb', 'postcode', 'state'],
  ['job', 'jobTitle'],
  ['school'],
  ['skills'],
  ['height'],
  ['weight'],
  ['ecFullname', 'ecMobile'],
  ['ecFullname2', 'ecMobile2'],
  ['ecMedical'],
  ['disability', 'disabilityType'],
  ['countryBirth', 'stateBirth'],
  ['aboriginal'],
  ['photoPath'],
  ['acctName', 'acctBsb', 'acctNumber'],
  ['mainSport'],
  ['skTmVal'],
  // Unique: cleared on the duplicate in the same change (below).
  ['stripeCustomerId'],
];

/** Access flags staff gave either record, and agreements the person gave on either: the kept member has them all. */
const OR_FLAGS = [
  'isEft',
  'isRef',
  'isRoster',
  'isMan',
  'isHpc',
  'nonPl',
  'skTm',
  'agreedToTerms',
  'agreedToPrivacy',
  'agreedToIndemnity',
] as const satisfies Field[];

const blank = (value: unknown) => value === null || value === '';

/** What the kept member takes from the duplicate: changed fields only, with their values before. */
function takenFrom(kept: MergeRow, duplicate: MergeRow) {
  const data: Partial<Record<Field, unknown>> = {};
  for (const group of FILLED_GROUPS)
    if (group.every((f) => blank(kept[f])) && group.some((f) => !blank(duplicate[f])))
      for (const f of group) data[f] = duplicate[f];
  for (const f of OR_FLAGS) if (!kept[f] && duplicate[f]) data[f] = true;
  const roster = [...new Set([...kept.accessRef, ...duplicate.accessRef])];
  if (roster.length > kept.accessRef.length) data.accessRef = roster;
  const before = Object.fromEntries(Object.keys(data).map((f) => [f, kept[f as Field]]));
  return { data, before };
}

/** Fields as the audit log and the answer show them: a password only as set or not, usernameLower not at all. */
const shown = (fields: Partial<Record<Field, unknown>>) =>
  Object.fromEntries(
    Object.entries(fields)
      .filter(([f]) => f !== 'usernameLower')
      .map(([f, value]) => (f === 'passwordHash' ? ['password', value ? 'set' : 'none'] : [f, value])),
  );

const TX = { maxWait: 20_000, timeout: 60_000 } as const;

/** PostgreSQL gave up on a lock cycle with a member-side write; the merge is tried again. */
function isDeadlock(err: unknown): boolean {
  if (err instanceof Prisma.PrismaClientKnownRequestError && err.code === 'P2034') return true;
  return err instanceof Error && /deadlock detected|40P01/.test(`${err.message} ${JSON.stringify(err)}`);
}

/**
 * Merges the duplicate member `fromId` into `intoId`, keeping all history of both: every row of
 * every area that pointed at the duplicate points at the kept member (collisions resolved by
 * each area, see its merge function), the kept member's blanks are filled from the duplicate,
 * and the duplicate is deactivated, marked as merged into the kept member and signed out
 * everywhere. Members merged into the duplicate earlier now point at the kept member. One audit
 * entry on the kept member records the fields before and after, the rows per table and why.
 */
export async function mergeMembers(
  deps: Deps,
  actorId: number,
  fromId: number,
  intoId: number,
  reason: string | null | undefined,
): Promise<MergeSummary> {
  if (fromId === intoId) throw badRequest('A member cannot be merged into itself.');
  for (let attempt = 1; ; attempt++) {
    try {
      return await deps.db.$transaction((tx) => merge(tx, deps.now(), actorId, fromId, intoId, reason), TX);
    } catch (err) {
      if (attempt >= 3 || !isDeadlock(err)) throw err;
    }
  }
}

async function merge(
  tx: Tx,
  now: Date,
  actorId: number,
  fromId: number,
  intoId: number,
  reason: string | null | undefined,
): Promise<MergeSummary> {
  // Always the lower id first, whichever way round the merge goes, so two merges cannot deadlock.
  for (const id of [fromId, intoId].sort((a, b) => a - b))
    if (!(await lockMember(tx, id))) throw notFound(`Member #${id}`);
  // Read after the locks: a merge that waited sees what the one before it did.
  const duplicate = await tx.member.findUniqueOrThrow({ where: { id: fromId }, select: mergeSelect });
  const kept = await tx.member.findUniqueOrThrow({ where: { id: intoId }, select: mergeSelect });
  if (duplicate.mergedIntoId !== null)
    throw new AppError(
      'conflict',
      `Member #${fromId} was already merged into member #${duplicate.mergedIntoId}.`,
    );
  if (kept.mergedIntoId !== null)
    throw new AppError(
      'conflict',
      `Member #${intoId} was merged into member #${kept.mergedIntoId}: merge into that member instead.`,
    );
  if (kept.deactivatedAt !== null)
    throw new AppError('conflict', `Member #${intoId} is deactivated: merge into an active member.`);

  const rows: MergedRows = {};
  for (const area of memberMergeParts()) Object.assign(rows, await area(tx, fromId, intoId));
  rows.EndedSession = { moved: 0, dropped: await forgetEndedSessions(tx, fromId) };
  const earlier = await tx.member.updateMany({
    where: { mergedIntoId: fromId },
    data: { mergedIntoId: intoId },
  });
  rows['Member.mergedIntoId'] = { moved: earlier.count, dropped: 0 };

  const taken = takenFrom(kept, duplicate);
  // Unique columns the kept member takes are let go by the duplicate first.
  const release = {
    ...('usernameLower' in taken.data && { username: null, usernameLower: null }),
    ...('stripeCustomerId' in taken.data && { stripeCustomerId: null }),
  };
  const duplicateAfter = {
    deactivatedAt: duplicate.deactivatedAt ?? now,
    mergedIntoId: intoId,
    tokenVersion: duplicate.tokenVersion + 1,
    ...release,
  };
  await tx.member.update({ where: { id: fromId }, data: duplicateAfter });
  await tx.member.update({ where: { id: intoId }, data: taken.data as Prisma.MemberUncheckedUpdateInput });

  const changed = Object.keys(shown(taken.data));
  const duplicateBefore = Object.fromEntries(
    Object.keys(duplicateAfter).map((f) => [f, duplicate[f as Field]]),
  );
  await recordAudit(tx, {
    actorId,
    action: 'member.merge',
    entity: 'Member',
    entityId: intoId,
    before: { kept: shown(taken.before), duplicate: { id: fromId, ...shown(duplicateBefore) } },
    after: { kept: shown(taken.data), duplicate: { id: fromId, ...shown(duplicateAfter) }, rows },
    reason,
  });
  const tables = Object.entries(rows);
  return {
    keptId: intoId,
    duplicateId: fromId,
    moved: Object.fromEntries(tables.map(([table, n]) => [table, n.moved])),
    dropped: Object.fromEntries(
      tables.filter(([, n]) => n.dropped > 0).map(([table, n]) => [table, n.dropped]),
    ),
    changed,
  };
}
