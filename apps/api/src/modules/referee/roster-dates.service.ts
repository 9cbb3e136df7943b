// Publishing a roster date (the console, competition staff): the season's games of that local
// date have their officials. From then on members' availability changes touching the date are
// refused ("Roster already published, please contact the stadium"), the officials' calendar
// feeds show their games, and each official is emailed their games of the day (after the
// commit; a failed send is logged). Withdrawing the date opens it again. Both are audited.
import type { TRosterDatePublished, TRosterDates } from '@courtside/contracts/admin';
import { Prisma } from '../../generated/prisma/client.js';
import { AppError, notFound } from '../../lib/app-error.js';
import type { Deps } from '../../lib/deps.js';
import { renderEmail, rosterOfDay } from '../../emails/index.js';
import { addDaysIso, dbDate, dmyOf, isoOfDbDate, localTime, startOfLocalDay } from '../../lib/local-dates.js';
import { recordAudit } from '../audit/index.js';
import { officialsGames, requireSeason } from '../draw/index.js';
import { memberContacts } from '../people/index.js';

const WEEKDAY = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

export async function listRosterDates(deps: Deps, seasonId: number): Promise<TRosterDates> {
  await requireSeason(deps.db, seasonId);
  const dates = await deps.db.rosterPublication.findMany({
    where: { seasonId },
    select: { date: true, publishedAt: true },
    orderBy: { date: 'desc' },
  });
  return {
    dates: dates.map((d) => ({ date: isoOfDbDate(d.date), published_at: d.publishedAt.toISOString() })),
  };
}

export async function publishRosterDate(
  deps: Deps,
  actorId: number,
  seasonId: number,
  date: string,
): Promise<TRosterDatePublished> {
  await requireSeason(deps.db, seasonId);
  const { timeZone, clientName } = deps.settings.current();
  const games = await officialsGames(deps.db, {
    seasonId,
    from: startOfLocalDay(date, timeZone),
    to: startOfLocalDay(addDaysIso(date, 1), timeZone),
  });
  const assignments = await deps.db.refereeAssignment.findMany({
    where: { gameId: { in: games.map((g) => g.id) } },
    select: { gameId: true, memberId: true, rosterType: true },
  });
  try {
    await deps.db.$transaction(async (tx) => {
      await tx.rosterPublication.create({ data: { seasonId, date: dbDate(date) } });
      await recordAudit(tx, {
        actorId,
        action: 'roster_date.publish',
        entity: 'Season',
        entityId: seasonId,
        after: { date, games: games.length, assignments: assignments.length },
      });
    });
  } catch (err) {
    if (err instanceof Prisma.PrismaClientKnownRequestError && err.code === 'P2002')
      throw new AppError('conflict', `The roster of ${dmyOf(date)} is already published.`);
    throw err;
  }

  // One email per official, listing their games of the day in start order.
  const officials = [...new Set(assignments.map((a) => a.memberId))];
  const contacts = await memberContacts(deps.db, officials);
  const day = `${WEEKDAY[new Date(`${date}T00:00:00Z`).getUTCDay()]} ${dmyOf(date)}`;
  let emailed = 0;
  for (const memberId of officials) {
    const to = contacts.get(memberId);
    if (!to?.email) continue;
    const lines = games.flatMap((g) =>
      assignments
        .filter((a) => a.gameId === g.id && a.memberId === memberId)
        .map(
          (a) =>
            `${localTime(g.startsAt, timeZone)}${g.court ? ` ${g.court.venue.name}, ${g.court.name}` : ''}: ` +
            `${g.teamA?.name ?? g.rankLabelA ?? 'TBA'} vs ${g.teamB?.name ?? g.rankLabelB ?? 'TBA'} ` +
            `(${g.division.name}), ${a.rosterType}`,
        ),
    );
    try {
      await deps.mailer.send({
        to: to.email,
        ...(await renderEmail(rosterOfDay, {
          association: clientName,
          firstname: to.firstname,
          day,
          games: lines,
        })),
      });
      emailed++;
    } catch (err) {
      deps.log.warn({ err, memberId, date }, 'could not send the roster email');
    }
  }
  const covered = new Set(assignments.map((a) => a.gameId));
  return { date, emailed, games_without_officials: games.filter((g) => !covered.has(g.id)).length };
}

export async function withdrawRosterDate(deps: Deps, actorId: number, seasonId: number, date: string) {
  await requireSeason(deps.db, seasonId);
  await deps.db.$transaction(async (tx) => {
    const gone = await tx.rosterPublication.deleteMany({ where: { seasonId, date: dbDate(date) } });
    if (gone.count === 0) throw notFound('Published roster date');
    await recordAudit(tx, {
      actorId,
      action: 'roster_date.withdraw',
      entity: 'Season',
      entityId: seasonId,
      before: { date },
    });
  });
  return { date };
}
