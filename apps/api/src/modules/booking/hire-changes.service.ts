// Court hire a member cancels or moves themselves (Court Hire History), by the association's rule
// (settings' hireRules): up to cancelHours before the start with refundPercent of what was paid
// for the hire back, later only when lateCancel and with nothing back; moved to a free slot of
// the same length and price up to moveHours before the start. A member reaches only their own
// hires (another member's answers 404, as if it did not exist). Only hires paid online (a card
// order) change here; a hire booked at the desk is billed on an invoice, which staff credit.
//
// Cancelling refunds through payments' refundOrder, as the console does, with a key of the hire's
// own: one member change of a hire runs at a time (a transaction-scoped advisory lock; a second
// click while the first runs is refused at once), and a retry after a failure refunds once. A
// move keeps the one-court-one-booking rule through the same CourtOccupancy rows and exclusion
// constraint as every hire: of two members racing for one slot by move or by hire, one wins.
import {
  HIRE_CHANGE_MSG,
  formatDollars,
  hhmmOfMinutes,
  minutesOfHhmm,
  type THireCancellation,
  type THireCancelled,
  type THireCancelRequest,
  type THireMoved,
  type THireMoveRequest,
  type TMyBooking,
  type TMyHire,
} from '@courtside/contracts';
import { TX_OPTIONS, type Tx } from '../../db/tx.js';
import type { Deps } from '../../lib/deps.js';
import { AppError } from '../../lib/app-error.js';
import { formatDateTime } from '../../lib/display.js';
import { localTime12 } from '../../lib/local-dates.js';
import { flushOutbox, queueMail } from '../../lib/mail-outbox.js';
import { hireCancelled, hireMoved, renderEmail } from '../../emails/index.js';
import { recordAudit } from '../audit/index.js';
import { orderPage, refundOrder } from '../payments/index.js';
import { memberContacts } from '../people/index.js';
import type { HireRules } from '../settings/index.js';
import { isRefusal, priceRequest, refusalError } from './booking-availability.service.js';
import { myBookings } from './booking-calendar.service.js';
import * as data from './booking.data.js';
import { HIRE_TX, hireAudit, moveHireTo, optionKept, toHire } from './hire-admin.service.js';

const CANCEL_REASON = 'Cancelled by the member online';
const MOVE_REASON = 'Moved by the member online';
const HISTORY_PATH = '/member/mybooking';
const HOUR_MS = 3_600_000;

// --- The rule ---------------------------------------------------------------------------------------

interface HireState {
  status: 'booked' | 'pending' | 'cancelled';
  orderId: number | null;
  startsAt: Date;
  endsAt: Date;
}

/** What the rule allows with a hire at `now`: the refund percentage of a cancellation, or why not; a move, or why not. */
export function hireVerdict(
  rules: HireRules,
  hire: HireState,
  now: Date,
): { cancel: { percent: number; late: boolean } | { refused: string }; move: true | { refused: string } } {
  const refused = (why: string) => ({ cancel: { refused: why }, move: { refused: why } });
  if (hire.status === 'cancelled') return refused(HIRE_CHANGE_MSG.cancelled);
  if (hire.startsAt <= now) return refused(HIRE_CHANGE_MSG.started);
  if (hire.status === 'pending') return refused(HIRE_CHANGE_MSG.pending);
  if (hire.orderId === null) return refused(HIRE_CHANGE_MSG.deskHire);
  const hoursLeft = (hire.startsAt.getTime() - now.getTime()) / HOUR_MS;
  const cancel =
    hoursLeft >= rules.cancelHours
      ? { percent: rules.refundPercent, late: false }
      : rules.lateCancel
        ? { percent: 0, late: true }
        : { refused: HIRE_CHANGE_MSG.tooLateToCancel(rules.cancelHours) };
  const move =
    hoursLeft >= rules.moveHours ? true : { refused: HIRE_CHANGE_MSG.tooLateToMove(rules.moveHours) };
  return { cancel, move };
}

/** A history row with its actions; a hire that has ended says nothing more. */
function withActions(rules: HireRules, b: TMyBooking, now: Date): TMyHire {
  const endsAt = new Date(b.booking_to);
  const v = hireVerdict(
    rules,
    {
      status: b.status === 'Booked' ? 'booked' : 'pending',
      orderId: b.o_id,
      startsAt: new Date(b.booking_from),
      endsAt,
    },
    now,
  );
  const canCancel = !('refused' in v.cancel);
  const canMove = v.move === true;
  const note =
    endsAt <= now || (canCancel && canMove)
      ? null
      : 'refused' in v.cancel
        ? v.cancel.refused
        : v.move !== true
          ? v.move.refused
          : null;
  return { ...b, can_cancel: canCancel, can_move: canMove, action_note: note };
}

/** GET /api/booking/mybookings: Court Hire History with what the member may do with each hire now. */
export async function myHires(deps: Deps, memberId: number): Promise<TMyHire[]> {
  const rules = deps.settings.current().hireRules;
  const now = deps.now();
  return (await myBookings(deps, memberId)).map((b) => withActions(rules, b, now));
}

