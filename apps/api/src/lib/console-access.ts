// Console routes (/api/admin) say once per route file which tag the API document lists them
// under and which staff roles they serve: `consoleRoutes(app, { tag, roles })` before the file
// adds its routes. Each route is then documented as signed in (bearer token) under that tag, and
// config.staffRoles holds its roles, which the console's door (modules/staff/staff.guard.ts)
// checks before the body is read, and which the role matrix test reads from the route table. A
// route serving other roles than its file's says so in its options with `...staffOnly(...)`.
import type { FastifyInstance } from 'fastify';
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

/** Every console route needs the member's session (the bearer token of sign-in). */
const SIGNED_IN = [{ bearer: [] }];

/**
 * Declares the tag and the staff roles of every route the file's plugin adds from here on (a
 * route's own `...staffOnly(...)` wins over the roles).
 */
export function consoleRoutes(
  app: FastifyInstance,
  declared: { tag: string; roles: readonly TStaffRole[] },
): void {
  app.addHook('onRoute', (route) => {
    route.schema = { ...route.schema, tags: [declared.tag], security: SIGNED_IN };
    route.config = { ...route.config, staffRoles: route.config?.staffRoles ?? declared.roles };
  });
}

/** Spread into one console route's options: the roles it serves, where they are not its file's. */
export const staffOnly = (...roles: TStaffRole[]) => ({ config: { staffRoles: roles } });
