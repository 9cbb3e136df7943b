// Data access of court hire: the only file here that touches Prisma. Competition
// games are read (never written) straight from the Game table because a game on a
// court makes it unavailable for hire; the draw module owns those rows.
import type { BookingStatus, Prisma } from '../../generated/prisma/client.js';
import { rows, sql } from '../../lib/sql.js';
import type { Db } from '../../plugins/prisma.js';
import type { Tx } from '../../db/tx.js';

type DbOrTx = Db | Tx;

/** Bookings that hold their court: paid ones, and those waiting for the card's 3-D Secure step. */
export const LIVE_BOOKING = { status: { in: ['booked', 'pending'] } } satisfies Prisma.BookingWhereInput;

export const courtSelect = {
  id: true,
  name: true,
  venueId: true,
  parentCourtId: true,
  bookable: true,
  sortOrder: true,
  sportId: true,
  typeId: true,
  optionId: true,
  venue: { select: { name: true } },
} satisfies Prisma.CourtSelect;
export type CourtData = Prisma.CourtGetPayload<{ select: typeof courtSelect }>;

export const listVenuesWithBookableCourts = (db: DbOrTx) =>
  db.venue.findMany({
    where: { courts: { some: { bookable: true } } },
    select: { id: true, name: true },
    orderBy: [{ name: 'asc' }, { id: 'asc' }],
  });

export const findVenue = (db: DbOrTx, venueId: number) =>
  db.venue.findUnique({ where: { id: venueId }, select: { id: true, name: true } });

/** Every court of a venue, bookable or not: halves and full courts are worked out from the whole set. */
export const courtsOfVenue = (db: DbOrTx, venueId: number) =>
  db.court.findMany({
    where: { venueId },
    select: courtSelect,
    orderBy: [{ sortOrder: 'asc' }, { id: 'asc' }],
  });

export const bookableCourts = (db: DbOrTx, venueId?: number) =>
  db.court.findMany({
    where: { bookable: true, ...(venueId ? { venueId } : {}) },
    select: courtSelect,
    orderBy: [{ venueId: 'asc' }, { sortOrder: 'asc' }, { id: 'asc' }],
  });

export const findCourt = (db: DbOrTx, courtId: number) =>
  db.court.findUnique({ where: { id: courtId }, select: courtSelect });

export const sportsOfVenue = (db: DbOrTx, venueId: number) =>
  db.bookingSport.findMany({
    where: { venueId },
    select: { id: true, name: true, venueId: true },
    orderBy: [{ name: 'asc' }, { id: 'asc' }],
  });

export const allTypes = (db: DbOrTx, ids?: number[]) =>
  db.bookingType.findMany({
    where: ids ? { id: { in: ids } } : {},
    select: { id: true, name: true, slug: true },
    orderBy: [{ name: 'asc' }, { id: 'asc' }],
  });

export const allOptions = (db: DbOrTx, ids?: number[]) =>
  db.bookingOption.findMany({
    where: ids ? { id: { in: ids } } : {},
    select: { id: true, name: true },
    orderBy: [{ name: 'asc' }, { id: 'asc' }],
  });

export const findSport = (db: DbOrTx, id: number) =>
  db.bookingSport.findUnique({ where: { id }, select: { id: true, name: true, venueId: true } });
export const findType = (db: DbOrTx, id: number) =>
  db.bookingType.findUnique({ where: { id }, select: { id: true, name: true } });
export const findOption = (db: DbOrTx, id: number) =>
  db.bookingOption.findUnique({ where: { id }, select: { id: true, name: true } });

export const hoursOn = (db: DbOrTx, courtIds: number[], weekday: number) =>
  db.courtHours.findMany({
    where: { courtId: { in: courtIds }, weekday },
    select: { courtId: true, openMinute: true, closeMinute: true },
  });

export const activeRateRules = (db: DbOrTx, venueId: number) =>
  db.rateRule.findMany({
    where: { venueId, active: true },
    select: {
      id: true,
      sportId: true,
      typeId: true,
      optionId: true,
      weekday: true,
      fromMinute: true,
      toMinute: true,
      pricePerHourCents: true,
      priority: true,
      blockedMessage: true,
    },
  });

