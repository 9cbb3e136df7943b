// The staff roles a member may hold: the console's (admin/staff.ts) and the member shell's
// (auth/console-entry.ts), kept here so the member side never imports the console's schemas.
import { z } from 'zod/mini';

export const STAFF_ROLES = ['admin', 'competition', 'finance', 'facilities'] as const;
export const ZStaffRole = z.enum(STAFF_ROLES);
export type TStaffRole = z.infer<typeof ZStaffRole>;
