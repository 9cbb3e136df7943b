// The console's seasons: staff create a season or copy the last one into the next, set up its
// grades, division groups and divisions, open and close nominations, activate and archive it.
// The tables are draw's (season-setup.service.ts does the reads and writes); the rules,
// the audit entry of every change and the transaction that holds both are here.
//
// What the switches mean on the member side (draw.data.ts, entries.service.ts, teams):
// - nominations open: the nomination wizard offers the season's active divisions, whether or not
//   the season is active yet ("Team entries are closed for the moment..." when no season is open),
//   through its closing date if it has one (then the wizard says the season closed on that date).
// - status active: the season is being played. It is listed in the public draw (with its active
//   divisions), referees give availability for it, and managers manage its teams. A new or copied
//   season starts inactive: it is being prepared, and members do not see it except for entries.
// - archived: the season is over. The public draw lists it among the archived seasons; it takes
//   no entries and its teams can no longer be managed. Archiving closes its nominations, and while
//   it is archived its nominations and status stay as they are (unarchive it first).
import type {
  TDivision,
  TDivisionCreate,
  TDivisionGroup,
  TDivisionGroupCreate,
  TDivisionGroupUpdate,
  TDivisionUpdate,
  TGrade,
  TGradeCreate,
  TGradeUpdate,
  TSeason,
  TSeasonCopy,
  TSeasonCreate,
  TSeasonDetail,
  TSeasonUpdate,
  TActiveStatus,
} from '@courtside/contracts/admin';
import type { Prisma } from '../../generated/prisma/client.js';
import type { Tx } from '../../db/tx.js';
import type { Deps } from '../../lib/deps.js';
import { AppError, fieldError, notFound } from '../../lib/app-error.js';
import { recordAudit } from '../audit/index.js';
import * as setup from './season-setup.service.js';
import { venuePlaces } from '../booking/index.js';

// ---- Shapes the console reads --------------------------------------------------------------

const isoDate = (d: Date | null) => (d ? d.toISOString().slice(0, 10) : null);
const dateOf = (iso: string | null | undefined) =>
  iso === undefined ? undefined : iso === null ? null : new Date(`${iso}T00:00:00Z`);

function toSeason(s: setup.SeasonRow, counts = { divisionCount: 0, teamCount: 0 }): TSeason {
  return {
    id: s.id,
    name: s.name,
    sport: s.sport,
    status: s.status,
    archived: s.archived,
    nominations_open: s.nominationsOpen,
    nominations_close_date: isoDate(s.nominationsCloseDate),
    start_date: isoDate(s.startDate),
    copied_from_id: s.copiedFromId,
    created_at: s.createdAt.toISOString(),
    division_count: counts.divisionCount,
    team_count: counts.teamCount,
  };
}

/** A season's fields as its audit entries keep them. */
const seasonFields = (s: setup.SeasonRow) => {
  const { division_count: _d, team_count: _t, created_at: _c, ...fields } = toSeason(s);
  return fields;
};

/** Contract field -> column, for every division setting staff may give. */
const DIVISION_COLUMNS = {
  group_id: 'groupId',
  name: 'name',
  note: 'note',
  show_results: 'showResults',
  min_players: 'minPlayers',
  max_players: 'maxPlayers',
  skip_min_players: 'skipMinPlayers',
  players_gender: 'playersGender',
  min_age: 'minAge',
  max_age: 'maxAge',
  waitlist: 'waitlist',
  capacity: 'capacity',
  status: 'status',
  nomination_price_cents: 'nominationPriceCents',
  finals_qual_percent: 'finalsQualPercent',
  points_win: 'pointsWin',
  points_draw: 'pointsDraw',
  points_loss: 'pointsLoss',
  points_bye: 'pointsBye',
  points_forfeit_win: 'pointsForfeitWin',
  points_forfeit_non_advised: 'pointsForfeitNonAdvised',
  points_forfeit_notified: 'pointsForfeitNotified',
  points_forfeit_admin: 'pointsForfeitAdmin',
  points_disqualified: 'pointsDisqualified',
  tie_break_order: 'tieBreakOrder',
  finals_format: 'finalsFormat',
  draw_rounds: 'drawRounds',
  draw_round_count: 'drawRoundCount',
  double_rounds: 'doubleRounds',
  play_weekdays: 'playWeekdays',
  preferred_venue_ids: 'preferredVenueIds',
  duty_teams: 'dutyTeams',
} as const satisfies Record<keyof TDivisionUpdate, keyof setup.DivisionSettings>;

