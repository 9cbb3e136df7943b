// The draw as CSV: the published draw of a season (or one division) exported, and a draw made
// elsewhere (a spreadsheet, another system) imported as a draft. An import is checked whole
// before anything is written: every line names a division of the season, its teams, a court of
// a venue, a date and a time; no team plays twice at once and no court holds two games at once
// (within the file, or against another division's published games). A line that fails is
// reported by its number. The draft then replaces the unplayed draws of the divisions in the
// file when published, like a generated one (games placed identically keep their id).
import { parse } from 'csv-parse/sync';
import { isoToDmy, parseDmy, toIsoDate } from '@courtside/contracts';
import type { TDrawDraft } from '@courtside/contracts/admin';
import type { Deps } from '../../lib/deps.js';
import { AppError, notFound } from '../../lib/app-error.js';
import { toCsv } from '../../lib/csv.js';
import { localInstant, localIsoDate, localTime } from '../../lib/local-dates.js';
import { venuesWithCourts } from '../booking/index.js';
import { drawTeamsOf } from '../teams/index.js';
import { replaceDraws } from './draw-generation.service.js';
import type { PlannedGame } from './draft-rows.js';
import { findSeason } from './season-setup.service.js';

export const CSV_COLUMNS = [
  'Division',
  'Round',
  'Date',
  'Time',
  'Minutes',
  'Venue',
  'Court',
  'Home',
  'Away',
  'Bye',
  'Duty',
  'Double points',
] as const;

/** The season's published draw (regular rounds) as CSV, one line a game or bye, in time order. */
export async function exportDraw(deps: Deps, seasonId: number, divisionId?: number): Promise<string> {
  if (!(await findSeason(deps.db, seasonId))) throw notFound('Season');
  const { timeZone } = deps.settings.current();
  const games = await deps.db.game.findMany({
    where: {
      division: { seasonId },
      finalStage: 'none',
      ...(divisionId ? { divisionId } : {}),
    },
    select: {
      round: true,
      startsAt: true,
      endsAt: true,
      doublePoints: true,
      division: { select: { name: true } },
      court: { select: { name: true, venue: { select: { name: true } } } },
      teamA: { select: { name: true } },
      teamB: { select: { name: true } },
      byeTeam: { select: { name: true } },
      dutyTeam: { select: { name: true } },
    },
    orderBy: [{ startsAt: 'asc' }, { divisionId: 'asc' }, { id: 'asc' }],
  });
  const rows = games.map((g) => ({
    Division: g.division.name,
    Round: g.round,
    Date: isoToDmy(localIsoDate(g.startsAt, timeZone)),
    // A bye card's time is its round's first game's: kept so a file read back matches it.
    Time: localTime(g.startsAt, timeZone),
    Minutes: g.court ? Math.round((g.endsAt.getTime() - g.startsAt.getTime()) / 60_000) : '',
    Venue: g.court?.venue.name ?? '',
    Court: g.court?.name ?? '',
    Home: g.teamA?.name ?? '',
    Away: g.teamB?.name ?? '',
    Bye: g.byeTeam?.name ?? '',
    Duty: g.dutyTeam?.name ?? '',
    'Double points': g.doublePoints ? 'Yes' : 'No',
  }));
  // toCsv escapes formulas: a team named '=1+1' opens as text in a spreadsheet, never as a formula.
  return toCsv(rows, { header: true, columns: [...CSV_COLUMNS] });
}

type Line = Partial<Record<(typeof CSV_COLUMNS)[number], string>>;

const importError = (errors: Record<string, string[]>) =>
  new AppError(
    'validation_failed',
    `The file has ${Object.keys(errors).length} ${Object.keys(errors).length === 1 ? 'line' : 'lines'} to correct.`,
    errors,
  );

