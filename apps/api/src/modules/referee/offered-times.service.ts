// The game times a season offers referees for their availability: the times staff set per venue
// in the console (OfficialsTime), or with none set for the season, its drawn games' start times.
// The member side's availability and the console's setup both read them here.
import type { Deps } from '../../lib/deps.js';
import type { Tx } from '../../db/tx.js';
import { activeSeasons, gameStartTimes } from '../draw/index.js';

type Db = Deps['db'] | Tx;

/**
 * The times a season offers referees per weekday (at the venue, or at every venue when null):
 * the times staff set, or with none set for the season, the start times of its drawn games.
 */
export async function offeredTimes(
  db: Db,
  timeZone: string,
  seasonId: number,
  venueId: number | null,
): Promise<Map<number, string[]>> {
  const set = await db.officialsTime.findMany({
    where: { seasonId },
    select: { venueId: true, weekday: true, time: true },
    orderBy: [{ weekday: 'asc' }, { time: 'asc' }],
  });
  if (set.length === 0) return gameStartTimes(db, timeZone, seasonId, venueId);
  const times = new Map<number, string[]>();
  for (const t of set) {
    if (venueId !== null && t.venueId !== venueId) continue;
    const day = times.get(t.weekday) ?? [];
    if (!day.includes(t.time)) times.set(t.weekday, [...day, t.time].sort());
  }
  return times;
}

/** Venues where some open season offers referees times. */
export async function venuesWithOfferedTimes(db: Db): Promise<number[]> {
  const rows = await db.officialsTime.findMany({
    where: { seasonId: { in: (await activeSeasons(db, { refereesOpen: true })).map((s) => s.id) } },
    select: { venueId: true },
    distinct: ['venueId'],
  });
  return rows.map((r) => r.venueId);
}