export interface Stretch {
  courtId: number;
  startsAt: Date;
  endsAt: Date;
}

/** What holds an occupancy row: a live booking, a published game or an HPC class (exactly one). */
export interface OccupancyOwner {
  bookingId: number | null;
  gameId: number | null;
  hpcClassId: number | null;
}

/** Occupancy rows (one per leaf court of each use: hire, game, class) on these courts overlapping [from, to). */
export const occupanciesOverlapping = (
  db: DbOrTx,
  leafIds: number[],
  from: Date,
  to: Date,
): Promise<Array<Stretch & OccupancyOwner>> =>
  db.courtOccupancy.findMany({
    where: { courtId: { in: leafIds }, startsAt: { lt: to }, endsAt: { gt: from } },
    select: { bookingId: true, gameId: true, hpcClassId: true, courtId: true, startsAt: true, endsAt: true },
    orderBy: { startsAt: 'asc' },
  });

/** Live bookings on these courts overlapping [from, to), for the calendar: no member in the select. */
export const bookingsOverlapping = (
  db: DbOrTx,
  courtIds: number[],
  from: Date,
  to: Date,
): Promise<Stretch[]> =>
  db.booking.findMany({
    where: { ...LIVE_BOOKING, courtId: { in: courtIds }, startsAt: { lt: to }, endsAt: { gt: from } },
    select: { courtId: true, startsAt: true, endsAt: true },
    orderBy: [{ startsAt: 'asc' }, { id: 'asc' }],
  });

// --- Court closures ----------------------------------------------------------------------

export const closureSelect = {
  id: true,
  courtId: true,
  startsAt: true,
  endsAt: true,
  reason: true,
  createdById: true,
  createdAt: true,
  court: { select: { name: true, venueId: true, venue: { select: { name: true } } } },
} satisfies Prisma.CourtClosureSelect;
export type ClosureRow = Prisma.CourtClosureGetPayload<{ select: typeof closureSelect }>;

/** Closures on these courts (every court when none are given) overlapping [from, to), in start order. */
export const closuresOverlapping = (
  db: DbOrTx,
  courtIds: number[] | undefined,
  from: Date,
  to: Date,
): Promise<Array<Stretch & { id: number; reason: string }>> =>
  db.courtClosure.findMany({
    where: {
      ...(courtIds ? { courtId: { in: courtIds } } : {}),
      startsAt: { lt: to },
      endsAt: { gt: from },
    },
    select: { id: true, courtId: true, startsAt: true, endsAt: true, reason: true },
    orderBy: [{ startsAt: 'asc' }, { id: 'asc' }],
  });

/** The console's list: closures at a venue (or all) ending after `from` and starting before `to`. */
export const closuresForConsole = (db: DbOrTx, q: { venueId?: number; from: Date; to?: Date }) =>
  db.courtClosure.findMany({
    where: {
      ...(q.venueId ? { court: { venueId: q.venueId } } : {}),
      endsAt: { gt: q.from },
      ...(q.to ? { startsAt: { lt: q.to } } : {}),
    },
    select: closureSelect,
    orderBy: [{ startsAt: 'asc' }, { id: 'asc' }],
  });

/** The live hires a closure hits, by the ids their occupancy rows name. */
export const hiresHit = (db: DbOrTx, ids: number[]) =>
  db.booking.findMany({
    where: { id: { in: ids } },
    select: { id: true, memberId: true, courtId: true, startsAt: true, endsAt: true },
    orderBy: [{ startsAt: 'asc' }, { id: 'asc' }],
  });
export const createClosure = (
  tx: Tx,
  c: { courtId: number; startsAt: Date; endsAt: Date; reason: string; createdById: number },
) => tx.courtClosure.create({ data: c, select: closureSelect });

/** The closure, its row locked until the transaction ends; null when there is none. */
export async function lockClosure(tx: Tx, id: number): Promise<ClosureRow | null> {
  const found = await tx.$queryRaw<unknown[]>`SELECT id FROM "CourtClosure" WHERE id = ${id} FOR UPDATE`;
  return found.length ? tx.courtClosure.findUnique({ where: { id }, select: closureSelect }) : null;
}

