// The member's calendar subscription address (GET /api/member/calendar-feed, and POST
// /api/member/calendar-feed/renew for a new one that ends the old): one iCalendar feed of their
// teams' games and duties, officiating, event roster shifts, court hire and HPC classes.
import { z } from 'zod/mini';

export const ZCalendarFeedResponse = z.object({
  data: z.object({
    /** For calendar apps that subscribe to an address (Apple, Outlook): webcal://... */
    webcal_url: z.string(),
    /** The same feed over https://, for apps that ask for a web address (Google Calendar). */
    https_url: z.string(),
  }),
});
export type TCalendarFeed = z.infer<typeof ZCalendarFeedResponse>['data'];