function toDivision(d: setup.DivisionRow): TDivision {
  const settings = Object.fromEntries(
    Object.entries(DIVISION_COLUMNS).map(([field, column]) => [field, d[column]]),
  ) as Required<{
    [F in keyof typeof DIVISION_COLUMNS]: setup.DivisionSettings[(typeof DIVISION_COLUMNS)[F]];
  }>;
  return {
    ...settings,
    id: d.id,
    season_id: d.seasonId,
    grade_id: d.group.gradeId,
    team_count: d._count.teams,
  };
}

/** A division as its audit entries keep it (the settings, without the count of teams). */
const divisionFields = (d: setup.DivisionRow) => {
  const { team_count: _t, ...fields } = toDivision(d);
  return fields;
};

/** The columns of the fields given; a note of only spaces is no note. */
function divisionData(body: TDivisionUpdate): Prisma.DivisionUncheckedUpdateInput {
  const data: Record<string, unknown> = {};
  for (const [field, column] of Object.entries(DIVISION_COLUMNS)) {
    const value = body[field as keyof TDivisionUpdate];
    if (value !== undefined) data[column] = value;
  }
  if (data.note === '') data.note = null;
  return data;
}

const toGroup = (g: setup.GroupRow): TDivisionGroup => ({
  id: g.id,
  grade_id: g.gradeId,
  name: g.name,
  type: g.type,
  capacity: g.capacity,
});

const toGrade = (g: setup.GradeRow): TGrade => ({
  id: g.id,
  name: g.name,
  sort_order: g.sortOrder,
  groups: g.divisionGroups.map(toGroup),
});

// ---- Refusals ------------------------------------------------------------------------------

const nameTaken = (message: string) => new AppError('conflict', message, { name: [message] });
const archivedSeason = () =>
  new AppError(
    'conflict',
    'This season is archived: unarchive it before changing its nominations or status.',
  );

// ---- Seasons -------------------------------------------------------------------------------

export async function listSeasons(deps: Deps): Promise<TSeason[]> {
  return (await setup.seasonsWithCounts(deps.db)).map((s) => toSeason(s, s));
}

/** The season and its divisions by grade (in grade order) and group (by name). */
export async function getSeason(deps: Deps, seasonId: number): Promise<TSeasonDetail> {
  const [season, divisions, grades] = await Promise.all([
    setup.findSeason(deps.db, seasonId),
    setup.divisionsOfSeason(deps.db, seasonId),
    setup.gradesWithGroups(deps.db),
  ]);
  if (!season) throw notFound('Season');
  const counts = {
    divisionCount: divisions.length,
    teamCount: divisions.reduce((n, d) => n + d._count.teams, 0),
  };
  return {
    season: toSeason(season, counts),
    grades: grades
      .map((grade) => ({
        id: grade.id,
        name: grade.name,
        groups: grade.divisionGroups
          .map((g) => ({
            id: g.id,
            name: g.name,
            type: g.type,
            capacity: g.capacity,
            divisions: divisions.filter((d) => d.groupId === g.id).map(toDivision),
          }))
          .filter((g) => g.divisions.length > 0),
      }))
      .filter((grade) => grade.groups.length > 0),
  };
}

/** The season with its counts, as the list shows it. */
async function seasonAnswer(db: Deps['db'] | Tx, seasonId: number): Promise<TSeason> {
  const [season, divisions] = await Promise.all([
    setup.findSeason(db, seasonId),
    setup.divisionsOfSeason(db, seasonId),
  ]);
  if (!season) throw notFound('Season');
  return toSeason(season, {
    divisionCount: divisions.length,
    teamCount: divisions.reduce((n, d) => n + d._count.teams, 0),
  });
}

/** A new season: inactive (being prepared), nominations closed, not archived. */
export async function createSeason(deps: Deps, actorId: number, body: TSeasonCreate): Promise<TSeason> {
  const id = await deps.db.$transaction(async (tx) => {
    await setup.lockNames(tx, 'Season');
    if (await setup.seasonNameTaken(tx, body.name))
      throw nameTaken('There is already a season with this name.');
    const season = await setup.createSeason(tx, {
      name: body.name,
      sport: body.sport,
      startDate: dateOf(body.start_date) ?? null,
      nominationsCloseDate: dateOf(body.nominations_close_date) ?? null,
      status: 'inactive',
      archived: false,
      nominationsOpen: false,
    });
    await recordAudit(tx, {
      actorId,
      action: 'season.create',
      entity: 'Season',
      entityId: season.id,
      after: seasonFields(season),
    });
    return season.id;
  });
  return seasonAnswer(deps.db, id);
}

