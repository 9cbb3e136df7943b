// The console's venues and court hire catalogue (facilities staff): venues, their courts and
// halves, the sports, types and options a court offers, each court's weekly hire hours and the
// rate rules that price a hire. These are the rows the member side's stepper reads
// (booking-catalogue.service.ts, booking-availability.service.ts) and prices with
// (booking-rules.ts `priceBooking`), so what staff set here is what members are offered.
//
// Venues and courts are never deleted here: games, products, classes and rosters of other areas
// point at them, and the database would quietly clear those links. A court is retired by no longer
// hiring it (bookable false); a venue with no court for hire is not offered to members. A sport,
// type or option goes only while no court, rate rule or hire names it (409 otherwise). Every write
// is audited with what it was before and after.
import { uniqueOr } from '../../lib/unique.js';
import { hhmmOfMinutes, minutesOfHhmm } from '@courtside/contracts';
import {
  HIRE_MSG,
  type TAdminBookingOption,
  type TAdminCourt,
  type TAdminRateRule,
  type TAdminVenue,
  type TAdminVenuePage,
  type TCourtHoursWrite,
  type TCourtWrite,
  type TRateRuleWrite,
  type TVenueWrite,
} from '@courtside/contracts/admin';
import { Prisma } from '../../generated/prisma/client.js';
import type { Tx } from '../../db/tx.js';
import type { Deps } from '../../lib/deps.js';
import { AppError, fieldError, notFound } from '../../lib/app-error.js';
import { recordAudit } from '../audit/index.js';
import { leafCourts } from './booking-rules.js';
import * as data from './booking.data.js';

type Db = Deps['db'] | Tx;

/** A delete the database refused because other rows point at the record. */
const isInUse = (err: unknown) =>
  err instanceof Prisma.PrismaClientKnownRequestError && (err.code === 'P2003' || err.code === 'P2014');

async function deleteUnlessHired(run: () => Promise<unknown>, message: string): Promise<void> {
  try {
    await run();
  } catch (err) {
    if (isInUse(err)) throw new AppError('conflict', message);
    throw err;
  }
}

const blank = (text: string | null | undefined) => (text?.trim() ? text.trim() : null);

// --- Venues ------------------------------------------------------------------------------------

const toVenue = (v: data.VenueAdminRow): TAdminVenue => ({
  id: v.id,
  name: v.name,
  address: v.address,
  suburb: v.suburb,
  postcode: v.postcode,
  state: v.state,
  courts: v.courts.length,
  bookable_courts: v.courts.filter((c) => c.bookable).length,
});
const venueAudit = (v: TAdminVenue) => ({
  name: v.name,
  address: v.address,
  suburb: v.suburb,
  postcode: v.postcode,
  state: v.state,
});

const venueFields = (body: TVenueWrite): data.VenueFields => ({
  name: body.name,
  address: blank(body.address),
  suburb: blank(body.suburb),
  postcode: blank(body.postcode),
  state: blank(body.state),
});

/** GET /api/admin/venues: every venue, by name. */
export async function listVenues(deps: Deps): Promise<TAdminVenue[]> {
  return (await data.allVenuesForConsole(deps.db)).map(toVenue);
}

/** POST /api/admin/venues */
export async function createVenue(deps: Deps, actorId: number, body: TVenueWrite): Promise<TAdminVenue> {
  return deps.db.$transaction(async (tx) => {
    const venue = toVenue(await data.createVenue(tx, venueFields(body)));
    await recordAudit(tx, {
      actorId,
      action: 'venue.create',
      entity: 'Venue',
      entityId: venue.id,
      after: venueAudit(venue),
    });
    return venue;
  });
}

/** PUT /api/admin/venues/:id */
export async function updateVenue(
  deps: Deps,
  actorId: number,
  venueId: number,
  body: TVenueWrite,
): Promise<TAdminVenue> {
  return deps.db.$transaction(async (tx) => {
    const before = await data.venueForConsole(tx, venueId);
    if (!before) throw notFound('Venue');
    const venue = toVenue(await data.updateVenue(tx, venueId, venueFields(body)));
    await recordAudit(tx, {
      actorId,
      action: 'venue.update',
      entity: 'Venue',
      entityId: venueId,
      before: venueAudit(toVenue(before)),
      after: venueAudit(venue),
    });
    return venue;
  });
}