// --- Whose hire -----------------------------------------------------------------------------------------

/** The member's own hire; another member's, or none, is 404 alike. */
async function ownHire(db: Deps['db'] | Tx, memberId: number, hireId: number): Promise<data.HireRow> {
  const hire = await data.findHire(db, hireId);
  if (!hire || hire.memberId !== memberId) throw new AppError('not_found', HIRE_CHANGE_MSG.notFound);
  return hire;
}

/** Runs before the body is read: a member learns nothing of another member's hire, whatever they send. */
export async function requireOwnHire(deps: Deps, memberId: number, hireId: number): Promise<void> {
  await ownHire(deps.db, memberId, hireId);
}

/** One member change of a hire at a time; a second while the first runs is refused at once. */
async function holdHireForChange(tx: Tx, hireId: number): Promise<void> {
  const [held] = await tx.$queryRaw<Array<{ held: boolean }>>`
    SELECT pg_try_advisory_xact_lock(hashtext('courtside member hire change'), ${hireId}::int) AS held`;
  if (!held?.held) throw new AppError('conflict', HIRE_CHANGE_MSG.busy);
}

const hireText = (h: { startsAt: Date; endsAt: Date; court: { name: string } }, venue: string, tz: string) =>
  `${h.court.name}, ${venue}, ${formatDateTime(h.startsAt, tz)} to ${localTime12(h.endsAt, tz)}`;

async function venueName(deps: Deps, courtId: number): Promise<string> {
  return (await data.findCourt(deps.db, courtId))?.venue.name ?? '';
}

// --- Cancelling -----------------------------------------------------------------------------------------

/** What cancelling now gives back: the rule's percentage of the money paid for the hire (not vouchers). */
async function cancellationOf(deps: Deps, hire: data.HireRow): Promise<THireCancellation> {
  const rules = deps.settings.current().hireRules;
  const v = hireVerdict(rules, hire, deps.now());
  if ('refused' in v.cancel) throw new AppError('conflict', v.cancel.refused);
  if (v.cancel.late) return { refund_cents: 0, message: HIRE_CHANGE_MSG.noRefundLate(rules.cancelHours) };
  if (v.cancel.percent === 0) return { refund_cents: 0, message: HIRE_CHANGE_MSG.noRefundRule };
  const order = await orderPage(deps, hire.orderId!);
  // What the member paid for this hire in money: its price less what a voucher paid (a voucher
  // pays for the hire, never the donation), of the money the order received besides its donation,
  // and of that what is still held: refunds staff made are gone, while this cancellation's own
  // earlier refund (a retry after a failure) still counts, so a retry asks for the same amount.
  const ownEarlier = order.refunds
    .filter((r) => r.reason === CANCEL_REASON)
    .reduce((sum, r) => sum + r.amount_cents, 0);
  const hireMoney = Math.min(
    hire.priceCents - order.discount_cents,
    order.received_cents - order.donation_cents,
  );
  const held = order.refundable_cents - order.donation_cents + ownEarlier;
  const paid = Math.max(0, Math.min(hireMoney, held));
  if (paid === 0) return { refund_cents: 0, message: HIRE_CHANGE_MSG.nothingPaid };
  const refund = Math.round((paid * v.cancel.percent) / 100);
  return {
    refund_cents: refund,
    message: HIRE_CHANGE_MSG.refund(formatDollars(refund), v.cancel.percent, formatDollars(paid)),
  };
}

/** GET /api/booking/mybookings/:id/cancellation: the refund the rule gives now, as the confirm dialog states it. */
export async function hireCancellation(
  deps: Deps,
  memberId: number,
  hireId: number,
): Promise<THireCancellation> {
  return cancellationOf(deps, await ownHire(deps.db, memberId, hireId));
}

/**
 * POST /api/booking/mybookings/:id/cancel: refunds by the rule (refused when the member was shown
 * another amount), frees the court, audits it and tells the member.
 */