/**
 * Changes one season's row under its lock, with an audit entry of the fields before and after.
 * `change` sees the row as locked and answers the columns to write.
 */
async function changeSeason(
  deps: Deps,
  actorId: number,
  seasonId: number,
  action: string,
  change: (tx: Tx, before: setup.SeasonRow) => Promise<Prisma.SeasonUncheckedUpdateInput>,
): Promise<TSeason> {
  await deps.db.$transaction(async (tx) => {
    const before = await setup.lockSeason(tx, seasonId);
    if (!before) throw notFound('Season');
    const after = await setup.updateSeason(tx, seasonId, await change(tx, before));
    await recordAudit(tx, {
      actorId,
      action,
      entity: 'Season',
      entityId: seasonId,
      before: seasonFields(before),
      after: seasonFields(after),
    });
  });
  return seasonAnswer(deps.db, seasonId);
}

export function updateSeason(deps: Deps, actorId: number, seasonId: number, body: TSeasonUpdate) {
  return changeSeason(deps, actorId, seasonId, 'season.update', async (tx) => {
    if (body.name !== undefined) {
      await setup.lockNames(tx, 'Season');
      if (await setup.seasonNameTaken(tx, body.name, seasonId))
        throw nameTaken('There is already a season with this name.');
    }
    const nominationsCloseDate = dateOf(body.nominations_close_date);
    return { name: body.name, sport: body.sport, startDate: dateOf(body.start_date), nominationsCloseDate };
  });
}

/** Opens the season to team entries (it needs an active division to offer) or closes it. */
export function setNominations(deps: Deps, actorId: number, seasonId: number, open: boolean) {
  return changeSeason(deps, actorId, seasonId, 'season.nominations', async (tx, season) => {
    if (season.archived) throw archivedSeason();
    if (open && !(await setup.hasActiveDivision(tx, seasonId)))
      throw new AppError(
        'conflict',
        'Add an active division to this season before opening nominations: members would have nothing to enter.',
      );
    return { nominationsOpen: open };
  });
}

/** active: the season is played and shown in the public draw; inactive: back to preparation. */
export function setStatus(deps: Deps, actorId: number, seasonId: number, status: TActiveStatus) {
  return changeSeason(deps, actorId, seasonId, 'season.status', async (_tx, season) => {
    if (season.archived) throw archivedSeason();
    return { status };
  });
}

/** Archives the season (closing its nominations), or brings it back with nominations still closed. */
export function setArchived(deps: Deps, actorId: number, seasonId: number, archived: boolean) {
  return changeSeason(deps, actorId, seasonId, 'season.archived', async () =>
    archived ? { archived, nominationsOpen: false } : { archived },
  );
}

/**
 * A new season copied from another: the same sport, every division with all its settings in the
 * same groups; no teams, no games. It starts inactive, nominations closed, not archived, and
 * remembers where it came from. One transaction: the copy is whole or not made.
 */
export async function copySeason(
  deps: Deps,
  actorId: number,
  fromSeasonId: number,
  body: TSeasonCopy,
): Promise<TSeason> {
  const id = await deps.db.$transaction(async (tx) => {
    const from = await setup.findSeason(tx, fromSeasonId);
    if (!from) throw notFound('Season');
    await setup.lockNames(tx, 'Season');
    if (await setup.seasonNameTaken(tx, body.name))
      throw nameTaken('There is already a season with this name.');
    const season = await setup.createSeason(tx, {
      name: body.name,
      sport: from.sport,
      startDate: dateOf(body.start_date) ?? null,
      status: 'inactive',
      archived: false,
      nominationsOpen: false,
      copiedFromId: from.id,
    });
    const divisions = await setup.copyDivisions(tx, from.id, season.id);
    await recordAudit(tx, {
      actorId,
      action: 'season.copy',
      entity: 'Season',
      entityId: season.id,
      after: { ...seasonFields(season), divisions_copied: divisions },
    });
    return season.id;
  });
  return seasonAnswer(deps.db, id);
}

// ---- Grades and division groups ------------------------------------------------------------

