// Court hire at the desk (console, facilities staff): hires booked for a member (one, or a
// recurring block), moved, and cancelled with a refund. The venue's day as a resource calendar,
// and what a hire clashes with, are read in court-uses.service.ts.
//
// A hire is priced and checked by the member side's own rules (booking-availability.service.ts
// `priceRequest`: catalogue, court hours, rate rules), without the member's 7-day window. It
// holds its court through the same CourtOccupancy rows, so the database's exclusion constraint
// refuses a double booking whoever makes it (two staff racing, a member paying at that moment).
// Games and HPC classes hold their courts the same way, and the database refuses any of them on a
// closed court. The desk reads them inside the transaction after holding the courts against a
// closure being made (as a member's payment does), so a block is refused whole, naming every date
// that clashes and with what.
//
// Money: a desk hire is billed on an invoice to the member, written in the booking's own
// transaction (the invoices area's createInvoiceIn, so it shows under the member's Invoices with
// its bookings, and cash at the desk is recorded against it there). A block is one invoice with a
// line per date, due on its first date. Cancelling one date of it credits that date's price (what
// was paid beyond the other dates goes back first); the last date standing is cancelled as a
// single hire is: its money back, and what is still owing credited by the invoices area's void. A
// member's card hire is refunded through the console's refunds (refunds-admin.service.ts).
import { RRule } from '../../lib/rrule.js';
import {
  BLOCK_MAX_OCCURRENCES,
  HIRE_MSG,
  type TAdminHire,
  type THireBlockCreate,
  type THireCancel,
  type THireCreate,
  type THireMove,
} from '@courtside/contracts/admin';
import { formatDollars } from '@courtside/contracts';
import type { Tx } from '../../db/tx.js';
import type { Deps } from '../../lib/deps.js';
import { AppError, fieldError, notFound } from '../../lib/app-error.js';
import { formatDateTime } from '../../lib/display.js';
import { addDaysIso, localIsoDate, localTime, localTime12, startOfLocalDay } from '../../lib/local-dates.js';
import { isoInZone } from '../../lib/zoned-time.js';
import { recordAudit } from '../audit/index.js';
import { adminInvoice, createInvoiceIn, creditInvoicePart, voidInvoice } from '../invoices/index.js';
import { orderPage, refundOrder } from '../payments/index.js';
import { memberContacts, memberNames } from '../people/index.js';
import {
  type Priced,
  type Refusal,
  isExclusionViolation,
  isRefusal,
  priceRequest,
} from './booking-availability.service.js';
import * as data from './booking.data.js';
import { describe, overlaps, usesOf } from './court-uses.service.js';

/** A hire holds its courts while other hires and closures queue on them: allow for a long block. */
export const HIRE_TX = { maxWait: 10_000, timeout: 30_000 } as const;

// --- Pricing and checking a hire ------------------------------------------------------------------------

/** The member side's field names, as the console's form names them. */
const CONSOLE_FIELDS: Record<string, string> = {
  space: 'court_id',
  venue: 'court_id',
  sport: 'sport_id',
  type: 'type_id',
  option: 'option_id',
  day: 'date',
  start: 'start_time',
  end: 'end_time',
};
const FIELD_OF_KEY: Record<string, string> = {
  error_avail: 'start_time',
  error_rate: 'start_time',
  error_rule: 'type_id',
};

/** A member-side refusal as the console's 422: its message under the console's field. */
function refusalFields(r: Refusal): Record<string, string[]> {
  if (r.fieldErrors)
    return Object.fromEntries(Object.entries(r.fieldErrors).map(([k, v]) => [CONSOLE_FIELDS[k] ?? k, v]));
  return { [FIELD_OF_KEY[r.key] ?? 'start_time']: [r.message] };
}

interface HireAsk {
  courtId: number;
  sportId: number;
  typeId: number;
  optionId: number | null;
  startTime: string;
  endTime: string;
}

