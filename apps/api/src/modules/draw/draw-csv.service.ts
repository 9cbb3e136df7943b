// The draw as CSV: the published draw of a season (or one division) exported, each line with
// its game's id, and the file read back as a draft. A line with a game's id is that game: left
// where it is, or moved where the line now puts it (keeping its id, so its officials and
// scorers); a line without one is a new game; the divisions' unplayed games no line names are
// removed. Finals are exported and can be moved the same way, but are drawn (and removed) on the
// Finals page only. An import is checked whole before anything is written: every line names a
// division of the season, its teams, a court of a venue, a date and a time; a game placed by the
// file is within the season and on one of its time slots; no team plays twice at once and no
// court holds two games at once (within the file, or against another division's published
// games). A line that fails is reported by its number and nothing is written.
import { parse } from 'csv-parse/sync';
import { isoToDmy, parseDmy, toIsoDate } from '@courtside/contracts';
import type { TDrawDraft } from '@courtside/contracts/admin';
import type { Deps } from '../../lib/deps.js';
import { AppError, notFound } from '../../lib/app-error.js';
import { toCsv } from '../../lib/csv.js';
import { addDaysIso, isoOfDbDate, localInstant, localIsoDate, localTime } from '../../lib/local-dates.js';
import { venuesWithCourts } from '../booking/index.js';
import { drawTeamsOf } from '../teams/index.js';
import { replaceDraws } from './draw-generation.service.js';
import { seasonInputs, slotIdAt, slotPlan } from './draw-inputs.js';
import { WEEKDAY, type PlannedGame } from './draft-rows.js';
import { findSeason } from './season-setup.service.js';

