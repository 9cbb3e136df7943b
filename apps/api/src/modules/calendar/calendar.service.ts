// Calendar feeds: a member's private subscription (their teams' games and duties, officiating
// on published roster dates, event roster shifts, court hire and HPC classes) and a team's
// public feed of its games. Each area gives its own entries through its service; this module
// only gathers them. Entries keep their UIDs, so a calendar app that fetches the address again
// moves a game a repair moved.
import { calendarFeed } from '../../lib/calendar.js';
import { notFound } from '../../lib/app-error.js';
import type { Deps } from '../../lib/deps.js';
import { bookingEntries } from '../booking/index.js';
import { shownTeam, teamGameEntries } from '../draw/index.js';
import { classEntries } from '../hpc/index.js';
import { calendarToken, memberOfCalendarToken } from '../people/index.js';
import { assignmentEntries } from '../referee/index.js';
import { rosterEntries } from '../roster/index.js';
import { teamIdsOfMember } from '../teams/index.js';
import type { TCalendarFeed } from '@courtside/contracts';

/** How far back a feed reaches: last season's games stay in the calendar for a while. */
const PAST_DAYS = 60;

const since = (deps: Deps) => new Date(deps.now().getTime() - PAST_DAYS * 86_400_000);

/** The member's subscription address, made on first ask (`renew`: a new one; the old one ends). */
export async function feedAddress(deps: Deps, memberId: number, renew = false): Promise<TCalendarFeed> {
  const token = await calendarToken(deps.db, memberId, renew);
  const https = `${deps.publicUrl}/api/calendar/members/${token}.ics`;
  return { https_url: https, webcal_url: https.replace(/^https?:/, 'webcal:') };
}

/** The feed behind a member's address; an unknown or renewed-away token is a 404. */
export async function memberFeed(deps: Deps, token: string): Promise<string> {
  const memberId = await memberOfCalendarToken(deps.db, token);
  if (memberId === null) throw notFound('Calendar');
  const from = since(deps);
  const teamIds = await teamIdsOfMember(deps.db, memberId);
  const entries = await Promise.all([
    teamGameEntries(deps, teamIds, from),
    assignmentEntries(deps, memberId, from),
    rosterEntries(deps, memberId, from),
    bookingEntries(deps, memberId, from),
    classEntries(deps, memberId, from),
  ]);
  const { clientName, timeZone } = deps.settings.current();
  return calendarFeed(`${clientName} - My calendar`, entries.flat(), timeZone);
}

/** A team's public feed: its games and duties in the published draw. */
export async function teamFeed(deps: Deps, teamId: number): Promise<string> {
  const team = await shownTeam(deps, teamId);
  const { clientName, timeZone } = deps.settings.current();
  return calendarFeed(
    `${team.name} - ${clientName}`,
    await teamGameEntries(deps, [team.id], since(deps)),
    timeZone,
  );
}
