// Joining the waitlist of a full division from the nomination wizard (POST .../joinwaitlist):
// the same entry as a paid nomination, without a card, answered with the team's place in the
// queue. A place that frees later is offered to the first team waiting and billed on an invoice.
import { z } from 'zod/mini';

export const WAITLIST_MSG = {
  /** The wizard's choice in place of a full division's dead end. */
  join: (division: string) => `Join the waitlist for ${division}`,
  /** What joining costs now: nothing. */
  noCharge:
    'Nothing is charged to join the waitlist. If a place comes up, your team is offered it and you are emailed an invoice for the nomination fee.',
  joined: (division: string, position: number) =>
    `Your team is on the waitlist for ${division} (position ${position}). We will email you if a place comes up.`,
  /** A division with a place takes the team with its payment, never on the waitlist. */
  hasPlaces: 'This division still has a place: enter the team with its payment instead.',
} as const;

export const ZWaitlistOutcome = z.object({
  t_id: z.int(),
  division: z.string(),
  position: z.int(),
  message: z.string(),
});
export type TWaitlistOutcome = z.infer<typeof ZWaitlistOutcome>;
export const ZWaitlistOutcomeResponse = z.object({ data: ZWaitlistOutcome });
