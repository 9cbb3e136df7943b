// Staff roles held by members. `admin` reaches every console area and alone grants roles; the
// other roles reach their own areas (STAFF_AREAS). Roles are read fresh on every console request,
// so a role taken away stops working at once, in every process.
import { STAFF_ROLES, type TStaffMember, type TStaffRole } from '@courtside/contracts/admin';
import type { Deps } from '../../lib/deps.js';
import type { Tx } from '../../db/tx.js';
import { AppError, notFound } from '../../lib/app-error.js';
import { rows, sql } from '../../lib/sql.js';
import { recordAudit } from '../audit/index.js';
import {
  accountByUsername,
  endAllSessions,
  hasSignIn,
  lockMember,
  memberSummaries,
} from '../people/index.js';
import { queueMail, sendQueuedMail } from '../../lib/mail-outbox.js';
import { renderEmail, secondFactorReset } from '../../emails/index.js';

/**
 * What the staff pages ask of two-factor sign-in (modules/second-factor, beside staff, not below
 * it): who has it on, and removing a member's factor. app.ts hands it over at start-up.
 */
export interface SecondFactors {
  enabledAmong(db: Deps['db'] | Tx, memberIds: number[]): Promise<Set<number>>;
  removeFactor(tx: Tx, memberId: number): Promise<boolean>;
}

let secondFactors: SecondFactors | null = null;

export function useSecondFactors(factors: SecondFactors): void {
  secondFactors = factors;
}

function factors(): SecondFactors {
  if (!secondFactors) throw new Error('No two-factor sign-in: app.ts registers it at start-up.');
  return secondFactors;
}

const byRoleOrder = (a: TStaffRole, b: TStaffRole) => STAFF_ROLES.indexOf(a) - STAFF_ROLES.indexOf(b);

/** The member's staff roles (plain SQL: read by every console request, lib/sql.ts). */
export async function rolesOf(db: Deps['db'] | Tx, memberId: number): Promise<TStaffRole[]> {
  const found = await rows<{ role: TStaffRole }>(
    db,
    sql`SELECT role::text AS role FROM "StaffGrant" WHERE "memberId" = ${memberId}`,
  );
  return found.map((r) => r.role).sort(byRoleOrder);
}

/** Whether roles reach a route that needs any of `needed` (an admin reaches every route). */
export const reaches = (held: TStaffRole[], needed: readonly TStaffRole[]) =>
  held.includes('admin') || held.some((r) => needed.includes(r));

/** Staff members as the console lists them: the member's own details come from profile. */
async function staffMembers(db: Deps['db'] | Tx, memberIds: number[]): Promise<TStaffMember[]> {
  if (memberIds.length === 0) return [];
  const [grants, people, withFactor] = await Promise.all([
    rows<{ memberId: number; role: TStaffRole }>(
      db,
      sql`SELECT "memberId", role::text AS role FROM "StaffGrant" WHERE "memberId" = ANY(${memberIds}::int[])`,
    ),
    memberSummaries(db, memberIds),
    factors().enabledAmong(db, memberIds),
  ]);
  return people.map((m) => ({
    mid: m.id,
    username: m.username ?? '',
    fullname: `${m.firstname} ${m.lastname}`,
    email: m.email ?? '',
    roles: grants
      .filter((g) => g.memberId === m.id)
      .map((g) => g.role)
      .sort(byRoleOrder),
    second_factor: withFactor.has(m.id),
  }));
}

/** Everyone holding a staff role, by name. */
export async function listStaff(deps: Deps): Promise<TStaffMember[]> {
  const ids = await rows<{ memberId: number }>(deps.db, sql`SELECT DISTINCT "memberId" FROM "StaffGrant"`);
  return staffMembers(
    deps.db,
    ids.map((r) => r.memberId),
  );
}

/** A role is given only to someone who can sign in to use it. */
const NO_SIGN_IN =
  'This member has no sign-in (no username and password), so they could not use a staff role. Ask them to register an account first.';

/**
 * Gives the member exactly `roles` (none: no longer staff), with an audit entry of the roles
 * before and after. A new role needs a member who can sign in (taking roles away never does).
 * The member's row is locked for the change, so two admins changing one
 * member at once leave one's answer whole, and the second's audit entry starts from the first's. An admin cannot take their own admin role away: the
 * association would be left without anyone able to grant it back.
 */