export const deleteClosure = (tx: Tx, id: number) =>
  tx.courtClosure.delete({ where: { id }, select: { id: true } });

/** Every court (id and full court) of the venues these courts are at: halves are worked out from the whole set. */
/** The venue of each court. */
export const venuesOfCourts = (db: DbOrTx, courtIds: number[]) =>
  db.court.findMany({ where: { id: { in: courtIds } }, select: { id: true, venueId: true } });

export const courtsAlongside = (db: DbOrTx, courtIds: number[]) =>
  db.court.findMany({
    where: { venue: { courts: { some: { id: { in: courtIds } } } } },
    select: { id: true, name: true, parentCourtId: true },
    orderBy: [{ sortOrder: 'asc' }, { id: 'asc' }],
  });

/**
 * Closing a court and placing a use on one queue on the venue's court rows, so neither misses the
 * other: a closure holds its court (or a venue closure every court of the venue) FOR NO KEY UPDATE,
 * returning false when there is no such court; whatever places a use (a payment, a desk hire, and
 * the database's own check on every CourtOccupancy row) holds every court of the venue FOR SHARE,
 * so holders do not queue for each other. All take the rows in id order, so none deadlocks
 * another. Whichever commits second sees the first.
 */
export async function lockCourtForClosure(tx: Tx, courtId: number): Promise<boolean> {
  const found = await tx.$queryRaw<unknown[]>`SELECT id FROM "Court" WHERE id = ${courtId} FOR NO KEY UPDATE`;
  return found.length > 0;
}
export async function lockVenueForClosure(tx: Tx, venueId: number): Promise<void> {
  await tx.$queryRaw`SELECT id FROM "Court" WHERE "venueId" = ${venueId} ORDER BY id FOR NO KEY UPDATE`;
}
export async function holdCourtsAgainstClosure(tx: Tx, courtIds: number[]): Promise<void> {
  await tx.$queryRaw`
    SELECT id FROM "Court" WHERE "venueId" IN (SELECT "venueId" FROM "Court" WHERE id = ANY(${courtIds}::int[]))
     ORDER BY id FOR SHARE`;
}

export interface NewBooking {
  memberId: number;
  /** The member's card payment; null for a hire staff booked at the desk. */
  orderId: number | null;
  courtId: number;
  sportId: number;
  typeId: number;
  optionId: number | null;
  startsAt: Date;
  endsAt: Date;
  priceCents: number;
}

/**
 * Writes the booking (pending until its order is paid; booked at once when staff book it) and
 * one occupancy row per leaf court in a single INSERT, in court order. The exclusion constraint
 * makes this insert wait for any racing transaction holding an overlapping row, then fail with
 * 23P01 if that one committed.
 */
export async function insertBooking(
  tx: Tx,
  b: NewBooking,
  leafIds: number[],
  status: 'pending' | 'booked' = 'pending',
): Promise<number> {
  const booking = await tx.booking.create({ data: { ...b, status }, select: { id: true } });
  await tx.courtOccupancy.createMany({
    data: leafIds.map((courtId) => ({
      bookingId: booking.id,
      courtId,
      startsAt: b.startsAt,
      endsAt: b.endsAt,
    })),
  });
  return booking.id;
}

/** A paid order's bookings become booked. */
export const markOrderBookingsBooked = (tx: Tx, orderId: number) =>
  tx.booking.updateMany({ where: { orderId, status: 'pending' }, data: { status: 'booked' } });

/** A finally failed payment gives the slot back: the bookings are cancelled and their occupancy rows go. */
export async function releaseOrderBookings(tx: Tx, orderId: number): Promise<void> {
  await tx.courtOccupancy.deleteMany({ where: { booking: { orderId } } });
  await tx.booking.updateMany({
    where: { orderId, status: { not: 'cancelled' } },
    data: { status: 'cancelled' },
  });
}

export const bookingIdOfOrder = async (db: DbOrTx, orderId: number) =>
  (await db.booking.findFirst({ where: { orderId }, select: { id: true }, orderBy: { id: 'asc' } }))?.id ??
  null;