/** GET /api/admin/venues/:id: the venue with its courts (and their hours), sports, types, options and rates. */
export async function venuePage(deps: Deps, venueId: number): Promise<TAdminVenuePage> {
  const venue = await data.venueForConsole(deps.db, venueId);
  if (!venue) throw notFound('Venue');
  const [courts, sports, types, options, rules] = await Promise.all([
    data.courtsForConsole(deps.db, venueId),
    data.sportsOfVenue(deps.db, venueId),
    data.allTypes(deps.db),
    data.allOptions(deps.db),
    data.rateRulesForConsole(deps.db, venueId),
  ]);
  return {
    ...toVenue(venue),
    court_list: courts.map(toCourt),
    sports: sports.map((s) => ({ id: s.id, venue_id: s.venueId, name: s.name })),
    types: types.map((t) => ({ id: t.id, name: t.name, slug: t.slug })),
    options: options.map((o) => ({ id: o.id, name: o.name })),
    rate_rules: rules.map(toRateRule),
  };
}

// --- Courts, halves and hours ------------------------------------------------------------------------

const toCourt = (c: data.CourtAdminRow): TAdminCourt => ({
  id: c.id,
  venue_id: c.venueId,
  name: c.name,
  parent_court_id: c.parentCourtId,
  halves: c.halves.map((h) => h.id),
  bookable: c.bookable,
  sort_order: c.sortOrder,
  sport_id: c.sportId,
  type_id: c.typeId,
  option_id: c.optionId,
  hours: c.hours.map((h) => ({
    weekday: h.weekday,
    open: hhmmOfMinutes(h.openMinute),
    close: hhmmOfMinutes(h.closeMinute),
  })),
});
const courtAudit = ({ halves: _halves, ...c }: TAdminCourt) => c;

/** The catalogue ids a court names exist (the sport at the court's own venue). */
async function checkCatalogue(db: Db, venueId: number, body: TCourtWrite | TRateRuleWrite): Promise<void> {
  const [sport, type, option] = await Promise.all([
    body.sport_id ? data.findSport(db, body.sport_id) : null,
    body.type_id ? data.findType(db, body.type_id) : null,
    body.option_id ? data.findOption(db, body.option_id) : null,
  ]);
  if (body.sport_id && sport?.venueId !== venueId) throw fieldError('sport_id', HIRE_MSG.noSuchSport);
  if (body.type_id && !type) throw fieldError('type_id', HIRE_MSG.noSuchType);
  if (body.option_id && !option) throw fieldError('option_id', HIRE_MSG.noSuchOption);
}

/** The court and every court below it (its halves, theirs...). */
function descendantsOf(courts: Array<{ id: number; parentCourtId: number | null }>, courtId: number) {
  const found = new Set([courtId]);
  for (let grew = true; grew;) {
    grew = false;
    for (const c of courts)
      if (c.parentCourtId !== null && found.has(c.parentCourtId) && !found.has(c.id)) {
        found.add(c.id);
        grew = true;
      }
  }
  return found;
}

/**
 * A court's place among its venue's courts may change only while no hire to come sits on the
 * courts whose halves change: a hire holds one occupancy row per half it took when it was booked.
 */
async function checkDivision(
  tx: Tx,
  deps: Deps,
  venueId: number,
  courtId: number | null,
  oldParent: number | null,
  newParent: number | null,
): Promise<void> {
  if (newParent === oldParent) return;
  const courts = await data.courtsOfVenue(tx, venueId);
  if (newParent !== null) {
    const parent = courts.find((c) => c.id === newParent);
    if (!parent) throw fieldError('parent_court_id', HIRE_MSG.parentElsewhere);
    if (courtId !== null && descendantsOf(courts, courtId).has(newParent))
      throw fieldError('parent_court_id', HIRE_MSG.parentLoop);
  }
  const touched = [oldParent, newParent, courtId].filter((id): id is number => id !== null);
  const leaves = [...new Set(touched.flatMap((id) => leafCourts(courts, id)))];
  if ((await data.liveOccupancyAfter(tx, leaves, deps.now())) > 0)
    throw new AppError('conflict', HIRE_MSG.divisionInUse);
}

const courtFields = (body: TCourtWrite, sortOrder: number): data.CourtFields => ({
  name: body.name,
  parentCourtId: body.parent_court_id ?? null,
  bookable: body.bookable,
  sortOrder: body.sort_order ?? sortOrder,
  sportId: body.sport_id ?? null,
  typeId: body.type_id ?? null,
  optionId: body.option_id ?? null,
});

