// The console's officials (API /api/admin/seasons/:id/roster-dates): competition staff publish a
// roster date once its games have their officials. From then on the member side refuses
// availability changes that touch the date ("Roster already published, please contact the
// stadium") and each official is emailed their games of the day.
import { z } from 'zod/mini';
import { isoDate } from './fields.js';

/** POST /api/admin/seasons/:id/roster-dates. */
export const ZRosterDatePublish = z.object({ date: isoDate });
export type TRosterDatePublish = z.infer<typeof ZRosterDatePublish>;

export const ZRosterDate = z.object({
  date: z.string(),
  published_at: z.string(),
});

/** GET /api/admin/seasons/:id/roster-dates: the season's published dates, latest first. */
export const ZRosterDates = z.object({ data: z.object({ dates: z.array(ZRosterDate) }) });
export type TRosterDates = z.infer<typeof ZRosterDates>['data'];

export const ZRosterDatePublished = z.object({
  data: z.object({
    date: z.string(),
    /** Officials of the day's games, each emailed their games once. */
    emailed: z.number(),
    /** Games of the day with no official. */
    games_without_officials: z.number(),
  }),
});
export type TRosterDatePublished = z.infer<typeof ZRosterDatePublished>['data'];
export const ZRosterDateWithdrawn = z.object({ data: z.object({ date: z.string() }) });

/** DELETE /api/admin/seasons/:id/roster-dates/:date. */
export const ZRosterDateParams = z.object({
  id: z.string().check(z.maxLength(20)),
  date: isoDate,
});
