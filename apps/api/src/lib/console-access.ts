// Console routes (/api/admin) say which staff roles they serve: `...staffOnly('finance')` in the
// route's options sets config.staffRoles, which the console's door (modules/staff/staff.guard.ts)
// checks before the body is read, and which the role matrix test reads from the route table.
import type { TStaffRole } from '@courtside/contracts/admin';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The staff roles a console route serves (an admin reaches all of them). */
    staffRoles?: readonly TStaffRole[];
  }
  interface FastifyRequest {
    /** The signed-in staff member's roles, read by the console's door. */
    staffRoles?: TStaffRole[];
  }
}

/** Spread into a console route's options: the roles it serves. */
export const staffOnly = (...roles: TStaffRole[]) => ({ config: { staffRoles: roles } });
