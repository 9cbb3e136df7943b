// A draft as staff preview it before publishing: every change, the games that found no slot
// with the reasons, the fairness report and the officials publishing would take off.
import type { TDrawDraft } from '@courtside/contracts/admin';
import type { Deps } from '../../lib/deps.js';
import { notFound } from '../../lib/app-error.js';
import { dmyOf, localIsoDate, localTime } from '../../lib/local-dates.js';
import { memberContacts } from '../people/index.js';
import { gameOfficials } from './game-officials.js';
import { draftCatchUps } from './draft-catch-up.js';
import { fullName } from './draw-setup.service.js';
import { type DraftReport, WEEKDAY, countActions, isVisible, movesKeepOfficials } from './draft-rows.js';

// ---- Preview -------------------------------------------------------------------------------

export async function getDraft(deps: Deps, draftId: number): Promise<TDrawDraft> {
  const draft = await deps.db.drawDraft.findUnique({
    where: { id: draftId },
    include: {
      games: { orderBy: [{ divisionId: 'asc' }, { round: 'asc' }, { startsAt: 'asc' }, { id: 'asc' }] },
    },
  });
  if (!draft) throw notFound('Draft');
  const { timeZone } = deps.settings.current();
  const teamIds = [
    ...new Set(
      draft.games.flatMap((g) => [g.teamAId, g.teamBId, g.byeTeamId, g.dutyTeamId]).filter((t) => t !== null),
    ),
  ];
  // Officials of the games an open draft moves or removes: publishing takes them off (games
  // moved by hand keep theirs).
  const leaving = draft.games.filter(
    (g) =>
      (g.action === 'remove' || (g.action === 'move' && !movesKeepOfficials(draft))) && g.gameId !== null,
  );
  const open = draft.status === 'draft' || draft.status === 'generating';
  const officials = open
    ? await gameOfficials().ofGames(
        deps.db,
        leaving.map((g) => g.gameId!),
      )
    : [];
  const [divisions, teams, creator, places, season, officialNames, catchUps] = await Promise.all([
    deps.db.division.findMany({ where: { id: { in: draft.divisionIds } }, select: { id: true, name: true } }),
    deps.db.$queryRaw<
      Array<{ id: number; name: string }>
    >`SELECT id, name FROM team_names WHERE id = ANY(${teamIds}::int[])`,
    memberContacts(deps.db, [draft.createdById]),
    deps.db.$queryRaw<
      Array<{ id: number; name: string; venueName: string }>
    >`SELECT id, name, "venueName" FROM court_places`,
    deps.db.season.findUniqueOrThrow({
      where: { id: draft.seasonId },
      select: { status: true, archived: true },
    }),
    memberContacts(deps.db, [...new Set(officials.map((o) => o.memberId))]),
    draftCatchUps(deps, draft),
  ]);
  const teamName = new Map(teams.map((t) => [t.id, t.name]));
  const divisionName = new Map(divisions.map((d) => [d.id, d.name]));
  const place = new Map(places.map((p) => [p.id, p]));
  const when = (at: Date, courtId: number | null) => {
    const date = localIsoDate(at, timeZone);
    const court = courtId === null ? null : place.get(courtId);
    return `${WEEKDAY[new Date(`${date}T00:00:00Z`).getUTCDay()]} ${dmyOf(date)} ${localTime(at, timeZone)}${court ? `, ${court.name}` : ''}`;
  };
  const name = (id: number | null) => (id === null ? null : (teamName.get(id) ?? `Team ${id}`));
  const report = draft.report as unknown as DraftReport;
  return {
    id: draft.id,
    season_id: draft.seasonId,
    kind: draft.kind,
    status: draft.status,
    divisions: divisions.map((d) => ({ id: d.id, name: d.name })),
    created_at: draft.createdAt.toISOString(),
    created_by: fullName(creator.get(draft.createdById)),
    failure: draft.failure,
    counts: countActions(draft.games),
    games: draft.games.map((g) => {
      const court = g.courtId === null ? null : place.get(g.courtId);
      return {
        id: g.id,
        action: g.action,
        game_id: g.gameId,
        division_id: g.divisionId,
        division: divisionName.get(g.divisionId) ?? '',
        round: g.round,
        date: g.startsAt && g.action !== 'unplaced' ? localIsoDate(g.startsAt, timeZone) : null,
        time:
          g.startsAt && g.action !== 'unplaced' && g.courtId !== null
            ? localTime(g.startsAt, timeZone)
            : null,
        venue: g.action === 'unplaced' ? null : (court?.venueName ?? null),
        court: g.action === 'unplaced' ? null : (court?.name ?? null),
        team_a: name(g.teamAId),
        team_b: name(g.teamBId),
        bye: name(g.byeTeamId),
        duty: name(g.dutyTeamId),
        double_points: g.doublePoints,
        from: g.fromStartsAt ? when(g.fromStartsAt, g.fromCourtId) : null,
        reasons: g.reasons,
        catch_up: (catchUps.get(g.id) ?? []).map((c) => ({ date: c.date, free_slots: c.freeSlots })),
        final_stage: g.finalStage,
        match_label: g.matchLabel,
        rank_label_a: g.rankLabelA,
        rank_label_b: g.rankLabelB,
      };
    }),
    skipped_dates: report.skippedDates.map((s) => ({
      division: divisionName.get(s.divisionId) ?? '',
      date: s.date,
      reasons: s.reasons,
    })),
    fairness: report.fairness.map((t) => ({
      division_id: t.divisionId,
      team_id: t.teamId,
      name: t.name,
      games: t.games,
      unplaced: t.unplaced,
      byes: t.byes,
      early_games: t.earlyGames,
      late_games: t.lateGames,
      duties: t.duties,
      venue_changes: t.venueChanges,
      longest_home_run: t.longestHomeRun,
      longest_away_run: t.longestAwayRun,
    })),
    duty_coverage: report.duties
      ? {
          games: report.duties.games,
          with_duty_team: report.duties.withDutyTeam,
          teams_on_duty_twice_a_day: report.duties.teamsOnDutyTwiceADay,
        }
      : null,
    season_active: isVisible(season),
    officials_affected: officials.map((o) => {
      const g = leaving.find((x) => x.gameId === o.gameId)!;
      const was = g.action === 'move' ? g.fromStartsAt : g.startsAt;
      const wasCourt = g.action === 'move' ? g.fromCourtId : g.courtId;
      return {
        game_id: o.gameId,
        name: fullName(officialNames.get(o.memberId)),
        role: o.rosterType,
        game: `Round ${g.round} ${name(g.teamAId) ?? 'TBA'} v ${name(g.teamBId) ?? 'TBA'}, ${was ? when(was, wasCourt) : ''}`,
      };
    }),
  };
}