export async function setRoles(
  deps: Deps,
  actorId: number,
  memberId: number,
  roles: TStaffRole[],
  reason: string | undefined,
): Promise<TStaffMember> {
  const wanted = [...new Set(roles)].sort(byRoleOrder);
  if (actorId === memberId && !wanted.includes('admin'))
    throw new AppError('validation_failed', 'You cannot take away your own admin role.', {
      roles: ['Ask another admin to change your roles.'],
    });
  return deps.db.$transaction(async (tx) => {
    // The member's row lock orders two admins changing one member: the second sees the first's roles.
    if (!(await lockMember(tx, memberId))) throw notFound('Member');
    const before = await rolesOf(tx, memberId);
    if (wanted.some((r) => !before.includes(r)) && !(await hasSignIn(tx, memberId)))
      throw new AppError('validation_failed', NO_SIGN_IN, { mid: [NO_SIGN_IN] });
    await tx.staffGrant.deleteMany({ where: { memberId, role: { notIn: wanted } } });
    await tx.staffGrant.createMany({
      data: wanted
        .filter((r) => !before.includes(r))
        .map((role) => ({ memberId, role, grantedById: actorId })),
    });
    await recordAudit(tx, {
      actorId,
      action: 'staff.roles',
      entity: 'Member',
      entityId: memberId,
      before: { roles: before },
      after: { roles: wanted },
      reason,
    });
    const [changed] = await staffMembers(tx, [memberId]);
    return changed!;
  });
}

/** Where mail about a member's account comes from and links to. */
export interface AccountMailSender {
  clientName: string;
  publicUrl: string;
}

/**
 * In the caller's transaction: removes the member's authenticator and recovery codes, ends their
 * sessions (an authenticator the owner did not enrol must not keep a session open) and queues a
 * mail telling the owner. Null when they had none; else the queued mail's id (null: no address).
 */
export async function removeSecondFactorOf(
  tx: Tx,
  memberId: number,
  sender: AccountMailSender,
): Promise<{ mailId: number | null } | null> {
  if (!(await factors().removeFactor(tx, memberId))) return null;
  await endAllSessions(tx, memberId);
  const [m] = await memberSummaries(tx, [memberId]);
  if (!m?.email) return { mailId: null };
  const login = `${sender.publicUrl}/login`;
  const mailId = await queueMail(tx, {
    to: m.email,
    ...(await renderEmail(secondFactorReset, {
      association: sender.clientName,
      firstname: m.firstname,
      username: m.username,
      loginUrl: login,
    })),
  });
  return { mailId };
}

/**
 * An admin resets another member's second factor (their phone is lost, or someone else enrolled
 * it): audited, and the owner is emailed. Their own they turn off on their profile page.
 */
export async function resetSecondFactor(
  deps: Deps,
  actorId: number,
  memberId: number,
  reason: string | undefined,
): Promise<TStaffMember> {
  if (actorId === memberId)
    throw new AppError(
      'validation_failed',
      'Turn your own two-factor sign-in off on your profile page, or ask another admin.',
    );
  const sender = { clientName: deps.settings.current().clientName, publicUrl: deps.publicUrl };
  const { changed, mailId } = await deps.db.$transaction(async (tx) => {
    if (!(await lockMember(tx, memberId))) throw notFound('Member');
    const removed = await removeSecondFactorOf(tx, memberId, sender);
    if (!removed) throw new AppError('conflict', 'This member does not have two-factor sign-in on.');
    await recordAudit(tx, {
      actorId,
      action: 'staff.second_factor_reset',
      entity: 'Member',
      entityId: memberId,
      before: { second_factor: true },
      after: { second_factor: false },
      reason,
    });
    const [member] = await staffMembers(tx, [memberId]);
    return { changed: member!, mailId: removed.mailId };
  });
  if (mailId !== null) await sendQueuedMail(deps, [mailId]);
  return changed;
}

/**
 * An admin lifts a member's sign-in lock-out (too many wrong passwords or two-factor codes):
 * audited with how many counters were still in force. Answers that count.
 */
export async function clearSignInLock(
  deps: Deps,
  actorId: number,
  username: string,
  reason: string | undefined,
): Promise<number> {
  const account = await accountByUsername(deps.db, username);
  if (!account?.username) throw notFound('Member');
  const cleared = await deps.limits.clearSignIn(account.username, account.id);
  await deps.db.$transaction((tx) =>
    recordAudit(tx, {
      actorId,
      action: 'member.sign_in_unlocked',
      entity: 'Member',
      entityId: account.id,
      after: { counters_cleared: cleared },
      reason,
    }),
  );
  return cleared;
}