/** POST /api/admin/venues/:id/courts: a court, or (with parent_court_id) a half of one. */
export async function createCourt(
  deps: Deps,
  actorId: number,
  venueId: number,
  body: TCourtWrite,
): Promise<TAdminCourt> {
  if (!(await data.findVenue(deps.db, venueId))) throw notFound('Venue');
  await checkCatalogue(deps.db, venueId, body);
  return deps.db.$transaction(async (tx) => {
    await checkDivision(tx, deps, venueId, null, null, body.parent_court_id ?? null);
    const court = toCourt(await data.createCourt(tx, venueId, courtFields(body, 0)));
    await recordAudit(tx, {
      actorId,
      action: 'court.create',
      entity: 'Court',
      entityId: court.id,
      after: courtAudit(court),
    });
    return court;
  });
}

/** PUT /api/admin/courts/:id: its name, division, whether it is hired, and what it offers. */
export async function updateCourt(
  deps: Deps,
  actorId: number,
  courtId: number,
  body: TCourtWrite,
): Promise<TAdminCourt> {
  const found = await data.courtForConsole(deps.db, courtId);
  if (!found) throw notFound('Court');
  await checkCatalogue(deps.db, found.venueId, body);
  return deps.db.$transaction(async (tx) => {
    const before = await data.courtForConsole(tx, courtId);
    if (!before) throw notFound('Court');
    await checkDivision(
      tx,
      deps,
      before.venueId,
      courtId,
      before.parentCourtId,
      body.parent_court_id ?? null,
    );
    const court = toCourt(await data.updateCourt(tx, courtId, courtFields(body, before.sortOrder)));
    await recordAudit(tx, {
      actorId,
      action: 'court.update',
      entity: 'Court',
      entityId: courtId,
      before: courtAudit(toCourt(before)),
      after: courtAudit(court),
    });
    return court;
  });
}

/** PUT /api/admin/courts/:id/hours: the court's week of hire hours, replaced whole. */
export async function setCourtHours(
  deps: Deps,
  actorId: number,
  courtId: number,
  body: TCourtHoursWrite,
): Promise<TAdminCourt> {
  return deps.db.$transaction(async (tx) => {
    const before = await data.courtForConsole(tx, courtId);
    if (!before) throw notFound('Court');
    await data.replaceCourtHours(
      tx,
      courtId,
      body.hours.map((h) => ({
        weekday: h.weekday,
        openMinute: minutesOfHhmm(h.open)!,
        closeMinute: minutesOfHhmm(h.close)!,
      })),
    );
    const court = toCourt((await data.courtForConsole(tx, courtId))!);
    await recordAudit(tx, {
      actorId,
      action: 'court.hours',
      entity: 'Court',
      entityId: courtId,
      before: { hours: toCourt(before).hours },
      after: { hours: court.hours },
    });
    return court;
  });
}

// --- Sports, types and options ---------------------------------------------------------------------

/** POST /api/admin/venues/:id/sports */
export async function createSport(deps: Deps, actorId: number, venueId: number, name: string) {
  if (!(await data.findVenue(deps.db, venueId))) throw notFound('Venue');
  return deps.db.$transaction(async (tx) => {
    const s = await data.createSport(tx, venueId, name);
    await recordAudit(tx, {
      actorId,
      action: 'booking_sport.create',
      entity: 'BookingSport',
      entityId: s.id,
      after: { venue_id: venueId, name },
    });
    return { id: s.id, venue_id: s.venueId, name: s.name };
  });
}

/** PUT /api/admin/booking-sports/:id */
export async function updateSport(deps: Deps, actorId: number, sportId: number, name: string) {
  return deps.db.$transaction(async (tx) => {
    const before = await data.findSport(tx, sportId);
    if (!before) throw notFound('Sport');
    const s = await data.updateSport(tx, sportId, name);
    await recordAudit(tx, {
      actorId,
      action: 'booking_sport.update',
      entity: 'BookingSport',
      entityId: sportId,
      before: { name: before.name },
      after: { name },
    });
    return { id: s.id, venue_id: s.venueId, name: s.name };
  });
}