export async function cancelOwnHire(
  deps: Deps,
  memberId: number,
  hireId: number,
  body: THireCancelRequest,
): Promise<THireCancelled> {
  const tz = deps.settings.current().timeZone;
  const result = await deps.db.$transaction(async (tx) => {
    await holdHireForChange(tx, hireId);
    const hire = await ownHire(tx, memberId, hireId);
    const { refund_cents: refund } = await cancellationOf(deps, hire);
    if (refund !== body.refund_cents)
      throw new AppError('conflict', HIRE_CHANGE_MSG.refundChanged(formatDollars(refund)));
    // Refunded first, on its own (the gateway answers before anything is written); a refund of the
    // whole order frees the hire there already. The key is the hire's: a retry refunds once.
    if (refund > 0)
      await refundOrder(
        deps,
        memberId,
        hire.orderId!,
        { amount_cents: refund, reason: CANCEL_REASON, idempotency_key: `member-cancel-hire-${hireId}` },
        { byMember: true },
      );
    // Read again, locked: staff may have moved it meanwhile, and the log and email name where it was.
    const locked = await data.lockHire(tx, hireId);
    if (locked && locked.status !== 'cancelled') await data.cancelHire(tx, hireId);
    const was = locked ? { ...locked, status: hire.status } : hire;
    await recordAudit(tx, {
      actorId: memberId,
      action: 'hire.cancel',
      entity: 'Booking',
      entityId: hireId,
      before: hireAudit(toHire(was, '', tz)),
      after: { status: 'cancelled', refunded_cents: refund },
      reason: CANCEL_REASON,
    });
    const member = (await memberContacts(tx, [memberId])).get(memberId);
    if (member?.email)
      await queueMail(tx, {
        to: member.email,
        ...(await renderEmail(hireCancelled, {
          firstname: member.firstname,
          hire: hireText(was, await venueName(deps, was.courtId), tz),
          refundCents: refund,
          historyUrl: `${deps.publicUrl}${HISTORY_PATH}`,
        })),
      });
    return refund;
    // The refund runs on its own connection inside this one: the longer limits every module uses.
  }, TX_OPTIONS);
  await flushOutbox(deps).catch((err: unknown) => deps.log.warn({ err, hireId }, 'hire cancelled mail'));
  return {
    b_id: hireId,
    refunded_cents: result,
    message:
      result > 0 ? HIRE_CHANGE_MSG.cancelledWith(formatDollars(result)) : HIRE_CHANGE_MSG.cancelledNoRefund,
  };
}

// --- Moving ---------------------------------------------------------------------------------------------

/**
 * POST /api/booking/mybookings/:id/move: the same length from the new start, on the member side's
 * own rules (window, court hours, rates), only at the same price and only to a free slot.
 */
export async function moveOwnHire(
  deps: Deps,
  memberId: number,
  hireId: number,
  body: THireMoveRequest,
): Promise<THireMoved> {
  const tz = deps.settings.current().timeZone;
  const rules = deps.settings.current().hireRules;
  const hire = await ownHire(deps.db, memberId, hireId);
  const refusedNow = (h: data.HireRow) => {
    const v = hireVerdict(rules, h, deps.now());
    if (v.move !== true) throw new AppError('conflict', v.move.refused);
  };
  refusedNow(hire);

  const minutes = Math.round((hire.endsAt.getTime() - hire.startsAt.getTime()) / 60_000);
  const endMinute = minutesOfHhmm(body.start)! + minutes;
  if (endMinute > 1440)
    throw new AppError('validation_failed', HIRE_CHANGE_MSG.pastMidnight, {
      start: [HIRE_CHANGE_MSG.pastMidnight],
    });
  const fromCourt = await data.findCourt(deps.db, hire.courtId);
  const priced = await priceRequest(deps, {
    day: body.day,
    start: body.start,
    end: hhmmOfMinutes(endMinute),
    space: body.space ?? hire.courtId,
    sport: hire.sportId,
    type: hire.typeId,
    option: optionKept(hire, fromCourt),
  });
  if (isRefusal(priced)) throw refusalError(priced);
  if (priced.court.venueId !== hire.court.venueId)
    throw new AppError('validation_failed', HIRE_CHANGE_MSG.otherVenue, {
      space: [HIRE_CHANGE_MSG.otherVenue],
    });
  if (priced.court.id === hire.courtId && priced.startsAt.getTime() === hire.startsAt.getTime())
    throw new AppError('validation_failed', HIRE_CHANGE_MSG.sameSlot, { start: [HIRE_CHANGE_MSG.sameSlot] });
  if (priced.priceCents !== hire.priceCents) {
    const why = HIRE_CHANGE_MSG.priceDiffers(
      formatDollars(priced.priceCents),
      formatDollars(hire.priceCents),
    );
    throw new AppError('validation_failed', why, { start: [why] });
  }

  const venue = priced.court.venue.name;
  await deps.db.$transaction(async (tx) => {
    await holdHireForChange(tx, hireId);
    const before = await data.lockHire(tx, hireId);
    if (!before || before.memberId !== memberId) throw new AppError('not_found', HIRE_CHANGE_MSG.notFound);
    refusedNow(before);
    const after = await moveHireTo(
      tx,
      deps,
      before,
      { date: body.day, priced },
      () => new AppError('conflict', HIRE_CHANGE_MSG.taken),
      { actorId: memberId, reason: MOVE_REASON },
    );
    const member = (await memberContacts(tx, [memberId])).get(memberId);
    if (member?.email)
      await queueMail(tx, {
        to: member.email,
        ...(await renderEmail(hireMoved, {
          firstname: member.firstname,
          from: hireText(before, venue, tz),
          to: hireText(after, venue, tz),
          historyUrl: `${deps.publicUrl}${HISTORY_PATH}`,
        })),
      });
  }, HIRE_TX);
  await flushOutbox(deps).catch((err: unknown) => deps.log.warn({ err, hireId }, 'hire moved mail'));

  const booking = (await myHires(deps, memberId)).find((b) => b.b_id === hireId)!;
  return {
    booking,
    message: HIRE_CHANGE_MSG.moved(
      `${formatDateTime(priced.startsAt, tz)} to ${localTime12(priced.endsAt, tz)}`,
      priced.court.name,
    ),
  };
}