/** The joins that name a booking "b": its court c, venue ve, sport s, type t and option op. */
const NAMES_OF_BOOKING = sql`JOIN "Court" c ON c.id = b."courtId"
  JOIN "Venue" ve ON ve.id = c."venueId"
  JOIN "BookingSport" s ON s.id = b."sportId"
  JOIN "BookingType" t ON t.id = b."typeId"
  LEFT JOIN "BookingOption" op ON op.id = b."optionId"`;

/** The member's live bookings, latest start first (one statement, plain SQL: read by Court Hire History, lib/sql.ts). */
export const myBookings = (db: DbOrTx, memberId: number) =>
  rows<{
    id: number;
    startsAt: Date;
    endsAt: Date;
    status: BookingStatus;
    orderId: number | null;
    court: { name: string; venue: { name: string } };
    sport: { name: string };
    type: { name: string };
    option: { name: string } | null;
  }>(
    db,
    sql`SELECT b.id, b."startsAt", b."endsAt", b.status, b."orderId",
               json_build_object('name', c.name, 'venue', json_build_object('name', ve.name)) AS court,
               json_build_object('name', s.name) AS sport, json_build_object('name', t.name) AS type,
               CASE WHEN op.id IS NULL THEN NULL ELSE json_build_object('name', op.name) END AS option
          FROM "Booking" b
          ${NAMES_OF_BOOKING}
         WHERE b."memberId" = ${memberId} AND b.status IN ('booked', 'pending')
         ORDER BY b."startsAt" DESC, b.id DESC`,
  );

/** Bookings billed on the given invoices, with their court, venue, sport, type and option names. */
export const bookingsOnInvoices = (db: DbOrTx, invoiceIds: number[]) =>
  rows<{
    id: number;
    invoiceId: number;
    startsAt: Date;
    endsAt: Date;
    courtName: string;
    venueName: string;
    sportName: string;
    typeName: string;
    optionName: string | null;
  }>(
    db,
    sql`
    SELECT b.id, b."invoiceId", b."startsAt", b."endsAt", c.name AS "courtName", ve.name AS "venueName", s.name AS "sportName",
           t.name AS "typeName", op.name AS "optionName"
    FROM "Booking" b
    ${NAMES_OF_BOOKING}
    WHERE b."invoiceId" = ANY(${invoiceIds})
    ORDER BY b."startsAt", b.id`,
  );

// --- The console: venues, courts, catalogue and rates (venues-admin.service.ts) ------------

export const venueAdminSelect = {
  id: true,
  name: true,
  address: true,
  suburb: true,
  postcode: true,
  state: true,
  courts: { select: { bookable: true } },
} satisfies Prisma.VenueSelect;
export type VenueAdminRow = Prisma.VenueGetPayload<{ select: typeof venueAdminSelect }>;

export const allVenuesForConsole = (db: DbOrTx) =>
  db.venue.findMany({ select: venueAdminSelect, orderBy: [{ name: 'asc' }, { id: 'asc' }] });
export const venueForConsole = (db: DbOrTx, id: number) =>
  db.venue.findUnique({ where: { id }, select: venueAdminSelect });

export interface VenueFields {
  name: string;
  address: string | null;
  suburb: string | null;
  postcode: string | null;
  state: string | null;
}
export const createVenue = (tx: Tx, v: VenueFields) => tx.venue.create({ data: v, select: venueAdminSelect });
export const updateVenue = (tx: Tx, id: number, v: VenueFields) =>
  tx.venue.update({ where: { id }, data: v, select: venueAdminSelect });

export const courtAdminSelect = {
  id: true,
  venueId: true,
  name: true,
  parentCourtId: true,
  bookable: true,
  sortOrder: true,
  sportId: true,
  typeId: true,
  optionId: true,
  halves: { select: { id: true }, orderBy: [{ sortOrder: 'asc' }, { id: 'asc' }] },
  hours: {
    select: { weekday: true, openMinute: true, closeMinute: true },
    orderBy: [{ weekday: 'asc' }, { openMinute: 'asc' }],
  },
} satisfies Prisma.CourtSelect;
export type CourtAdminRow = Prisma.CourtGetPayload<{ select: typeof courtAdminSelect }>;