/** DELETE /api/admin/booking-sports/:id: only one no court, rate or hire names. */
export async function deleteSport(deps: Deps, actorId: number, sportId: number): Promise<void> {
  await deleteUnlessHired(
    () =>
      deps.db.$transaction(async (tx) => {
        const before = await data.findSport(tx, sportId);
        if (!before) throw notFound('Sport');
        if (await data.catalogueInUse(tx, 'sportId', sportId))
          throw new AppError('conflict', HIRE_MSG.sportInUse);
        // Two deletes at once: the second finds nothing left (404, not a 500).
        if ((await data.deleteSport(tx, sportId)) === 0) throw notFound('Sport');
        await recordAudit(tx, {
          actorId,
          action: 'booking_sport.delete',
          entity: 'BookingSport',
          entityId: sportId,
          before: { venue_id: before.venueId, name: before.name },
        });
      }),
    HIRE_MSG.sportInUse,
  );
}

/** POST /api/admin/booking-types (every venue shares the types) */
export async function createType(deps: Deps, actorId: number, body: { name: string; slug: string }) {
  return deps.db.$transaction(async (tx) => {
    const taken = () => fieldError('slug', HIRE_MSG.slugTaken);
    if (await data.findTypeBySlug(tx, body.slug)) throw taken();
    const t = await uniqueOr(data.createType(tx, body), taken);
    await recordAudit(tx, {
      actorId,
      action: 'booking_type.create',
      entity: 'BookingType',
      entityId: t.id,
      after: body,
    });
    return t;
  });
}

/** PUT /api/admin/booking-types/:id */
export async function updateType(
  deps: Deps,
  actorId: number,
  typeId: number,
  body: { name: string; slug: string },
) {
  return deps.db.$transaction(async (tx) => {
    const before = await data.findTypeWithSlug(tx, typeId);
    if (!before) throw notFound('Booking type');
    const clash = await data.findTypeBySlug(tx, body.slug);
    const taken = () => fieldError('slug', HIRE_MSG.slugTaken);
    if (clash && clash.id !== typeId) throw taken();
    const t = await uniqueOr(data.updateType(tx, typeId, body), taken);
    await recordAudit(tx, {
      actorId,
      action: 'booking_type.update',
      entity: 'BookingType',
      entityId: typeId,
      before: { name: before.name, slug: before.slug },
      after: body,
    });
    return t;
  });
}

/** DELETE /api/admin/booking-types/:id */
export async function deleteType(deps: Deps, actorId: number, typeId: number): Promise<void> {
  await deleteUnlessHired(
    () =>
      deps.db.$transaction(async (tx) => {
        const before = await data.findTypeWithSlug(tx, typeId);
        if (!before) throw notFound('Booking type');
        if (await data.catalogueInUse(tx, 'typeId', typeId))
          throw new AppError('conflict', HIRE_MSG.typeInUse);
        // Two deletes at once: the second finds nothing left (404, not a 500).
        if ((await data.deleteType(tx, typeId)) === 0) throw notFound('Booking type');
        await recordAudit(tx, {
          actorId,
          action: 'booking_type.delete',
          entity: 'BookingType',
          entityId: typeId,
          before: { name: before.name, slug: before.slug },
        });
      }),
    HIRE_MSG.typeInUse,
  );
}

/** POST /api/admin/booking-options (every venue shares the options) */
export async function createOption(deps: Deps, actorId: number, name: string): Promise<TAdminBookingOption> {
  return deps.db.$transaction(async (tx) => {
    const o = await data.createOption(tx, name);
    await recordAudit(tx, {
      actorId,
      action: 'booking_option.create',
      entity: 'BookingOption',
      entityId: o.id,
      after: { name },
    });
    return o;
  });
}

/** PUT /api/admin/booking-options/:id */
export async function updateOption(
  deps: Deps,
  actorId: number,
  optionId: number,
  name: string,
): Promise<TAdminBookingOption> {
  return deps.db.$transaction(async (tx) => {
    const before = await data.findOption(tx, optionId);
    if (!before) throw notFound('Booking option');
    const o = await data.updateOption(tx, optionId, name);
    await recordAudit(tx, {
      actorId,
      action: 'booking_option.update',
      entity: 'BookingOption',
      entityId: optionId,
      before: { name: before.name },
      after: { name },
    });
    return o;
  });
}