/** Reads a draw from CSV into a draft of the divisions it names (see the file's comment). */
export async function importDraw(
  deps: Deps,
  actorId: number,
  seasonId: number,
  csv: string,
): Promise<TDrawDraft> {
  if (!(await findSeason(deps.db, seasonId))) throw notFound('Season');
  const { timeZone } = deps.settings.current();
  let lines: Line[];
  try {
    // A leading BOM (as exported, and as spreadsheets save) is not part of the first header.
    lines = parse<Line>(csv, { columns: true, bom: true, skip_empty_lines: true, trim: true });
  } catch (err) {
    throw importError({ file: [`This is not a CSV file we can read: ${(err as Error).message}`] });
  }
  if (lines.length === 0) throw importError({ file: ['The file has no games.'] });
  const header = Object.keys(lines[0]!);
  const missing = ['Division', 'Round', 'Date', 'Home', 'Away', 'Bye'].filter((c) => !header.includes(c));
  if (missing.length > 0) throw importError({ file: [`The file needs the columns ${missing.join(', ')}.`] });

  const divisions = await deps.db.division.findMany({
    where: { seasonId },
    select: { id: true, name: true },
  });
  const divisionOf = new Map(divisions.map((d) => [d.name.toLowerCase(), d]));
  const teams = await drawTeamsOf(
    deps.db,
    divisions.map((d) => d.id),
  );
  const venues = await venuesWithCourts(deps.db);
  const templates = await deps.db.drawSlotTemplate.findMany({ where: { seasonId } });

  const errors: Record<string, string[]> = {};
  const planned: PlannedGame[] = [];
  lines.forEach((line, i) => {
    const at = `line ${i + 2}`;
    const problems: string[] = [];
    const division = divisionOf.get((line.Division ?? '').toLowerCase());
    if (!division) problems.push(`No division "${line.Division ?? ''}" in the season.`);
    const teamOf = (name: string | undefined, column: string) => {
      if (!name) return null;
      const team = teams.find(
        (t) => t.divisionId === division?.id && t.name.toLowerCase() === name.toLowerCase(),
      );
      if (!team && division) problems.push(`${column}: no team "${name}" in ${division.name}.`);
      return team?.id ?? null;
    };
    const round = Number(line.Round);
    if (!Number.isInteger(round) || round < 1 || round > 500)
      problems.push('Round must be a whole number from 1.');
    const dmy = parseDmy(line.Date ?? '');
    const date = dmy ? toIsoDate(dmy) : null;
    if (!date) problems.push('Date must be DD/MM/YYYY.');
    const home = teamOf(line.Home, 'Home');
    const away = teamOf(line.Away, 'Away');
    const bye = teamOf(line.Bye, 'Bye');
    const duty = teamOf(line.Duty, 'Duty');
    const double = /^(yes|y|true|1)$/i.test(line['Double points'] ?? '');
    if (bye !== null) {
      if (line.Home || line.Away) problems.push('A bye line has no Home or Away team.');
      if (problems.length === 0 && division && date) {
        const startsAt = localInstant(
          date,
          /^\d\d:\d\d$/.test(line.Time ?? '') ? line.Time! : '00:00',
          timeZone,
        );
        planned.push({
          divisionId: division.id,
          round,
          startsAt,
          endsAt: startsAt,
          courtId: null,
          teamAId: null,
          teamBId: null,
          byeTeamId: bye,
          dutyTeamId: null,
          doublePoints: double,
          line: i + 2,
        });
      }
    } else {
      if (!line.Home || !line.Away) problems.push('A game needs a Home and an Away team (or a Bye team).');
      if (home !== null && home === away) problems.push('A team cannot play itself.');
      const named = venues.filter((v) => v.name.toLowerCase() === (line.Venue ?? '').toLowerCase());
      const venue = named.length === 1 ? named[0] : undefined;
      if (named.length > 1)
        problems.push(`${named.length} venues are named "${line.Venue ?? ''}": rename one first.`);
      const court = venue?.courts.find((c) => c.name.toLowerCase() === (line.Court ?? '').toLowerCase());
      if (named.length === 0) problems.push(`No venue "${line.Venue ?? ''}".`);
      else if (venue && !court) problems.push(`No court "${line.Court ?? ''}" at ${venue.name}.`);
      if (!/^([01]\d|2[0-3]):[0-5]\d$/.test(line.Time ?? '')) problems.push('Time must be HH:mm.');
      const weekday = date ? new Date(`${date}T00:00:00Z`).getUTCDay() : -1;
      const template = templates.find((t) => court && t.courtIds.includes(court.id) && t.weekday === weekday);
      const minutes = line.Minutes ? Number(line.Minutes) : (template?.gameMinutes ?? NaN);
      if (!Number.isInteger(minutes) || minutes < 5 || minutes > 600)
        problems.push('Minutes must be the game length (5 to 600), or the court needs time slots that day.');
      if (problems.length === 0 && division && date && court) {
        const startsAt = localInstant(date, line.Time!, timeZone);
        planned.push({
          divisionId: division.id,
          round,
          startsAt,
          endsAt: new Date(startsAt.getTime() + minutes * 60_000),
          courtId: court.id,
          teamAId: home,
          teamBId: away,
          byeTeamId: null,
          dutyTeamId: duty,
          doublePoints: double,
          line: i + 2,
        });
      }
    }
    if (problems.length > 0) errors[at] = problems;
  });
  if (Object.keys(errors).length > 0) throw importError(errors);

  // Within the file: no team in two overlapping games, no court holding two at once.
  const games = planned.filter((g) => g.courtId !== null);
  for (let a = 0; a < games.length; a++) {
    for (let b = a + 1; b < games.length; b++) {
      const x = games[a]!;
      const y = games[b]!;
      if (!(x.startsAt < y.endsAt && y.startsAt < x.endsAt)) continue;
      if (x.courtId === y.courtId)
        (errors[`line ${y.line}`] ??= []).push(`The court already holds line ${x.line}'s game then.`);
      const shared = [x.teamAId, x.teamBId].filter((t) => t === y.teamAId || t === y.teamBId);
      if (shared.length > 0)
        (errors[`line ${y.line}`] ??= []).push(`A team already plays line ${x.line}'s game then.`);
    }
  }
  if (Object.keys(errors).length > 0) throw importError(errors);
  return replaceDraws(deps, actorId, seasonId, planned, { source: 'csv', lines: lines.length });
}