export async function listGrades(deps: Deps): Promise<TGrade[]> {
  return (await setup.gradesWithGroups(deps.db)).map(toGrade);
}

export async function createGrade(deps: Deps, actorId: number, body: TGradeCreate): Promise<TGrade> {
  return deps.db.$transaction(async (tx) => {
    await setup.lockNames(tx, 'Grade');
    if (await setup.gradeNameTaken(tx, body.name))
      throw nameTaken('There is already a grade with this name.');
    const grade = toGrade(await setup.createGrade(tx, { name: body.name, sortOrder: body.sort_order ?? 0 }));
    await recordAudit(tx, {
      actorId,
      action: 'grade.create',
      entity: 'Grade',
      entityId: grade.id,
      after: grade,
    });
    return grade;
  });
}

export async function updateGrade(
  deps: Deps,
  actorId: number,
  gradeId: number,
  body: TGradeUpdate,
): Promise<TGrade> {
  return deps.db.$transaction(async (tx) => {
    await setup.lockNames(tx, 'Grade');
    const before = await setup.findGrade(tx, gradeId);
    if (!before) throw notFound('Grade');
    if (body.name !== undefined && (await setup.gradeNameTaken(tx, body.name, gradeId)))
      throw nameTaken('There is already a grade with this name.');
    const after = toGrade(
      await setup.updateGrade(tx, gradeId, { name: body.name, sortOrder: body.sort_order }),
    );
    await recordAudit(tx, {
      actorId,
      action: 'grade.update',
      entity: 'Grade',
      entityId: gradeId,
      before: toGrade(before),
      after,
    });
    return after;
  });
}

/** The grade must exist; the group's name must be new within it (the wizard lists a grade's groups by name). */
async function checkGroup(tx: Tx, gradeId: number, name: string, groupId?: number) {
  if (!(await setup.findGrade(tx, gradeId))) throw fieldError('grade_id', 'There is no such grade.');
  if (await setup.groupNameTaken(tx, gradeId, name, groupId))
    throw nameTaken('This grade already has a division group with this name.');
}

export async function createGroup(
  deps: Deps,
  actorId: number,
  body: TDivisionGroupCreate,
): Promise<TDivisionGroup> {
  return deps.db.$transaction(async (tx) => {
    await setup.lockNames(tx, 'DivisionGroup');
    await checkGroup(tx, body.grade_id, body.name);
    const group = toGroup(
      await setup.createGroup(tx, {
        gradeId: body.grade_id,
        name: body.name,
        type: body.type ?? null,
        capacity: body.capacity ?? null,
      }),
    );
    await recordAudit(tx, {
      actorId,
      action: 'division_group.create',
      entity: 'DivisionGroup',
      entityId: group.id,
      after: group,
    });
    return group;
  });
}

export async function updateGroup(
  deps: Deps,
  actorId: number,
  groupId: number,
  body: TDivisionGroupUpdate,
): Promise<TDivisionGroup> {
  return deps.db.$transaction(async (tx) => {
    await setup.lockNames(tx, 'DivisionGroup');
    const found = await setup.lockGroup(tx, groupId);
    if (!found) throw notFound('Division group');
    const before = toGroup(found);
    await checkGroup(tx, body.grade_id ?? before.grade_id, body.name ?? before.name, groupId);
    const after = toGroup(
      await setup.updateGroup(tx, groupId, {
        gradeId: body.grade_id,
        name: body.name,
        type: body.type,
        capacity: body.capacity,
      }),
    );
    await recordAudit(tx, {
      actorId,
      action: 'division_group.update',
      entity: 'DivisionGroup',
      entityId: groupId,
      before,
      after,
    });
    return after;
  });
}

// ---- Divisions -----------------------------------------------------------------------------

