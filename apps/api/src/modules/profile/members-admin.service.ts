// The console's Members area: a member's whole page and the password reset link staff send.
// The member record and its search belong to people (as do the changes only staff make to it);
// the page's other parts (teams, invoices, orders, bookings, subscriptions, audit trail) come
// from their areas' services.
import type { TMemberDetail } from '@courtside/contracts/admin';
import type { Deps } from '../../lib/deps.js';
import { AppError, notFound } from '../../lib/app-error.js';
import { listAudit, recordAudit } from '../audit/index.js';
import { listTeams } from '../teams/index.js';
import { listInvoices } from '../invoices/index.js';
import { listOrders } from '../payments/index.js';
import { myBookings } from '../booking/index.js';
import { listSubscriptions } from '../hpc/index.js';
import { sendPasswordResetLink } from '../auth/index.js';
import { rolesOf } from '../staff/index.js';
import { memberStatus } from '../people/index.js';
import { getProfile } from './profile.service.js';

/** A member's whole page: each part from the area that owns it. */
export async function memberDetail(deps: Deps, memberId: number): Promise<TMemberDetail> {
  const state = await memberStatus(deps.db, memberId);
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
    merged_from: state.mergedFrom,
    staff_roles: roles,
    teams,
    invoices: invoices.invoices,
    orders: orders.orders,
    bookings,
    subscriptions,
    audit: audit.entries,
  };
}

/** Emails the member a password reset link, as "Forgot password" does; audited. Answers the address. */
export async function sendResetLinkFor(deps: Deps, actorId: number, memberId: number): Promise<string> {
  const member = await memberStatus(deps.db, memberId);
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
