// The one-click unsubscribe of a message to members (RFC 8058): POST /api/unsubscribe/:token, no
// sign-in. The token (from the message's List-Unsubscribe header and its footer link) names the
// member and which choice to turn off; a GET never unsubscribes (link scanners fetch links).
import { z } from 'zod/mini';

export const ZUnsubscribed = z.object({
  data: z.object({
    /** newsletter: association news; competition: competition communications. */
    kind: z.enum(['newsletter', 'competition']),
  }),
});
export type TUnsubscribed = z.infer<typeof ZUnsubscribed>['data'];
