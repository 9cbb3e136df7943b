// 'Add to Apple Calendar' on the draw: one game as an iCalendar file, with the
// times in the association's zone (TZID plus its VTIMEZONE definition) so every
// calendar app shows the local tip-off time.
import { calendarFeed } from '../../lib/calendar.js';
import { AppError, notFound } from '../../lib/app-error.js';
import type { Deps } from '../../lib/deps.js';
import { courtPlaceSelect } from './competition.service.js';

export interface GameCalendarFile {
  filename: string;
  body: string;
}

export async function gameCalendarFile(deps: Deps, gameId: number): Promise<GameCalendarFile> {
  const game = await deps.db.game.findFirst({
    where: {
      id: gameId,
      division: { status: 'active', season: { OR: [{ archived: true }, { status: 'active' }] } },
    },
    select: {
      id: true,
      round: true,
      startsAt: true,
      endsAt: true,
      excludedDate: true,
      teamA: { select: { name: true } },
      teamB: { select: { name: true } },
      rankLabelA: true,
      rankLabelB: true,
      division: { select: { name: true } },
      court: courtPlaceSelect,
    },
  });
  if (!game) throw notFound('Game');
  const teamA = game.teamA?.name ?? game.rankLabelA;
  const teamB = game.teamB?.name ?? game.rankLabelB;
  if (game.excludedDate || !teamA || !teamB)
    throw new AppError('not_found', 'There is no game to add to a calendar for this card');

  const { timeZone, clientName } = deps.settings.current();
  const venue = game.court?.venue;
  const body = calendarFeed(
    `${clientName} - Games`,
    [
      {
        uid: `game-${game.id}@${new URL(deps.publicUrl).hostname}`,
        stamp: deps.now(),
        start: game.startsAt,
        end: game.endsAt,
        // The title names the teams: a calendar's list shows the title only.
        summary: `${teamA} vs ${teamB}`,
        description: [
          `${teamA} vs ${teamB}`,
          `Division: ${game.division.name}`,
          `Round: ${game.round}`,
          game.court ? `Court: ${game.court.name}` : null,
        ]
          .filter(Boolean)
          .join('\n'),
        // The draw writes the suburb, state and postcode as one part, as the public draw shows them.
        location: venue
          ? [venue.name, venue.address, [venue.suburb, venue.state, venue.postcode].filter(Boolean).join(' ')]
              .filter(Boolean)
              .join(', ')
          : undefined,
      },
    ],
    timeZone,
  );
  return { filename: `game-${game.id}.ics`, body };
}
