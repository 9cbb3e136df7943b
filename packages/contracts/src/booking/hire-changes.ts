// Court hire a member cancels or moves themselves (Court Hire History), by the association's rule
// (console settings: hours before the start to cancel with a refund, the refund percentage,
// whether later cancellations are allowed with none, hours before the start to move). The server
// decides what a hire allows and the refund; the browser only shows its answers.
import { z } from 'zod/mini';
import { ZBookingDay, ZBookingTime, ZMyBooking } from './booking.js';

/** Texts of cancelling and moving one's own hire, compared exactly by the tests. */
export const HIRE_CHANGE_MSG = {
  notFound: 'Booking not found',
  deskHire: 'This hire was booked at the desk: please contact us to cancel or move it.',
  started: 'This hire has started: it can no longer be cancelled or moved.',
  pending: 'This hire is waiting for its payment: it cannot be cancelled or moved yet.',
  cancelled: 'This hire is already cancelled.',
  busy: 'This hire is being changed already: please look again in a moment.',
  tooLateToCancel: (hours: number) =>
    `Hires can be cancelled online up to ${hours} hours before they start: please contact us.`,
  tooLateToMove: (hours: number) =>
    `Hires can be moved online up to ${hours} hours before they start: please contact us.`,
  refund: (refund: string, percent: number, paid: string) =>
    `Cancelling now gives back ${refund} (${percent}% of the ${paid} paid for this hire) to the card it was paid with.`,
  noRefundLate: (hours: number) =>
    `It is less than ${hours} hours before the start: cancelling now gives no refund.`,
  noRefundRule: "Cancelling gives no refund under the association's rule.",
  nothingPaid: 'Nothing was paid for this hire, so there is nothing to give back.',
  refundChanged: (refund: string) =>
    `The refund for cancelling this hire is now ${refund}. Please review it and try again.`,
  cancelledWith: (refund: string) => `Your hire is cancelled and ${refund} is on its way back to your card.`,
  cancelledNoRefund: 'Your hire is cancelled.',
  sameSlot: 'Choose a different time or court.',
  otherVenue: 'A hire moves only to a court of the same venue.',
  priceDiffers: (slot: string, hire: string) =>
    `That slot costs ${slot} and your hire ${hire}: a hire moves only to a slot of the same price. Cancel it and book the new slot instead.`,
  pastMidnight: 'The new time must end by midnight.',
  taken: 'Sorry, that court is taken at that time. Please choose another time or court.',
  moved: (when: string, court: string) => `Your hire is moved to ${when} on ${court}.`,
} as const;

/** A hire in Court Hire History, with what the association's rule lets the member do with it now. */
export const ZMyHire = z.object({
  ...ZMyBooking.shape,
  can_cancel: z.boolean(),
  can_move: z.boolean(),
  /** Why a future hire cannot be cancelled or moved online; null when it can, or when it is past. */
  action_note: z.nullable(z.string()),
});
export type TMyHire = z.infer<typeof ZMyHire>;
export const ZMyHiresResponse = z.object({ data: z.array(ZMyHire) });

/** GET /api/booking/mybookings/:id/cancellation: what cancelling now gives back, in the server's words. */
export const ZHireCancellation = z.object({
  data: z.object({
    refund_cents: z.int(),
    /** The refund and the rule, as the confirm dialog states them. */
    message: z.string(),
  }),
});
export type THireCancellation = z.infer<typeof ZHireCancellation>['data'];

/**
 * POST /api/booking/mybookings/:id/cancel. refund_cents is the refund the member was shown: when
 * the rule now gives another (the hours passed), the cancellation is refused with the new amount.
 */
export const ZHireCancelRequest = z.object({
  refund_cents: z.int().check(z.minimum(0), z.maximum(100_000_000)),
});
export type THireCancelRequest = z.infer<typeof ZHireCancelRequest>;
export const ZHireCancelled = z.object({
  data: z.object({ b_id: z.int(), refunded_cents: z.int(), message: z.string() }),
});
export type THireCancelled = z.infer<typeof ZHireCancelled>['data'];

/** POST /api/booking/mybookings/:id/move: a new day and start (same length); space: another court of the venue. */
export const ZHireMoveRequest = z.object({
  day: ZBookingDay,
  start: ZBookingTime,
  space: z.optional(z.int().check(z.minimum(1), z.maximum(2_147_483_647))),
});
export type THireMoveRequest = z.infer<typeof ZHireMoveRequest>;
export const ZHireMoved = z.object({ data: z.object({ booking: ZMyHire, message: z.string() }) });
export type THireMoved = z.infer<typeof ZHireMoved>['data'];