const priceOn = (deps: Deps, ask: HireAsk, date: string) =>
  priceRequest(
    deps,
    {
      day: date,
      start: ask.startTime,
      end: ask.endTime,
      space: ask.courtId,
      sport: ask.sportId,
      type: ask.typeId,
      option: ask.optionId,
    },
    { anyDay: true },
  );

/**
 * Inside the transaction: holds the courts against a closure being made, then answers what each
 * hire clashes with (games, other hires, classes, closures on its court, halves or full court).
 */
export async function clashesOf(
  tx: Tx,
  deps: Deps,
  hires: Array<{ date: string; priced: Priced }>,
  exceptHireId: number | null = null,
): Promise<Record<string, string[]>> {
  const tz = deps.settings.current().timeZone;
  const venueId = hires[0]!.priced.court.venueId;
  const courts = await data.courtsOfVenue(tx, venueId);
  const related = [...new Set(hires.flatMap((h) => h.priced.relatedIds))];
  await data.holdCourtsAgainstClosure(tx, related);
  const from = new Date(Math.min(...hires.map((h) => h.priced.startsAt.getTime())));
  const to = new Date(Math.max(...hires.map((h) => h.priced.endsAt.getTime())));
  const uses = (await usesOf(tx, venueId, courts, related, from, to)).filter(
    (u) => !(u.kind === 'hire' && u.id === exceptHireId),
  );
  const clashes: Record<string, string[]> = {};
  for (const { date, priced } of hires) {
    const mine = new Set(priced.relatedIds);
    const found = uses.filter(
      (u) => u.courtId !== null && mine.has(u.courtId) && overlaps(u, priced.startsAt, priced.endsAt),
    );
    if (found.length > 0) clashes[date] = found.map((u) => describe(u, courts, tz));
  }
  return clashes;
}

/**
 * Inside the transaction: moves a live hire (`before`, locked) to the priced court and times,
 * unless something else holds them then, and logs the move; answers the hire as it now is.
 * `taken` is the refusal, given what clashes when it was found first, or nothing when the court
 * constraint refused the row (a race lost to another booking).
 */
export async function moveHireTo(
  tx: Tx,
  deps: Deps,
  before: data.HireRow,
  at: { date: string; priced: Priced },
  taken: (clashes?: Record<string, string[]>) => AppError,
  log: { actorId: number; reason?: string },
): Promise<data.HireRow> {
  const hireId = before.id;
  const { priced } = at;
  const clashes = await clashesOf(tx, deps, [at], hireId);
  if (Object.keys(clashes).length > 0) throw taken(clashes);
  try {
    await data.moveHire(
      tx,
      hireId,
      {
        courtId: priced.court.id,
        optionId: priced.option?.id ?? null,
        startsAt: priced.startsAt,
        endsAt: priced.endsAt,
      },
      priced.leafIds,
    );
  } catch (err) {
    if (isExclusionViolation(err)) throw taken();
    throw err;
  }
  const after = (await data.findHire(tx, hireId))!;
  const tz = deps.settings.current().timeZone;
  await recordAudit(tx, {
    actorId: log.actorId,
    action: 'hire.move',
    entity: 'Booking',
    entityId: hireId,
    before: hireAudit(toHire(before, '', tz)),
    after: hireAudit(toHire(after, '', tz)),
    ...(log.reason ? { reason: log.reason } : {}),
  });
  return after;
}

/** The option a moved hire keeps: one that came with its court (a half court) goes with the court. */
export const optionKept = (hire: { optionId: number | null }, court: { optionId: number | null } | null) =>
  hire.optionId !== null && hire.optionId !== court?.optionId ? hire.optionId : null;

const hireLine = (p: Priced, tz: string) =>
  `Court hire: ${p.court.name}, ${p.court.venue.name}, ${formatDateTime(p.startsAt, tz)} to ${localTime12(p.endsAt, tz)}`;

