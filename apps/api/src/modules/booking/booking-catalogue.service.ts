// Court hire: the catalogue a venue offers (courts, sports, types, options).
import {
  type TBookingCourt,
  type TBookingOption,
  type TBookingSport,
  type TBookingType,
  type TBookingVenue,
} from '@courtside/contracts';
import type { Tx } from '../../db/tx.js';
import type { Deps } from '../../lib/deps.js';
import { notFound } from '../../lib/app-error.js';
import * as data from './booking.data.js';
import { relatedCourts } from './booking-rules.js';

// --- Catalogue ---------------------------------------------------------------------------

export async function venueOrThrow(deps: Deps, venueId: number) {
  const venue = await data.findVenue(deps.db, venueId);
  if (!venue) throw notFound('Venue');
  return venue;
}

const toCourt = (c: data.CourtData): TBookingCourt => ({
  court_id: c.id,
  court_name: c.name,
  venue_id: c.venueId,
  sport_id: c.sportId,
  type_id: c.typeId,
  option_id: c.optionId,
  parent_id: c.parentCourtId,
});

export async function listVenues(deps: Deps): Promise<TBookingVenue[]> {
  return (await data.listVenuesWithBookableCourts(deps.db)).map((v) => ({
    venue_id: v.id,
    venue_name: v.name,
  }));
}

export async function listCourts(deps: Deps, venueId: number): Promise<TBookingCourt[]> {
  await venueOrThrow(deps, venueId);
  return (await data.bookableCourts(deps.db, venueId)).map(toCourt);
}

export async function listSports(deps: Deps, venueId: number): Promise<TBookingSport[]> {
  await venueOrThrow(deps, venueId);
  return (await data.sportsOfVenue(deps.db, venueId)).map((s) => ({
    sport_id: s.id,
    sport_name: s.name,
    venue_id: s.venueId,
  }));
}

/** Ids a venue's bookable courts allow for one catalogue field; undefined = any (some court leaves it open). */
async function idsOffered(
  deps: Deps,
  venueId: number,
  field: 'typeId' | 'optionId',
): Promise<number[] | undefined> {
  const courts = await data.bookableCourts(deps.db, venueId);
  if (courts.length === 0) return [];
  if (courts.some((c) => c[field] === null)) return undefined;
  return [...new Set(courts.map((c) => c[field] as number))];
}

export async function listTypes(deps: Deps, venueId: number): Promise<TBookingType[]> {
  await venueOrThrow(deps, venueId);
  const types = await data.allTypes(deps.db, await idsOffered(deps, venueId, 'typeId'));
  return types.map((t) => ({ type_id: t.id, type_name: t.name, type_slug: t.slug }));
}

export async function listOptions(deps: Deps, venueId: number): Promise<TBookingOption[]> {
  await venueOrThrow(deps, venueId);
  const options = await data.allOptions(deps.db, await idsOffered(deps, venueId, 'optionId'));
  return options.map((o) => ({ option_id: o.id, option_name: o.name }));
}

// --- For other areas: venues are read here only -------------------------------------------

/** Venues with their address, by name: all of them, or the given ones. */
export function venuePlaces(db: Deps['db'] | Tx, ids?: number[]) {
  return db.venue.findMany({
    ...(ids ? { where: { id: { in: ids } } } : {}),
    select: { id: true, name: true, address: true, suburb: true, postcode: true, state: true },
    orderBy: [{ name: 'asc' }, { id: 'asc' }],
  });
}

/** Whether a venue exists. */
export async function venueExists(db: Deps['db'], venueId: number): Promise<boolean> {
  return (await data.findVenue(db, venueId)) !== null;
}

/** The venues of the given courts, and the `alsoVenueIds`, by name. */
export function venuesOfCourts(db: Deps['db'], courtIds: number[], alsoVenueIds: number[] = []) {
  return db.venue.findMany({
    where: { OR: [{ courts: { some: { id: { in: courtIds } } } }, { id: { in: alsoVenueIds } }] },
    select: { id: true, name: true },
    orderBy: { name: 'asc' },
  });
}

/** Every venue with all its courts (for hire or not), halves after their full court: the draw's places. */
export function venuesWithCourts(db: Deps['db'] | Tx) {
  return db.venue.findMany({
    select: {
      id: true,
      name: true,
      state: true,
      courts: {
        select: { id: true, name: true, parentCourtId: true },
        orderBy: [{ sortOrder: 'asc' }, { id: 'asc' }],
      },
    },
    orderBy: [{ name: 'asc' }, { id: 'asc' }],
  });
}

/**
 * What holds these courts between two instants besides games: live court hires, and HPC classes
 * by the leaf courts they hold (CourtOccupancy). The draw leaves their times free, so a draft it
 * makes does not clash with them when published.
 */
export async function bookingsOnCourts(db: Deps['db'] | Tx, courtIds: number[], from: Date, to: Date) {
  const during = { startsAt: { lt: to }, endsAt: { gt: from } };
  const select = { courtId: true, startsAt: true, endsAt: true } as const;
  const [hires, classes] = await Promise.all([
    db.booking.findMany({ where: { courtId: { in: courtIds }, ...during, ...data.LIVE_BOOKING }, select }),
    db.courtOccupancy.findMany({
      where: { courtId: { in: courtIds }, ...during, hpcClassId: { not: null } },
      select,
    }),
  ]);
  return [...hires, ...classes];
}

/**
 * The courts sharing a floor with a court (itself, its halves and theirs, its full court): a game
 * or booking on any of them takes the court. For areas that place things on courts (the draw).
 */
export const courtsSharingFloor = (
  courts: Array<{ id: number; parentCourtId: number | null }>,
  courtId: number,
) => relatedCourts(courts, courtId);