export const courtsForConsole = (db: DbOrTx, venueId: number) =>
  db.court.findMany({
    where: { venueId },
    select: courtAdminSelect,
    orderBy: [{ sortOrder: 'asc' }, { id: 'asc' }],
  });
export const courtForConsole = (db: DbOrTx, id: number) =>
  db.court.findUnique({ where: { id }, select: courtAdminSelect });

export interface CourtFields {
  name: string;
  parentCourtId: number | null;
  bookable: boolean;
  sortOrder: number;
  sportId: number | null;
  typeId: number | null;
  optionId: number | null;
}
export const createCourt = (tx: Tx, venueId: number, c: CourtFields) =>
  tx.court.create({ data: { venueId, ...c }, select: courtAdminSelect });
export const updateCourt = (tx: Tx, id: number, c: CourtFields) =>
  tx.court.update({ where: { id }, data: c, select: courtAdminSelect });

/** Replaces a court's week of hire hours. */
export async function replaceCourtHours(
  tx: Tx,
  courtId: number,
  hours: Array<{ weekday: number; openMinute: number; closeMinute: number }>,
): Promise<void> {
  await tx.courtHours.deleteMany({ where: { courtId } });
  await tx.courtHours.createMany({ data: hours.map((h) => ({ courtId, ...h })) });
}

/** Live hires on these leaf courts still to end after `from` (the court's division cannot change under them). */
export const liveOccupancyAfter = (db: DbOrTx, leafIds: number[], from: Date) =>
  db.courtOccupancy.count({ where: { courtId: { in: leafIds }, endsAt: { gt: from } } });

/**
 * Whether a court, rate rule or hire names this sport, type or option. Asked before deleting one:
 * the database would clear a court's or rate rule's link instead of refusing (a rate rule for the
 * Party type would then price every type).
 */
export async function catalogueInUse(
  db: DbOrTx,
  field: 'sportId' | 'typeId' | 'optionId',
  id: number,
): Promise<boolean> {
  const [courts, rules, bookings] = await Promise.all([
    db.court.count({ where: { [field]: id } }),
    db.rateRule.count({ where: { [field]: id } }),
    db.booking.count({ where: { [field]: id } }),
  ]);
  return courts + rules + bookings > 0;
}

export const createSport = (tx: Tx, venueId: number, name: string) =>
  tx.bookingSport.create({ data: { venueId, name }, select: { id: true, name: true, venueId: true } });
export const updateSport = (tx: Tx, id: number, name: string) =>
  tx.bookingSport.update({ where: { id }, data: { name }, select: { id: true, name: true, venueId: true } });
export const deleteSport = (tx: Tx, id: number) =>
  tx.bookingSport.deleteMany({ where: { id } }).then((r) => r.count);

export const findTypeBySlug = (db: DbOrTx, slug: string) =>
  db.bookingType.findUnique({ where: { slug }, select: { id: true } });
export const findTypeWithSlug = (db: DbOrTx, id: number) =>
  db.bookingType.findUnique({ where: { id }, select: { id: true, name: true, slug: true } });
export const createType = (tx: Tx, t: { name: string; slug: string }) =>
  tx.bookingType.create({ data: t, select: { id: true, name: true, slug: true } });
export const updateType = (tx: Tx, id: number, t: { name: string; slug: string }) =>
  tx.bookingType.update({ where: { id }, data: t, select: { id: true, name: true, slug: true } });
export const deleteType = (tx: Tx, id: number) =>
  tx.bookingType.deleteMany({ where: { id } }).then((r) => r.count);

export const createOption = (tx: Tx, name: string) =>
  tx.bookingOption.create({ data: { name }, select: { id: true, name: true } });
export const updateOption = (tx: Tx, id: number, name: string) =>
  tx.bookingOption.update({ where: { id }, data: { name }, select: { id: true, name: true } });
export const deleteOption = (tx: Tx, id: number) =>
  tx.bookingOption.deleteMany({ where: { id } }).then((r) => r.count);