export function toHire(h: data.HireRow, name: string, tz: string): TAdminHire {
  return {
    id: h.id,
    member: { id: h.memberId, name },
    venue_id: h.court.venueId,
    court_id: h.courtId,
    court: h.court.name,
    sport_id: h.sportId,
    type_id: h.typeId,
    option_id: h.optionId,
    date: localIsoDate(h.startsAt, tz),
    start_time: localTime(h.startsAt, tz),
    end_time: localTime(h.endsAt, tz),
    starts_at: isoInZone(h.startsAt, tz),
    ends_at: isoInZone(h.endsAt, tz),
    price_cents: h.priceCents,
    status: h.status,
    order_id: h.orderId,
    invoice_id: h.invoiceId,
  };
}

export const hireAudit = (h: TAdminHire) => ({
  member_id: h.member.id,
  court_id: h.court_id,
  court: h.court,
  starts_at: h.starts_at,
  ends_at: h.ends_at,
  price_cents: h.price_cents,
  status: h.status,
  invoice_id: h.invoice_id,
});

/** GET /api/admin/hire-bookings/:id */
export async function hirePage(deps: Deps, hireId: number): Promise<TAdminHire> {
  const h = await data.findHire(deps.db, hireId);
  if (!h) throw notFound('Hire');
  const m = (await memberNames(deps.db, [h.memberId])).get(h.memberId);
  return toHire(h, m ? `${m.firstname} ${m.lastname}` : '', deps.settings.current().timeZone);
}

// --- Booking at the desk --------------------------------------------------------------------------------

/**
 * Books every hire in one transaction, or none: a clash with anything on the court (read under
 * the courts' hold) refuses the lot, naming each date; a racing hire is refused by the exclusion
 * constraint. Then bills them (when asked and not free) on one invoice, a line per date, due on
 * the first.
 */
async function bookHires(
  deps: Deps,
  actorId: number,
  memberId: number,
  hires: Array<{ date: string; priced: Priced }>,
  bill: boolean,
  block: string | null,
): Promise<TAdminHire[]> {
  const tz = deps.settings.current().timeZone;
  const member = (await memberContacts(deps.db, [memberId])).get(memberId);
  if (!member) throw fieldError('member_id', HIRE_MSG.noSuchMember);
  const name = `${member.firstname} ${member.lastname}`;

  const ids = await deps.db.$transaction(async (tx) => {
    const clashes = await clashesOf(tx, deps, hires);
    const clashing = Object.keys(clashes).length;
    if (clashing > 0) throw new AppError('conflict', HIRE_MSG.clashes(clashing), clashes);
    const made: number[] = [];
    const billed: Array<{ id: number; date: string; priced: Priced }> = [];
    for (const { date, priced } of hires) {
      let id: number;
      try {
        id = await data.insertBooking(
          tx,
          {
            memberId,
            orderId: null,
            courtId: priced.court.id,
            sportId: priced.sport.id,
            typeId: priced.type.id,
            optionId: priced.option?.id ?? null,
            startsAt: priced.startsAt,
            endsAt: priced.endsAt,
            priceCents: priced.priceCents,
          },
          priced.leafIds,
          'booked',
        );
      } catch (err) {
        if (isExclusionViolation(err)) throw new AppError('conflict', HIRE_MSG.taken);
        throw err;
      }
      const hire = toHire((await data.findHire(tx, id))!, name, tz);
      await recordAudit(tx, {
        actorId,
        action: 'hire.create',
        entity: 'Booking',
        entityId: id,
        after: { ...hireAudit(hire), ...(block ? { block } : {}) },
      });
      if (bill && priced.priceCents > 0) billed.push({ id, date, priced });
      made.push(id);
    }
    // Billed in the same transaction: no hire stands without its invoice, nor an invoice without its hire.
    if (billed.length > 0) {
      const invoiceId = await createInvoiceIn(tx, actorId, {
        member_id: memberId,
        due_date: billed[0]!.date,
        discount_cents: 0,
        lines: billed.map(({ priced }) => ({
          description: hireLine(priced, tz),
          quantity: 1,
          unit_price_cents: priced.priceCents,
          payout_cents: 0,
        })),
      });
      for (const { id } of billed) {
        await data.setHireInvoice(tx, id, invoiceId);
        await recordAudit(tx, {
          actorId,
          action: 'hire.invoice',
          entity: 'Booking',
          entityId: id,
          before: { invoice_id: null },
          after: { invoice_id: invoiceId },
        });
      }
    }
    return made;
  }, HIRE_TX);

  return Promise.all(ids.map((id) => hirePage(deps, id)));
}