export const CSV_COLUMNS = [
  'Game id',
  'Division',
  'Round',
  'Final',
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

/** What a published game's line says of it, and what its line must keep saying. */
const gameSelect = {
  id: true,
  divisionId: true,
  round: true,
  startsAt: true,
  endsAt: true,
  courtId: true,
  teamAId: true,
  teamBId: true,
  byeTeamId: true,
  doublePoints: true,
  finalStage: true,
  matchLabel: true,
  rankLabelA: true,
  rankLabelB: true,
  division: { select: { name: true } },
  court: { select: { name: true, venue: { select: { name: true } } } },
  teamA: { select: { name: true } },
  teamB: { select: { name: true } },
  byeTeam: { select: { name: true } },
  dutyTeam: { select: { name: true } },
  result: { select: { id: true } },
} as const;

/** A line's teams: the team's name, or a final's rank label while its team is not known. */
const sides = (g: {
  teamA: { name: string } | null;
  teamB: { name: string } | null;
  byeTeam: { name: string } | null;
  rankLabelA: string | null;
  rankLabelB: string | null;
}) => ({
  Home: g.teamA?.name ?? g.rankLabelA ?? '',
  Away: g.teamB?.name ?? g.rankLabelB ?? '',
  Bye: g.byeTeam?.name ?? '',
});

/** The season's published draw (finals included) as CSV, one line a game or bye, in time order. */
export async function exportDraw(deps: Deps, seasonId: number, divisionId?: number): Promise<string> {
  if (!(await findSeason(deps.db, seasonId))) throw notFound('Season');
  const { timeZone } = deps.settings.current();
  const games = await deps.db.game.findMany({
    where: { division: { seasonId }, ...(divisionId ? { divisionId } : {}) },
    select: gameSelect,
    orderBy: [{ startsAt: 'asc' }, { divisionId: 'asc' }, { id: 'asc' }],
  });
  const rows = games.map((g) => ({
    'Game id': g.id,
    Division: g.division.name,
    Round: g.round,
    Final: g.finalStage === 'none' ? '' : (g.matchLabel ?? ''),
    Date: isoToDmy(localIsoDate(g.startsAt, timeZone)),
    // A bye has no time or place: it is the team's round off.
    Time: g.court ? localTime(g.startsAt, timeZone) : '',
    Minutes: g.court ? Math.round((g.endsAt.getTime() - g.startsAt.getTime()) / 60_000) : '',
    Venue: g.court?.venue.name ?? '',
    Court: g.court?.name ?? '',
    ...sides(g),
    Duty: g.dutyTeam?.name ?? '',
    'Double points': g.doublePoints ? 'Yes' : 'No',
  }));
  // toCsv escapes formulas: a team named '=1+1' opens as text in a spreadsheet, never as a formula.
  return toCsv(rows, { header: true, columns: [...CSV_COLUMNS] });
}

type Line = Partial<Record<(typeof CSV_COLUMNS)[number], string>>;
type Published = Awaited<ReturnType<typeof publishedOf>>[number];
type Errors = Record<string, string[]>;

const importError = (errors: Errors) =>
  new AppError(
    'validation_failed',
    `The file has ${Object.keys(errors).length} ${Object.keys(errors).length === 1 ? 'line' : 'lines'} to correct.`,
    errors,
  );

const publishedOf = (db: Deps['db'], divisionIds: number[]) =>
  db.game.findMany({ where: { divisionId: { in: divisionIds } }, select: gameSelect });

const same = (a: string | undefined, b: string) => (a ?? '').toLowerCase() === b.toLowerCase();

/** Reads a draw from CSV into a draft of the divisions it names (see the file's comment). */
export async function importDraw(
  deps: Deps,
  actorId: number,
  seasonId: number,
  csv: string,
): Promise<TDrawDraft> {
  const season = await findSeason(deps.db, seasonId);
  if (!season) throw notFound('Season');
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
  const divisionIds = divisions.map((d) => d.id);
  const [teams, venues, templates, published] = await Promise.all([
    drawTeamsOf(deps.db, divisionIds),
    venuesWithCourts(deps.db),
    deps.db.drawSlotTemplate.findMany({ where: { seasonId } }),
    publishedOf(deps.db, divisionIds),
  ]);
  const gameById = new Map(published.map((g) => [g.id, g]));
  const lineOfGame = new Map<number, number>();

  const errors: Errors = {};
  const planned: PlannedGame[] = [];
  /** Bye lines without a time: dated once every game is read (see placeByes). */
  const byes: Array<{ game: PlannedGame; date: string; was: Published | undefined }> = [];
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
    // A line with a game's id is that game: its round and teams stay, its place may change.
    const id = (line['Game id'] ?? '').trim();
    let was: Published | undefined;
    if (id && !/^\d{1,9}$/.test(id))
      problems.push('Game id must be the number the export gave (empty for a new game).');
    else if (id && division) {
      was = gameById.get(Number(id));
      if (!was || was.divisionId !== division.id) {
        problems.push(`No game ${id} in ${division.name}: clear its Game id to make a new game.`);
        was = undefined;
      } else if (lineOfGame.has(was.id)) {
        problems.push(`Game ${id} is on line ${lineOfGame.get(was.id)} too.`);
        was = undefined;
      } else lineOfGame.set(was.id, i + 2);
    }
    if (was) {
      const is = { ...sides(was), Final: was.finalStage === 'none' ? '' : (was.matchLabel ?? '') };
      if (
        String(was.round) !== line.Round ||
        !same(line.Final, is.Final) ||
        !same(line.Home, is.Home) ||
        !same(line.Away, is.Away) ||
        !same(line.Bye, is.Bye)
      )
        problems.push(
          `Game ${was.id} is Round ${was.round} ${is.Bye ? `${is.Bye} (bye)` : `${is.Home} v ${is.Away}`}: its line keeps its round and teams (clear its Game id to make a new game).`,
        );
    } else if (line.Final)
      problems.push('A final needs its Game id from the export: new finals are drawn on the Finals page.');
    const round = Number(line.Round);
    if (!Number.isInteger(round) || round < 1 || round > 500)
      problems.push('Round must be a whole number from 1.');
    const dmy = parseDmy(line.Date ?? '');
    const date = dmy ? toIsoDate(dmy) : null;
    if (!date) problems.push('Date must be DD/MM/YYYY.');
    // A known game's teams are its own (a final's may not be known yet); a new one's are read.
    const home = was ? was.teamAId : teamOf(line.Home, 'Home');
    const away = was ? was.teamBId : teamOf(line.Away, 'Away');
    const bye = was ? was.byeTeamId : teamOf(line.Bye, 'Bye');
    const duty = teamOf(line.Duty, 'Duty');
    const double = /^(yes|y|true|1)$/i.test(line['Double points'] ?? '');
    const known = was
      ? {
          gameId: was.id,
          finalStage: was.finalStage,
          matchLabel: was.matchLabel,
          rankLabelA: was.rankLabelA,
          rankLabelB: was.rankLabelB,
        }
      : {};
    if (was ? was.byeTeamId !== null : bye !== null) {
      if (line.Home || line.Away) problems.push('A bye line has no Home or Away team.');
      if (problems.length === 0 && division && date) {
        const timed = /^\d\d:\d\d$/.test(line.Time ?? '');
        const startsAt = localInstant(date, timed ? line.Time! : '00:00', timeZone);
        const game: PlannedGame = {
          ...known,
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
        };
        planned.push(game);
        if (!timed) byes.push({ game, date, was });
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
      // The game length of the court's slots that day: a one-off slot's of the date first.
      const ofCourt = templates.filter(
        (t) => court && t.courtIds.includes(court.id) && t.weekday === weekday,
      );
      const template =
        ofCourt.find((t) => t.onDate !== null && isoOfDbDate(t.onDate) === date) ??
        ofCourt.find((t) => t.onDate === null);
      const minutes = line.Minutes ? Number(line.Minutes) : (template?.gameMinutes ?? NaN);
      if (!Number.isInteger(minutes) || minutes < 5 || minutes > 600)
        problems.push('Minutes must be the game length (5 to 600), or the court needs time slots that day.');
      if (problems.length === 0 && division && date && court) {
        const startsAt = localInstant(date, line.Time!, timeZone);
        planned.push({
          ...known,
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
  // The lines read so far are checked further, so one answer lists every line to correct.
  placeByes(byes, planned, timeZone);

  const placed = planned.filter((g) => movesOrAdds(g, published));
  await refuseMisplaced(deps, season, placed, errors);
  refuseClashes(planned, errors);
  if (Object.keys(errors).length > 0) throw importError(errors);
  return replaceDraws(deps, actorId, seasonId, planned, { source: 'csv', lines: lines.length });
}

/**
 * A bye line without a time is dated at the first game of its round that day (as a drawn bye
 * card is), or keeps its card's time when its date is unchanged, else the day's start.
 */
function placeByes(
  byes: Array<{ game: PlannedGame; date: string; was: Published | undefined }>,
  planned: PlannedGame[],
  timeZone: string,
) {
  for (const { game, date, was } of byes) {
    const first = planned
      .filter(
        (g) =>
          g.courtId !== null &&
          g.divisionId === game.divisionId &&
          g.round === game.round &&
          localIsoDate(g.startsAt, timeZone) === date,
      )
      .sort((a, b) => a.startsAt.getTime() - b.startsAt.getTime())[0];
    const startsAt =
      was && localIsoDate(was.startsAt, timeZone) === date
        ? was.startsAt
        : (first?.startsAt ?? localInstant(date, '00:00', timeZone));
    Object.assign(game, { startsAt, endsAt: startsAt });
  }
}

/** Whether a line puts a game somewhere it is not yet: a known game moved, or a new one. */
function movesOrAdds(g: PlannedGame, published: Published[]): boolean {
  const at = (p: Published) =>
    p.startsAt.getTime() === g.startsAt.getTime() &&
    p.courtId === g.courtId &&
    p.endsAt.getTime() === g.endsAt.getTime();
  if (g.gameId) return !at(published.find((p) => p.id === g.gameId)!);
  return !published.some(
    (p) =>
      at(p) &&
      p.divisionId === g.divisionId &&
      p.round === g.round &&
      p.teamAId === g.teamAId &&
      p.teamBId === g.teamBId &&
      p.byeTeamId === g.byeTeamId,
  );
}

/**
 * The games and byes a file places must be within the season (from its start date, for a year,
 * as a generated draw is) and each game on one of the season's time slots (its templates, less
 * blackouts and court closures); a played game stays where it was played.
 */
export async function refuseMisplaced(
  deps: Deps,
  season: { id: number; startDate: Date | null },
  placed: PlannedGame[],
  errors: Errors,
) {
  const { timeZone } = deps.settings.current();
  const add = (g: PlannedGame, problem: string) => (errors[`line ${g.line ?? '?'}`] ??= []).push(problem);
  const dateOf = (g: PlannedGame) => localIsoDate(g.startsAt, timeZone);
  const played = new Set(
    (
      await deps.db.game.findMany({
        where: { id: { in: placed.flatMap((g) => (g.gameId ? [g.gameId] : [])) }, result: { isNot: null } },
        select: { id: true },
      })
    ).map((g) => g.id),
  );
  for (const g of placed)
    if (g.gameId && played.has(g.gameId))
      add(g, `Game ${g.gameId} has a result: it stays where it was played.`);
  const first = season.startDate ? isoOfDbDate(season.startDate) : null;
  const last = first ? addDaysIso(first, 364) : null;
  const outside = (g: PlannedGame) =>
    first !== null && last !== null && (dateOf(g) < first || dateOf(g) > last);
  for (const g of placed.filter(outside))
    add(g, `${isoToDmy(dateOf(g))} is outside the season (${isoToDmy(first!)} to ${isoToDmy(last!)}).`);

  const games = placed.filter((g) => g.courtId !== null && !outside(g));
  if (games.length === 0) return;
  const dates = [...new Set(games.map(dateOf))].sort();
  const inputs = await seasonInputs(
    deps,
    deps.db,
    season.id,
    [...new Set(games.map((g) => g.divisionId))],
    dates[0]!,
    dates.at(-1)!,
  );
  const plan = slotPlan({ ...inputs, slotsInput: { ...inputs.slotsInput, dates } });
  const slots = new Set(plan.slots.map((s) => s.id));
  const why = new Map(plan.missing.flatMap((m) => m.slots.map((s) => [s.id, m.text] as const)));
  for (const g of games) {
    const slot = slotIdAt(g.courtId!, g.startsAt, timeZone);
    if (slots.has(slot)) continue;
    const court = `${inputs.courtName.get(g.courtId!) ?? 'The court'} at ${inputs.venueOfCourt.get(g.courtId!)?.name ?? 'its venue'}`;
    const when = `${WEEKDAY[new Date(`${dateOf(g)}T00:00:00Z`).getUTCDay()]} ${isoToDmy(dateOf(g))} at ${localTime(g.startsAt, timeZone)}`;
    add(
      g,
      why.has(slot)
        ? `${why.get(slot)!}: the game needs another time slot.`
        : `${court} has no time slot on ${when}: add one to the season's time slots, or choose one it has.`,
    );
  }
}

/** Within the file: no team in two overlapping games, no court holding two at once. */
function refuseClashes(planned: PlannedGame[], errors: Errors) {
  const games = planned.filter((g) => g.courtId !== null);
  for (let a = 0; a < games.length; a++) {
    for (let b = a + 1; b < games.length; b++) {
      const x = games[a]!;
      const y = games[b]!;
      if (!(x.startsAt < y.endsAt && y.startsAt < x.endsAt)) continue;
      if (x.courtId === y.courtId)
        (errors[`line ${y.line}`] ??= []).push(`The court already holds line ${x.line}'s game then.`);
      const shared = [x.teamAId, x.teamBId].filter((t) => t !== null && (t === y.teamAId || t === y.teamBId));
      if (shared.length > 0)
        (errors[`line ${y.line}`] ??= []).push(`A team already plays line ${x.line}'s game then.`);
    }
  }
}