/** Rules of a division's settings as they will be: its group exists, its name is new in the season, min <= max. */
async function checkDivision(
  tx: Tx,
  seasonId: number,
  settings: Pick<
    TDivision,
    | 'group_id'
    | 'name'
    | 'min_players'
    | 'max_players'
    | 'min_age'
    | 'max_age'
    | 'draw_rounds'
    | 'draw_round_count'
    | 'preferred_venue_ids'
  >,
  divisionId?: number,
) {
  if (!(await setup.findGroup(tx, settings.group_id)))
    throw fieldError('group_id', 'There is no such division group.');
  if (
    settings.min_players !== null &&
    settings.max_players !== null &&
    settings.min_players > settings.max_players
  )
    throw fieldError('max_players', 'The maximum number of players must be at least the minimum.');
  if (settings.min_age !== null && settings.max_age !== null && settings.min_age > settings.max_age)
    throw fieldError('max_age', 'The maximum age must be at least the minimum age.');
  if (settings.draw_rounds === 'count' && settings.draw_round_count === null)
    throw fieldError('draw_round_count', 'Say how many rounds the division plays.');
  const venues = settings.preferred_venue_ids;
  if (venues.length > 0 && (await venuePlaces(tx, venues)).length !== venues.length)
    throw fieldError('preferred_venue_ids', 'There is no such venue.');
  if (await setup.divisionNameTaken(tx, seasonId, settings.name, divisionId))
    throw nameTaken('This season already has a division with this name.');
}

export async function createDivision(
  deps: Deps,
  actorId: number,
  seasonId: number,
  body: TDivisionCreate,
): Promise<TDivision> {
  return deps.db.$transaction(async (tx) => {
    if (!(await setup.findSeason(tx, seasonId))) throw notFound('Season');
    await setup.lockNames(tx, 'Division');
    await checkDivision(tx, seasonId, {
      group_id: body.group_id,
      name: body.name,
      min_players: body.min_players ?? null,
      max_players: body.max_players ?? null,
      min_age: body.min_age ?? null,
      max_age: body.max_age ?? null,
      draw_rounds: body.draw_rounds ?? 'once',
      draw_round_count: body.draw_round_count ?? null,
      preferred_venue_ids: body.preferred_venue_ids ?? [],
    });
    const division = await setup.createDivision(tx, {
      ...(divisionData(body) as Prisma.DivisionUncheckedCreateInput),
      seasonId,
    });
    await recordAudit(tx, {
      actorId,
      action: 'division.create',
      entity: 'Division',
      entityId: division.id,
      after: divisionFields(division),
    });
    return toDivision(division);
  });
}

export async function updateDivision(
  deps: Deps,
  actorId: number,
  divisionId: number,
  body: TDivisionUpdate,
): Promise<TDivision> {
  return deps.db.$transaction(async (tx) => {
    await setup.lockNames(tx, 'Division');
    const before = await setup.lockDivision(tx, divisionId);
    if (!before) throw notFound('Division');
    const current = toDivision(before);
    await checkDivision(
      tx,
      before.seasonId,
      {
        group_id: body.group_id ?? current.group_id,
        name: body.name ?? current.name,
        min_players: body.min_players === undefined ? current.min_players : body.min_players,
        max_players: body.max_players === undefined ? current.max_players : body.max_players,
        min_age: body.min_age === undefined ? current.min_age : body.min_age,
        max_age: body.max_age === undefined ? current.max_age : body.max_age,
        draw_rounds: body.draw_rounds ?? current.draw_rounds,
        draw_round_count:
          body.draw_round_count === undefined ? current.draw_round_count : body.draw_round_count,
        preferred_venue_ids: body.preferred_venue_ids ?? current.preferred_venue_ids,
      },
      divisionId,
    );
    const after = await setup.updateDivision(tx, divisionId, divisionData(body));
    await recordAudit(tx, {
      actorId,
      action: 'division.update',
      entity: 'Division',
      entityId: divisionId,
      before: divisionFields(before),
      after: divisionFields(after),
    });
    return toDivision(after);
  });
}

/** Removes a division no team, game or points adjustment belongs to (a mistake, or one not run this season). */
export async function deleteDivision(deps: Deps, actorId: number, divisionId: number): Promise<void> {
  await deps.db.$transaction(async (tx) => {
    const before = await setup.lockDivision(tx, divisionId);
    if (!before) throw notFound('Division');
    const uses = await setup.divisionUses(tx, divisionId);
    if (uses.teams > 0 || uses.preferredByTeams > 0)
      throw new AppError(
        'conflict',
        'Teams are entered in this division (or prefer it): move or decline them before deleting it.',
      );
    if (uses.games > 0 || uses.pointsAdjustments > 0)
      throw new AppError('conflict', 'This division has games in the draw: it cannot be deleted.');
    await setup.deleteDivision(tx, divisionId);
    await recordAudit(tx, {
      actorId,
      action: 'division.delete',
      entity: 'Division',
      entityId: divisionId,
      before: divisionFields(before),
    });
  });
}