const askOf = (body: THireCreate | THireBlockCreate): HireAsk => ({
  courtId: body.court_id,
  sportId: body.sport_id,
  typeId: body.type_id,
  optionId: body.option_id ?? null,
  startTime: body.start_time,
  endTime: body.end_time,
});

/** POST /api/admin/hire-bookings: one hire for a member, priced by the member side's rules. */
export async function createHire(deps: Deps, actorId: number, body: THireCreate): Promise<TAdminHire> {
  const priced = await priceOn(deps, askOf(body), body.date);
  if (isRefusal(priced)) throw new AppError('validation_failed', priced.message, refusalFields(priced));
  const [hire] = await bookHires(
    deps,
    actorId,
    body.member_id,
    [{ date: body.date, priced }],
    body.invoice ?? true,
    null,
  );
  return hire!;
}

/**
 * The local dates of a recurrence rule from `firstDate`. Expanded on a floating calendar (dates
 * as UTC midnights, no zone), so the hire's wall-clock time is put on each date afterwards and
 * stays 18:00 local across a daylight-saving change.
 */
export function blockDates(rule: string, firstDate: string): string[] {
  let options: ReturnType<typeof RRule.parseString>;
  try {
    options = RRule.parseString(rule.replace(/^RRULE:/i, ''));
  } catch {
    throw fieldError('rrule', HIRE_MSG.rule);
  }
  if (
    options.freq === undefined ||
    options.dtstart ||
    options.tzid ||
    (Array.isArray(options.byweekday) && options.byweekday.some((d) => d === undefined))
  )
    throw fieldError('rrule', HIRE_MSG.rule);
  if (options.freq > RRule.DAILY) throw fieldError('rrule', HIRE_MSG.ruleTooOften);
  if (!options.count && !options.until) throw fieldError('rrule', HIRE_MSG.ruleNoEnd);
  const dtstart = new Date(`${firstDate}T00:00:00Z`);
  // One more than allowed tells "too many" without expanding a rule of thousands.
  const dates = new RRule({ ...options, dtstart })
    .all((_d, i) => i <= BLOCK_MAX_OCCURRENCES)
    .map((d) => d.toISOString().slice(0, 10));
  if (dates.length > BLOCK_MAX_OCCURRENCES)
    throw fieldError('rrule', HIRE_MSG.tooMany(BLOCK_MAX_OCCURRENCES));
  if (dates.length === 0) throw fieldError('rrule', HIRE_MSG.noDates);
  return dates;
}

/** POST /api/admin/hire-bookings/block: a hire on every date of the rule, all or none. */
export async function createHireBlock(
  deps: Deps,
  actorId: number,
  body: THireBlockCreate,
): Promise<{ bookings: TAdminHire[]; total_cents: number }> {
  const dates = blockDates(body.rrule, body.first_date);
  const ask = askOf(body);
  const hires: Array<{ date: string; priced: Priced }> = [];
  const refused: Record<string, string[]> = {};
  for (const date of dates) {
    const priced = await priceOn(deps, ask, date);
    if (isRefusal(priced)) refused[date] = Object.values(refusalFields(priced)).flat();
    else hires.push({ date, priced });
  }
  const firstRefusal = Object.values(refused)[0]?.[0];
  if (firstRefusal) throw new AppError('validation_failed', firstRefusal, refused);
  const bookings = await bookHires(deps, actorId, body.member_id, hires, body.invoice ?? true, body.rrule);
  return { bookings, total_cents: bookings.reduce((sum, b) => sum + b.price_cents, 0) };
}

