// GET /api/member/console: whether the signed-in member is staff, so the member shell shows its
// "Console" link without asking the console itself (which answers members 403) on every page.
// A member-side contract: it takes only the role names from the console's schemas.
import { z } from 'zod/mini';
import { ZStaffRole } from '../common/staff-roles.js';

export const ZConsoleEntryResponse = z.object({
  data: z.object({
    /** The member's staff roles; none for a member who is not staff. */
    roles: z.array(ZStaffRole),
    /** Whether the console asks staff for a second factor (production, or STAFF_REQUIRE_SECOND_FACTOR). */
    second_factor_required: z.boolean(),
  }),
});
export type TConsoleEntry = z.infer<typeof ZConsoleEntryResponse>['data'];
