// The console's staff and their roles (API /api/admin/staff). Console contracts are a subpath of
// their own (`@courtside/contracts/admin`) so no public or member page bundles them.
import { z } from 'zod/mini';
import { STAFF_ROLES, ZStaffRole, type TStaffRole } from '../common/staff-roles.js';

/** Staff areas: `admin` reaches every area and alone grants roles. */
export { STAFF_ROLES, ZStaffRole, type TStaffRole };

/** What each role reaches, for the console's navigation and its help text. */
export const STAFF_AREAS: Record<TStaffRole, string> = {
  admin: 'Everything, and granting staff roles',
  competition: 'Seasons, nominations, draw, results, officials, noticeboard',
  finance: 'Invoices, payments, refunds, vouchers, reports',
  facilities: 'Venues, courts, bookings, store, high performance centre',
};

/** GET /api/admin/me: who is signed in to the console. */
export const ZStaffSelf = z.object({
  mid: z.number(),
  fullname: z.string(),
  roles: z.array(ZStaffRole),
  /** Whether this session was signed in with a second factor. */
  second_factor: z.boolean(),
});
export type TStaffSelf = z.infer<typeof ZStaffSelf>;

export const ZStaffMember = z.object({
  mid: z.number(),
  username: z.string(),
  fullname: z.string(),
  email: z.string(),
  roles: z.array(ZStaffRole),
  /** Whether they have two-factor sign-in on (an admin can reset it when the phone is lost). */
  second_factor: z.boolean(),
});
export type TStaffMember = z.infer<typeof ZStaffMember>;

export const ZStaffList = z.object({ data: z.object({ staff: z.array(ZStaffMember) }) });

/** PUT /api/admin/staff/:mid: the member's roles, all of them (none: no longer staff). */
export const ZStaffRolesUpdate = z.object({
  roles: z.array(ZStaffRole).check(z.maxLength(STAFF_ROLES.length)),
  reason: z.optional(z.string().check(z.maxLength(500))),
});
export type TStaffRolesUpdate = z.infer<typeof ZStaffRolesUpdate>;
export const ZStaffMemberResponse = z.object({ data: ZStaffMember });

/** POST /api/admin/staff/:mid/second-factor/reset: why, for the audit log. */
export const ZStaffReason = z.object({ reason: z.optional(z.string().check(z.maxLength(500))) });
export type TStaffReason = z.infer<typeof ZStaffReason>;

/** POST /api/admin/sign-in-locks/clear: lift a member's sign-in lock-out. */
export const ZSignInUnlock = z.object({
  username: z.string().check(z.minLength(1, 'Enter the username.'), z.maxLength(100)),
  reason: z.optional(z.string().check(z.maxLength(500))),
});
export type TSignInUnlock = z.infer<typeof ZSignInUnlock>;
