import { ZCheckRulesResponse, type TCheckRulesResponse, type ZCheckRulesRequest } from '@courtside/contracts';
import type { z } from '../../../lib/zod';
import { apiPost } from '../../../lib/api-client';

export type CheckRulesBody = z.input<typeof ZCheckRulesRequest>;

/** POST /api/booking/events/checkrules: feedback is the price in dollars, or why the booking cannot be made. */
export const checkRules = (body: CheckRulesBody): Promise<TCheckRulesResponse> =>
  apiPost('/api/booking/events/checkrules', body, ZCheckRulesResponse);