/** DELETE /api/admin/booking-options/:id */
export async function deleteOption(deps: Deps, actorId: number, optionId: number): Promise<void> {
  await deleteUnlessHired(
    () =>
      deps.db.$transaction(async (tx) => {
        const before = await data.findOption(tx, optionId);
        if (!before) throw notFound('Booking option');
        if (await data.catalogueInUse(tx, 'optionId', optionId))
          throw new AppError('conflict', HIRE_MSG.optionInUse);
        // Two deletes at once: the second finds nothing left (404, not a 500).
        if ((await data.deleteOption(tx, optionId)) === 0) throw notFound('Booking option');
        await recordAudit(tx, {
          actorId,
          action: 'booking_option.delete',
          entity: 'BookingOption',
          entityId: optionId,
          before: { name: before.name },
        });
      }),
    HIRE_MSG.optionInUse,
  );
}

// --- Rate rules ----------------------------------------------------------------------------------------

const toRateRule = (r: data.RateRuleRow): TAdminRateRule => ({
  id: r.id,
  venue_id: r.venueId,
  sport_id: r.sportId,
  type_id: r.typeId,
  option_id: r.optionId,
  weekday: r.weekday,
  from: hhmmOfMinutes(r.fromMinute),
  to: hhmmOfMinutes(r.toMinute),
  price_per_hour_cents: r.pricePerHourCents,
  priority: r.priority,
  blocked_message: r.blockedMessage,
  active: r.active,
});
const ruleAudit = ({ id: _id, ...r }: TAdminRateRule) => r;

const ruleFields = (body: TRateRuleWrite, active: boolean): data.RateRuleFields => ({
  sportId: body.sport_id ?? null,
  typeId: body.type_id ?? null,
  optionId: body.option_id ?? null,
  weekday: body.weekday ?? null,
  fromMinute: minutesOfHhmm(body.from)!,
  toMinute: minutesOfHhmm(body.to)!,
  pricePerHourCents: body.price_per_hour_cents,
  priority: body.priority ?? 0,
  blockedMessage: blank(body.blocked_message),
  active: body.active ?? active,
});

/** POST /api/admin/venues/:id/rate-rules */
export async function createRateRule(
  deps: Deps,
  actorId: number,
  venueId: number,
  body: TRateRuleWrite,
): Promise<TAdminRateRule> {
  if (!(await data.findVenue(deps.db, venueId))) throw notFound('Venue');
  await checkCatalogue(deps.db, venueId, body);
  return deps.db.$transaction(async (tx) => {
    const rule = toRateRule(await data.createRateRule(tx, venueId, ruleFields(body, true)));
    await recordAudit(tx, {
      actorId,
      action: 'rate_rule.create',
      entity: 'RateRule',
      entityId: rule.id,
      after: ruleAudit(rule),
    });
    return rule;
  });
}

/** PUT /api/admin/rate-rules/:id: its prices and reach; active false stops it pricing. */
export async function updateRateRule(
  deps: Deps,
  actorId: number,
  ruleId: number,
  body: TRateRuleWrite,
): Promise<TAdminRateRule> {
  const found = await data.findRateRule(deps.db, ruleId);
  if (!found) throw notFound('Rate rule');
  await checkCatalogue(deps.db, found.venueId, body);
  return deps.db.$transaction(async (tx) => {
    const before = await data.findRateRule(tx, ruleId);
    if (!before) throw notFound('Rate rule');
    const rule = toRateRule(await data.updateRateRule(tx, ruleId, ruleFields(body, before.active)));
    await recordAudit(tx, {
      actorId,
      action: 'rate_rule.update',
      entity: 'RateRule',
      entityId: ruleId,
      before: ruleAudit(toRateRule(before)),
      after: ruleAudit(rule),
    });
    return rule;
  });
}

/** DELETE /api/admin/rate-rules/:id: a hire keeps the price it was booked at, so a rule can go. */
export async function deleteRateRule(deps: Deps, actorId: number, ruleId: number): Promise<void> {
  await deps.db.$transaction(async (tx) => {
    const before = await data.findRateRule(tx, ruleId);
    if (!before) throw notFound('Rate rule');
    // Two deletes at once: the second finds nothing left (404, not a 500).
    if ((await data.deleteRateRule(tx, ruleId)) === 0) throw notFound('Rate rule');
    await recordAudit(tx, {
      actorId,
      action: 'rate_rule.delete',
      entity: 'RateRule',
      entityId: ruleId,
      before: ruleAudit(toRateRule(before)),
    });
  });
}
