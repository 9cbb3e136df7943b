// Demo data for referees, event rosters and the noticeboard, loaded after the
// competition demo data. demomanager (is_ref, is_roster, is_man; access_ref referee and
// scorer) gets games to referee and score, availability, two published roster dates in the
// coming week, event roster shifts and a noticeboard. Without upcoming games it does nothing.
import type { TEnv } from '../config/env.js';
import type { Db } from '../plugins/prisma.js';
import {
  addDaysIso,
  dbDate,
  localInstant,
  localIsoDate,
  localTime,
  startOfLocalDay,
  todayIso,
} from '../lib/local-dates.js';
import { sanitizeNoticeHtml } from '../lib/safe-html.js';

const playedGame = { excludedDate: false, OR: [{ teamAId: { not: null } }, { teamBId: { not: null } }] };

export async function seedOfficials(db: Db, env: TEnv, now: Date = new Date()): Promise<boolean> {
  const tz = env.TIME_ZONE;
  const manager = await db.member.findUnique({
    where: { usernameLower: 'demomanager' },
    select: { id: true },
  });
  if (!manager) return false;
  const today = todayIso(tz, now);
  const fromToday = startOfLocalDay(today, tz);

  // The current season: the active one whose next game comes first.
  const next = await db.game.findFirst({
    where: {
      ...playedGame,
      startsAt: { gte: fromToday },
      division: { season: { status: 'active', archived: false } },
    },
    orderBy: { startsAt: 'asc' },
    select: { division: { select: { seasonId: true } }, court: { select: { venueId: true } } },
  });
  if (!next) return false;
  const seasonId = next.division.seasonId;

  const upcoming = await db.game.findMany({
    where: {
      ...playedGame,
      division: { seasonId },
      startsAt: { gte: fromToday, lt: startOfLocalDay(addDaysIso(today, 21), tz) },
    },
    orderBy: [{ startsAt: 'asc' }, { id: 'asc' }],
    select: { id: true, startsAt: true },
    take: 300,
  });

  // Referee every third game and score every fifth (never both on one game).
  await db.refereeAssignment.createMany({
    data: upcoming.flatMap((g, i) =>
      i % 3 === 0
        ? [{ gameId: g.id, memberId: manager.id, rosterType: 'referee' }]
        : i % 5 === 1
          ? [{ gameId: g.id, memberId: manager.id, rosterType: 'scorer' }]
          : [],
    ),
    skipDuplicates: true,
  });

  // The roster of the coming week's first two playing days is published: availability changes
  // touching them are refused. Only two, so the demo's other weekdays stay editable.
  const weekEnd = addDaysIso(today, 6);
  const publishDates = [...new Set(upcoming.map((g) => localIsoDate(g.startsAt, tz)))]
    .filter((d) => d <= weekEnd)
    .slice(0, 2);
  await db.rosterPublication.createMany({
    data: publishDates.map((d) => ({ seasonId, date: dbDate(d) })),
    skipDuplicates: true,
  });

  // Available for the first game time of each playing weekday (season-wide, no venue).
  const firstSlot = new Map<number, string>();
  for (const g of upcoming) {
    const day = new Date(`${localIsoDate(g.startsAt, tz)}T00:00:00Z`).getUTCDay();
    const time = localTime(g.startsAt, tz);
    if (!firstSlot.has(day) || time < (firstSlot.get(day) as string)) firstSlot.set(day, time);
  }
  if ((await db.refereeAvailability.count({ where: { memberId: manager.id, seasonId } })) === 0) {
    await db.refereeAvailability.createMany({
      data: [...firstSlot].map(([weekday, timeSlot]) => ({
        memberId: manager.id,
        seasonId,
        venueId: null,
        weekday,
        timeSlot,
      })),
    });
  }

  await seedEventRoster(db, tz, today, manager.id, next.court?.venueId ?? null);
  await seedNoticeboard(db);
  return true;
}

async function seedEventRoster(
  db: Db,
  tz: string,
  today: string,
  managerId: number,
  preferredVenueId: number | null,
) {
  if ((await db.localEvent.count()) > 0) return;
  const venue = await db.venue.findFirst({
    where: preferredVenueId ? { id: preferredVenueId } : {},
    select: { id: true, courts: { select: { id: true }, orderBy: { sortOrder: 'asc' }, take: 2 } },
  });
  if (!venue) return;
  const member = await db.member.findUnique({ where: { usernameLower: 'demomember' }, select: { id: true } });
  const carnival = await db.localEvent.create({ data: { name: 'Junior Carnival' } });
  const presentation = await db.localEvent.create({ data: { name: 'Presentation Night' } });
  const [court1, court2] = venue.courts;
  const shift = (
    eventId: number,
    memberId: number,
    day: string,
    time: string,
    fn: string,
    courtId?: number,
  ) => ({
    eventId,
    memberId,
    scheduleAt: localInstant(day, time, tz),
    venueId: venue.id,
    courtId: courtId ?? null,
    function: fn,
  });
  const tomorrow = addDaysIso(today, 1);
  await db.localRosterEntry.createMany({
    data: [
      shift(carnival.id, managerId, today, '09:00', 'Scorer', court1?.id),
      shift(carnival.id, managerId, today, '11:30', 'Timekeeper', court2?.id ?? court1?.id),
      shift(carnival.id, managerId, tomorrow, '10:00', 'Canteen'),
      ...(member
        ? [
            shift(carnival.id, member.id, today, '09:00', 'Timekeeper', court1?.id),
            shift(carnival.id, member.id, tomorrow, '10:00', 'Scorer', court1?.id),
          ]
        : []),
      shift(presentation.id, managerId, addDaysIso(today, 7), '18:30', 'Usher'),
    ],
  });
}

async function seedNoticeboard(db: Db) {
  if ((await db.notice.count()) > 0 || (await db.noticeboardRow.count()) > 0) return;
  await db.notice.create({
    data: {
      tab: 'HPC',
      sectionName: 'High Performance Centre',
      html: sanitizeNoticeHtml(
        [
          '<h3>HPC squad trials</h3>',
          '<p>Trials for the <strong>U16 and U18</strong> squads run over the next two weeks. Bring a water bottle and arrive 15 minutes early.</p>',
          '<table><thead><tr><th>Day</th><th>Time</th><th>Squad</th></tr></thead>',
          '<tbody><tr><td>Monday</td><td>6:00 PM</td><td>U16</td></tr><tr><td>Wednesday</td><td>6:00 PM</td><td>U18</td></tr></tbody></table>',
        ].join(''),
      ),
    },
  });
  await db.noticeboardRow.createMany({
    data: [
      {
        sectionName: 'Players looking for a team',
        firstname: 'Liam',
        surname: 'Zhou',
        gender: 'male',
        email: 'liam.zhou@example.com',
        competition: 'Saturday Juniors U14',
        comment: 'Guard, played two seasons',
      },
      {
        sectionName: 'Players looking for a team',
        firstname: 'Grace',
        surname: 'Okafor',
        gender: 'female',
        email: 'grace.okafor@example.com',
        competition: 'Wednesday Women',
        comment: 'Happy to fill in',
      },
      {
        sectionName: 'Teams looking for players',
        firstname: 'Mateo',
        surname: 'Rossi',
        gender: 'male',
        email: 'mateo.rossi@example.com',
        competition: 'Monday Men Div 2',
        comment: 'Need a tall forward',
      },
    ],
  });
}
