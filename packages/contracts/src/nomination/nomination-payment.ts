// The payment request of the team nomination wizard (POST .../payteamnom), as the server
// validates it. Apart from nomination.ts because the web app never parses it (it checks each
// step with the schemas there): the browser then downloads neither it nor zod's
// discriminated union.
import { z } from 'zod/mini';
import { optionalText, preprocess } from '../common/fields.js';
import { ZCardData, ZDonationCart, ZIdempotencyKey, ZSimpleCartLine } from '../payments/payments.js';
import { ZNominationPlayer, ZNominationTeam, ZPersonDetails } from './nomination.js';

/** Step 4: fields are required only when showCoach is on. */
export const ZNominationCoach = preprocess(
  (v) => {
    const o = v && typeof v === 'object' ? (v as Record<string, unknown>) : {};
    const show = o.showCoach === true || o.showCoach === 'true' || o.showCoach === 1 || o.showCoach === '1';
    return show ? { ...o, showCoach: true } : { showCoach: false };
  },
  z.discriminatedUnion('showCoach', [
    z.object({ showCoach: z.literal(false) }),
    z.looseObject({ ...ZPersonDetails.shape, showCoach: z.literal(true) }),
  ]),
);

/** POST /api/ecommerce/teamnomination/payteamnom. Prices in teamnominationCart are ignored. */
export const ZPayTeamNominationRequest = z.object({
  manager: ZPersonDetails,
  coach: ZNominationCoach,
  team: ZNominationTeam,
  note: z._default(optionalText(2000), ''),
  teamCopy: z.optional(z.unknown()).check(z.describe('informational; the copied team is team.teamprevious')),
  players: z._default(z.array(ZNominationPlayer).check(z.maxLength(60)), []),
  donationCart: ZDonationCart,
  teamnominationCart: z
    .nullish(z.union([z.array(ZSimpleCartLine), ZSimpleCartLine]))
    .check(z.describe('ignored: the price comes from the database')),
  cardData: z.nullish(ZCardData),
  idempotencyKey: ZIdempotencyKey,
});
export type TPayTeamNominationRequest = z.infer<typeof ZPayTeamNominationRequest>;
