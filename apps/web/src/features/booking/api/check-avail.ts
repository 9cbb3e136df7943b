import { ZCheckAvailResponse, type TCheckAvailResponse, type ZCheckAvailRequest } from '@courtside/contracts';
import type { z } from '../../../lib/zod';
import { apiPost } from '../../../lib/api-client';

export type CourtAvailability = TCheckAvailResponse['feedback'];

/**
 * POST /api/booking/events/checkavail {day, space}: the court's hire hours that day, the
 * earliest and latest start still in the window, and what is taken. error_avail
 * ('Booking not available: no availability hours.') when it has no hours.
 */
export const checkAvail = async (body: z.input<typeof ZCheckAvailRequest>): Promise<CourtAvailability> =>
  (await apiPost('/api/booking/events/checkavail', body, ZCheckAvailResponse)).feedback;