// --- Moving and cancelling ----------------------------------------------------------------------------------

/** POST /api/admin/hire-bookings/:id/move: another court (same venue), date or time; the price stays. */
export async function moveHire(
  deps: Deps,
  actorId: number,
  hireId: number,
  body: THireMove,
): Promise<TAdminHire> {
  const tz = deps.settings.current().timeZone;
  const current = await data.findHire(deps.db, hireId);
  if (!current) throw notFound('Hire');
  const fromCourt = await data.findCourt(deps.db, current.courtId);
  const ask: HireAsk = {
    courtId: body.court_id ?? current.courtId,
    sportId: current.sportId,
    typeId: current.typeId,
    optionId: optionKept(current, fromCourt),
    startTime: body.start_time ?? localTime(current.startsAt, tz),
    endTime:
      body.end_time ??
      (current.endsAt >= startOfLocalDay(addDaysIso(localIsoDate(current.startsAt, tz), 1), tz)
        ? '24:00'
        : localTime(current.endsAt, tz)),
  };
  const date = body.date ?? localIsoDate(current.startsAt, tz);
  const priced = await priceOn(deps, ask, date);
  if (isRefusal(priced)) throw new AppError('validation_failed', priced.message, refusalFields(priced));
  if (priced.court.venueId !== current.court.venueId) throw fieldError('court_id', HIRE_MSG.noSuchCourt);

  await deps.db.$transaction(async (tx) => {
    const before = await data.lockHire(tx, hireId);
    if (!before) throw notFound('Hire');
    if (before.status === 'cancelled') throw new AppError('conflict', HIRE_MSG.notLive);
    if (before.status === 'pending') throw new AppError('conflict', HIRE_MSG.pendingPayment);
    await moveHireTo(
      tx,
      deps,
      before,
      { date, priced },
      (clashes) =>
        clashes
          ? new AppError('conflict', HIRE_MSG.clashes(1), clashes)
          : new AppError('conflict', HIRE_MSG.taken),
      { actorId },
    );
  }, HIRE_TX);
  return hirePage(deps, hireId);
}

const MONEY = ['card', 'eft', 'cash', 'cheque'];

/** The invoice's payments with money left to give back, the largest first. */
const paidParts = (invoice: Awaited<ReturnType<typeof adminInvoice>>) =>
  invoice.payments
    .filter((p) => (p.status === 'succeeded' || p.status === 'refunded') && MONEY.includes(p.method))
    .map((p) => ({ orderId: p.order_id, left: Math.max(p.amount_cents - p.refunded_cents, 0) }))
    .filter((p) => p.left > 0)
    .sort((a, b) => b.left - a.left || a.orderId - b.orderId);

/** Gives `amount` back from those payments, largest first (a retry with the same key refunds once). */
async function giveBack(
  deps: Deps,
  actorId: number,
  paid: ReturnType<typeof paidParts>,
  amount: number,
  body: THireCancel,
): Promise<void> {
  let toGive = amount;
  for (const p of paid) {
    if (toGive === 0) break;
    const part = Math.min(toGive, p.left);
    await refundOrder(deps, actorId, p.orderId, {
      amount_cents: part,
      reason: body.reason.trim(),
      idempotency_key: `${body.idempotency_key}-${p.orderId}`,
    });
    toGive -= part;
  }
}

/**
 * One date of a block billed on one invoice: what was paid beyond the other dates' price goes back
 * (up to this date's price), then this date's price comes off what is owing (a credit note line).
 */