export const rateRuleSelect = {
  id: true,
  venueId: true,
  sportId: true,
  typeId: true,
  optionId: true,
  weekday: true,
  fromMinute: true,
  toMinute: true,
  pricePerHourCents: true,
  priority: true,
  blockedMessage: true,
  active: true,
} satisfies Prisma.RateRuleSelect;
export type RateRuleRow = Prisma.RateRuleGetPayload<{ select: typeof rateRuleSelect }>;
export type RateRuleFields = Omit<RateRuleRow, 'id' | 'venueId'>;

export const rateRulesForConsole = (db: DbOrTx, venueId: number) =>
  db.rateRule.findMany({
    where: { venueId },
    select: rateRuleSelect,
    orderBy: [{ priority: 'desc' }, { id: 'asc' }],
  });
export const findRateRule = (db: DbOrTx, id: number) =>
  db.rateRule.findUnique({ where: { id }, select: rateRuleSelect });
export const createRateRule = (tx: Tx, venueId: number, r: RateRuleFields) =>
  tx.rateRule.create({ data: { venueId, ...r }, select: rateRuleSelect });
export const updateRateRule = (tx: Tx, id: number, r: RateRuleFields) =>
  tx.rateRule.update({ where: { id }, data: r, select: rateRuleSelect });
export const deleteRateRule = (tx: Tx, id: number) =>
  tx.rateRule.deleteMany({ where: { id } }).then((r) => r.count);

// --- The console: hires (hire-admin.service.ts, court-uses.service.ts) ---------------------------

export const hireSelect = {
  id: true,
  memberId: true,
  courtId: true,
  sportId: true,
  typeId: true,
  optionId: true,
  startsAt: true,
  endsAt: true,
  priceCents: true,
  status: true,
  orderId: true,
  invoiceId: true,
  court: { select: { name: true, venueId: true } },
} satisfies Prisma.BookingSelect;
export type HireRow = Prisma.BookingGetPayload<{ select: typeof hireSelect }>;

export const findHire = (db: DbOrTx, id: number) =>
  db.booking.findUnique({ where: { id }, select: hireSelect });

/** The booking, its row locked until the transaction ends; null when there is none. */
export async function lockHire(tx: Tx, id: number): Promise<HireRow | null> {
  const found = await tx.$queryRaw<unknown[]>`SELECT id FROM "Booking" WHERE id = ${id} FOR UPDATE`;
  return found.length ? tx.booking.findUnique({ where: { id }, select: hireSelect }) : null;
}

/** Live hires on these courts overlapping [from, to), with who booked them (the console's calendar). */
export const hiresOverlapping = (db: DbOrTx, courtIds: number[], from: Date, to: Date) =>
  db.booking.findMany({
    where: { ...LIVE_BOOKING, courtId: { in: courtIds }, startsAt: { lt: to }, endsAt: { gt: from } },
    select: hireSelect,
    orderBy: [{ startsAt: 'asc' }, { id: 'asc' }],
  });

/** A hire moves: its occupancy rows go, the booking changes, new rows are written (23P01 on a clash). */
export async function moveHire(
  tx: Tx,
  id: number,
  to: { courtId: number; optionId: number | null; startsAt: Date; endsAt: Date },
  leafIds: number[],
): Promise<void> {
  await tx.courtOccupancy.deleteMany({ where: { bookingId: id } });
  await tx.booking.update({ where: { id }, data: to });
  await tx.courtOccupancy.createMany({
    data: leafIds.map((courtId) => ({ bookingId: id, courtId, startsAt: to.startsAt, endsAt: to.endsAt })),
  });
}

/** A hire cancelled: its court is free again. */
export async function cancelHire(tx: Tx, id: number): Promise<void> {
  await tx.courtOccupancy.deleteMany({ where: { bookingId: id } });
  await tx.booking.update({ where: { id }, data: { status: 'cancelled' } });
}

export const setHireInvoice = (tx: Tx, id: number, invoiceId: number) =>
  tx.booking.update({ where: { id }, data: { invoiceId }, select: { id: true } });

/** How many other hires billed on this invoice are not cancelled (the other dates of a block). */
export const otherHiresOnInvoice = (db: DbOrTx, invoiceId: number, exceptId: number) =>
  db.booking.count({ where: { invoiceId, id: { not: exceptId }, status: { not: 'cancelled' } } });
