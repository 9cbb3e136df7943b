// Court hire: paying for a booking. The payment prices it again on the server and writes
// it inside createPaidOrder's transaction before the card is charged:
//   order -> booking (pending) + one CourtOccupancy row per leaf court -> charge.
// The exclusion constraint on CourtOccupancy (migration booking_no_overlap) is what finally
// stops a double booking: of two racing payments for one slot the second insert waits for
// the first transaction and fails with 23P01, which rolls its order back before any charge
// and answers error_collision. Published games and HPC classes hold rows there too (a trigger
// writes them), so a hire over one fails the same way. Court closures are not guarded by the
// constraint, so they are looked at again inside the transaction; a closure being made waits for this
// transaction (or this one for it) on the courts' rows, so one always sees the other.
import { BOOKING_MSG, MSG, PAY_MSG, formatDollars, type TPayBookingRequest } from '@courtside/contracts';
import type { Deps } from '../../lib/deps.js';
import { localTime12 } from '../../lib/local-dates.js';
import {
  donationFromCart,
  onOrderFailed,
  onOrderRefunded,
  onOrderPaid,
  cardInputOf,
  createPaidOrder,
  fingerprintOf,
  idempotencyKeyFor,
  payOnce,
  type PaymentOutcome,
  findUsableVoucher,
} from '../payments/index.js';
import { formatDateTime } from '../../lib/display.js';
import { onInvoiceBookings } from '../invoices/index.js';
import * as data from './booking.data.js';
import { courtGames } from './court-users.js';
import {
  type Priced,
  bookingError,
  closureRefusal,
  shiftRefusal,
  isExclusionViolation,
  isRefusal,
  priceRequest,
  refusalError,
  slotRefusal,
} from './booking-availability.service.js';
import { memberStanding } from '../people/index.js';

// --- Payment -------------------------------------------------------------------------------------

/** The order line, as the receipt shows it: 'Court hire: Court 1, Harbourside Sports Centre, 10/04/2027 10:00 AM to 11:00 AM'. */
const lineName = (p: Priced, tz: string) =>
  `Court hire: ${p.court.name}, ${p.court.venue.name}, ${formatDateTime(p.startsAt, tz)} to ${localTime12(p.endsAt, tz)}`;

/** POST /api/booking/paybooking: the browser's price (rate_review) is never charged; the server prices the booking again. */
export async function payBooking(
  deps: Deps,
  memberId: number,
  body: TPayBookingRequest,
): Promise<PaymentOutcome & { bookingId: number | null }> {
  const cart = body.bookingCart;
  const card = cardInputOf(body.cardData);
  const keyCart = [
    'booking',
    cart.space,
    cart.day,
    cart.start,
    cart.end,
    cart.sport,
    cart.type,
    cart.option,
    body.couponCart?.voucherNumber ?? null,
    body.donationCart.map((d) => d.product_id),
  ];
  const idempotencyKey = idempotencyKeyFor(deps, memberId, body.idempotencyKey, keyCart, card);
  const fingerprint = fingerprintOf(keyCart);

  const outcome = await payOnce(
    deps,
    { memberId, origin: 'booking', idempotencyKey, fingerprint },
    async () => {
      const profile = await memberStanding(deps, memberId);
      if (!profile.profile_complete) throw bookingError('error_auth', MSG.profileIncomplete);

      const priced = await priceRequest(deps, cart);
      if (isRefusal(priced)) throw refusalError(priced);
      const taken = await slotRefusal(deps.db, priced);
      if (taken) throw refusalError(taken);
      if (
        cart.rate_review !== null &&
        cart.rate_review !== undefined &&
        Math.round(cart.rate_review * 100) !== priced.priceCents
      ) {
        throw bookingError('error_rate', BOOKING_MSG.rateChanged(formatDollars(priced.priceCents)));
      }

      const voucher = body.couponCart ? await findUsableVoucher(deps, memberId, body.couponCart) : null;
      // Active & Creative Kids vouchers pay for sport and activity programs, not court hire.
      if (voucher?.kind === 'akv') throw bookingError('error_response', PAY_MSG.voucherNotEligible);
      const donation = await donationFromCart(deps, body.donationCart);

      return createPaidOrder(deps, {
        memberId,
        origin: 'booking',
        description: 'Court hire',
        lines: [
          {
            productId: null,
            name: lineName(priced, deps.settings.current().timeZone),
            quantity: 1,
            unitPriceCents: priced.priceCents,
          },
        ],
        donation,
        voucher,
        card,
        idempotencyKey,
        fingerprint,
        beforeCharge: async (tx, order) => {
          // Games, closures and roster shifts are not guarded by the constraint: look again inside the transaction.
          await data.holdCourtsAgainstClosure(tx, priced.relatedIds);
          const closed = await closureRefusal(tx, priced);
          if (closed) throw refusalError(closed);
          const games = await courtGames().onCourts(tx, priced.relatedIds, priced.startsAt, priced.endsAt);
          if (games.length > 0) throw bookingError('error_collision', BOOKING_MSG.competition);
          const shifts = await shiftRefusal(tx, priced);
          if (shifts) throw refusalError(shifts);
          try {
            await data.insertBooking(
              tx,
              {
                memberId,
                orderId: order.id,
                courtId: priced.court.id,
                sportId: priced.sport.id,
                typeId: priced.type.id,
                optionId: priced.option?.id ?? null,
                startsAt: priced.startsAt,
                endsAt: priced.endsAt,
                priceCents: priced.priceCents,
              },
              priced.leafIds,
            );
          } catch (err) {
            if (isExclusionViolation(err)) throw bookingError('error_collision', BOOKING_MSG.collision);
            throw err;
          }
        },
      });
    },
  );
  return { ...outcome, bookingId: await data.bookingIdOfOrder(deps.db, outcome.orderId) };
}

onOrderPaid('booking', async (tx, order) => {
  await data.markOrderBookingsBooked(tx, order.id);
});
onOrderFailed('booking', async (tx, order) => {
  await data.releaseOrderBookings(tx, order.id);
});
// A court hire refunded in full frees its court slots.
onOrderRefunded('booking', async (tx, order, what) => {
  if (what.whole) await data.releaseOrderBookings(tx, order.id);
});

// An invoice lists the court bookings billed on it.
onInvoiceBookings(data.bookingsOnInvoices);
