// Staff roles held by members. `admin` reaches every console area and alone grants roles; the
// other roles reach their own areas (STAFF_AREAS). Roles are read fresh on every console request,
// so a role taken away stops working at once, in every process.
import { STAFF_ROLES, type TStaffMember, type TStaffRole } from '@courtside/contracts/admin';
import type { Deps } from '../../lib/deps.js';
import type { Tx } from '../../db/tx.js';
import { AppError, notFound } from '../../lib/app-error.js';
import { rows, sql } from '../../lib/sql.js';
import { recordAudit } from '../audit/audit.service.js';
import { lockMember, memberSummaries } from '../profile/profile.service.js';

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
  const [grants, people] = await Promise.all([
    rows<{ memberId: number; role: TStaffRole }>(
      db,
      sql`SELECT "memberId", role::text AS role FROM "StaffGrant" WHERE "memberId" = ANY(${memberIds}::int[])`,
    ),
    memberSummaries(db, memberIds),
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

/**
 * Gives the member exactly `roles` (none: no longer staff), with an audit entry of the roles
 * before and after. The member's row is locked for the change, so two admins changing one
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