async function refundBlockDate(
  deps: Deps,
  actorId: number,
  hire: data.HireRow,
  invoiceId: number,
  body: THireCancel,
): Promise<number> {
  const invoice = await adminInvoice(deps, invoiceId);
  const paid = paidParts(invoice);
  const paidLeft = paid.reduce((sum, p) => sum + p.left, 0);
  const left = Math.min(paidLeft, Math.max(hire.priceCents - invoice.owing_cents, 0));
  const amount = body.refund_cents ?? left;
  if (amount > left) throw fieldError('refund_cents', HIRE_MSG.refundTooMuch(formatDollars(left)));
  await giveBack(deps, actorId, paid, amount, body);
  await creditInvoicePart(deps, actorId, invoiceId, hire.priceCents, body.reason.trim());
  return amount;
}

/** Gives back the member's money for the hire (its card order, or its invoice's payments); answers the cents. */
async function refundHire(
  deps: Deps,
  actorId: number,
  hire: data.HireRow,
  body: THireCancel,
): Promise<number> {
  const reason = body.reason.trim();
  if (hire.orderId !== null) {
    const order = await orderPage(deps, hire.orderId);
    const left = order.refundable_cents;
    const amount = body.refund_cents ?? Math.min(left, hire.priceCents);
    if (amount > left) throw fieldError('refund_cents', HIRE_MSG.refundTooMuch(formatDollars(left)));
    if (amount > 0)
      await refundOrder(deps, actorId, hire.orderId, {
        amount_cents: amount,
        reason,
        idempotency_key: body.idempotency_key,
      });
    return amount;
  }
  if (hire.invoiceId === null) {
    if (body.refund_cents) throw fieldError('refund_cents', HIRE_MSG.refundTooMuch(formatDollars(0)));
    return 0;
  }
  if ((await data.otherHiresOnInvoice(deps.db, hire.invoiceId, hire.id)) > 0)
    return refundBlockDate(deps, actorId, hire, hire.invoiceId, body);
  const invoice = await adminInvoice(deps, hire.invoiceId);
  const paid = paidParts(invoice);
  const left = paid.reduce((sum, p) => sum + p.left, 0);
  const amount = body.refund_cents ?? left;
  if (amount > left) throw fieldError('refund_cents', HIRE_MSG.refundTooMuch(formatDollars(left)));
  await giveBack(deps, actorId, paid, amount, body);
  // What is still owing (never paid, or given back just now) is credited: the hire is off.
  const after = await adminInvoice(deps, hire.invoiceId);
  if (after.status !== 'void' && after.owing_cents > 0)
    await voidInvoice(deps, actorId, hire.invoiceId, { reason });
  return amount;
}

/**
 * POST /api/admin/hire-bookings/:id/cancel: frees the court; with `refund`, the member's money for
 * it goes back first (a retry with the same key refunds once) and its invoice is credited.
 */
export async function cancelHire(
  deps: Deps,
  actorId: number,
  hireId: number,
  body: THireCancel,
): Promise<TAdminHire & { refunded_cents: number }> {
  const tz = deps.settings.current().timeZone;
  const hire = await data.findHire(deps.db, hireId);
  if (!hire) throw notFound('Hire');
  if (hire.status === 'cancelled') throw new AppError('conflict', HIRE_MSG.notLive);
  if (hire.status === 'pending') throw new AppError('conflict', HIRE_MSG.pendingPayment);
  const refunded = body.refund ? await refundHire(deps, actorId, hire, body) : 0;
  await deps.db.$transaction(async (tx) => {
    const before = await data.lockHire(tx, hireId);
    if (!before) throw notFound('Hire');
    // A card order refunded whole has freed its hire already (booking-payment.service.ts).
    if (before.status !== 'cancelled') await data.cancelHire(tx, hireId);
    await recordAudit(tx, {
      actorId,
      action: 'hire.cancel',
      entity: 'Booking',
      entityId: hireId,
      before: hireAudit(toHire(hire, '', tz)),
      after: { status: 'cancelled', refunded_cents: refunded },
      reason: body.reason.trim(),
    });
  });
  return { ...(await hirePage(deps, hireId)), refunded_cents: refunded };
}
