// The emails a published draft sends after its commit: the managers of teams whose games changed,
// the officials taken off moved or removed games, and those still on games moved by hand
// (failures are logged, never refused).
import type { TDraftAction } from '@courtside/contracts/admin';
import type { Deps } from '../../lib/deps.js';
import {
  drawChanged,
  officialsGameMoved,
  officialsTakenOff,
  renderEmail,
  type EmailTemplate,
} from '../../emails/index.js';
import { memberContacts } from '../people/index.js';
import { managersOfTeams } from '../teams/index.js';
import { gameStart } from './draft-rows.js';

// ---- The managers' email -------------------------------------------------------------------

export type ChangedGame = {
  action: TDraftAction;
  gameId: number | null;
  teamAId: number | null;
  teamBId: number | null;
  byeTeamId: number | null;
  startsAt: Date | null;
  fromStartsAt: Date | null;
  courtId: number | null;
  fromCourtId: number | null;
  round: number;
  divisionId: number;
};

/** One email per manager and team, listing the team's changed games (after the commit; failures are logged). */
export async function emailManagers(
  deps: Deps,
  draft: { id: number; kind: 'generate' | 'repair' | 'finals'; request: unknown },
  changed: ChangedGame[],
): Promise<number> {
  const { timeZone, clientName } = deps.settings.current();
  const teamIds = [
    ...new Set(changed.flatMap((g) => [g.teamAId, g.teamBId, g.byeTeamId]).filter((t) => t !== null)),
  ];
  if (teamIds.length === 0) return 0;
  const [managers, describe] = await Promise.all([
    managersOfTeams(deps.db, teamIds),
    gameDescriber(deps, changed, timeZone),
  ]);
  const contacts = await memberContacts(deps.db, [...new Set(managers.map((m) => m.memberId))]);
  const line = (g: ChangedGame, teamId: number) => {
    if (g.byeTeamId === teamId) return `Round ${g.round}: bye`;
    const game = `Round ${g.round} v ${describe.team((g.teamAId === teamId ? g.teamBId : g.teamAId)!)}`;
    if (g.action === 'remove') return `${game}: cancelled (was ${describe.at(g.startsAt!, g.courtId)})`;
    if (g.action === 'move')
      return `${game}: now ${describe.at(g.startsAt!, g.courtId)} (was ${describe.at(g.fromStartsAt!, g.fromCourtId)})`;
    return `${game}: ${describe.at(g.startsAt!, g.courtId)}`;
  };
  const reason = draft.kind === 'repair' ? (draft.request as { reason?: string }).reason : undefined;
  const letters = teamIds.flatMap((teamId) => {
    const games = changed
      .filter((g) => g.teamAId === teamId || g.teamBId === teamId || g.byeTeamId === teamId)
      .sort((a, b) => a.round - b.round)
      .map((g) => line(g, teamId));
    const team = describe.team(teamId);
    return managers
      .filter((m) => m.teamId === teamId)
      .flatMap((m) => {
        const to = contacts.get(m.memberId);
        if (!to?.email) return [];
        const props = {
          association: clientName,
          firstname: to.firstname,
          kind: draft.kind,
          team,
          reason,
          games,
        };
        return [{ to: to.email, props, about: { teamId, draftId: draft.id } }];
      });
  });
  return sendEach(deps, drawChanged, letters, 'could not send the draw change email');
}

// ---- The officials' email -------------------------------------------------------------------

/**
 * One email per official taken off moved or removed games, listing each game, where it was and
 * what became of it (after the commit; failures are logged). Their roster and calendar feed
 * read the allocations, so they no longer show the games.
 */
export async function emailOfficials(
  deps: Deps,
  draft: { id: number; kind: 'generate' | 'repair' | 'finals'; request: unknown; games: ChangedGame[] },
  officials: Array<{ gameId: number; memberId: number; rosterType: string }>,
): Promise<number> {
  if (officials.length === 0) return 0;
  const { timeZone, clientName } = deps.settings.current();
  const rowOf = new Map(
    draft.games.flatMap((g) =>
      (g.action === 'move' || g.action === 'remove') && g.gameId !== null ? [[g.gameId, g] as const] : [],
    ),
  );
  const describe = await gameDescriber(deps, [...rowOf.values()], timeZone);
  const contacts = await memberContacts(deps.db, [...new Set(officials.map((o) => o.memberId))]);
  const reason = draft.kind === 'repair' ? (draft.request as { reason?: string }).reason : undefined;
  const letters = [...contacts].flatMap(([memberId, to]) => {
    if (!to.email) return [];
    const games = officials
      .filter((o) => o.memberId === memberId && rowOf.has(o.gameId))
      .map((o) => {
        const g = rowOf.get(o.gameId)!;
        const was = g.action === 'move' ? g.fromStartsAt! : g.startsAt!;
        const wasCourt = g.action === 'move' ? g.fromCourtId : g.courtId;
        const now =
          g.action === 'move' ? `moved to ${describe.at(g.startsAt!, g.courtId)}` : 'taken out of the draw';
        return `${describe.game(g)} (${o.rosterType}), ${describe.at(was, wasCourt)}: ${now}`;
      });
    const props = { association: clientName, firstname: to.firstname, reason, games };
    return [{ to: to.email, props, about: { memberId, draftId: draft.id } }];
  });
  return sendEach(deps, officialsTakenOff, letters, 'could not send the officials change email');
}

/**
 * One email per official still allocated to games moved by hand, listing each game, where it
 * is now and where it was (after the commit; failures are logged).
 */
export async function emailMovedOfficials(
  deps: Deps,
  draft: { id: number; games: ChangedGame[] },
  officials: Array<{ gameId: number; memberId: number; rosterType: string }>,
): Promise<number> {
  if (officials.length === 0) return 0;
  const { timeZone, clientName } = deps.settings.current();
  const rowOf = new Map(
    draft.games.flatMap((g) => (g.action === 'move' && g.gameId !== null ? [[g.gameId, g] as const] : [])),
  );
  const describe = await gameDescriber(deps, [...rowOf.values()], timeZone);
  const contacts = await memberContacts(deps.db, [...new Set(officials.map((o) => o.memberId))]);
  const letters = [...contacts].flatMap(([memberId, to]) => {
    if (!to.email) return [];
    const games = officials
      .filter((o) => o.memberId === memberId && rowOf.has(o.gameId))
      .map((o) => {
        const g = rowOf.get(o.gameId)!;
        return `${describe.game(g)} (${o.rosterType}): now ${describe.at(g.startsAt!, g.courtId)} (was ${describe.at(g.fromStartsAt!, g.fromCourtId)})`;
      });
    const props = { association: clientName, firstname: to.firstname, games };
    return [{ to: to.email, props, about: { memberId, draftId: draft.id } }];
  });
  return sendEach(deps, officialsGameMoved, letters, 'could not send the moved games email');
}

/** Renders and sends each letter in turn; a failure is logged with what it was about and skipped. Answers how many went. */
async function sendEach<P extends object>(
  deps: Deps,
  template: EmailTemplate<P>,
  letters: Array<{ to: string; props: P; about: Record<string, number> }>,
  failure: string,
): Promise<number> {
  let sent = 0;
  for (const letter of letters) {
    try {
      await deps.mailer.send({ to: letter.to, ...(await renderEmail(template, letter.props)) });
      sent++;
    } catch (err) {
      deps.log.warn({ err, ...letter.about }, failure);
    }
  }
  return sent;
}

/** Words for games and their times in emails: 'Round 2 Ants v Bees', 'Sat 10/04/2027 09:00 at Venue, Court 1'. */
async function gameDescriber(deps: Deps, games: ChangedGame[], timeZone: string) {
  const teamIds = [
    ...new Set(games.flatMap((g) => [g.teamAId, g.teamBId, g.byeTeamId]).filter((t) => t !== null)),
  ];
  const [teams, places] = await Promise.all([
    deps.db.$queryRaw<
      Array<{ id: number; name: string }>
    >`SELECT id, name FROM team_names WHERE id = ANY(${teamIds}::int[])`,
    deps.db.$queryRaw<
      Array<{ id: number; name: string; venueName: string }>
    >`SELECT id, name, "venueName" FROM court_places`,
  ]);
  const teamName = new Map(teams.map((t) => [t.id, t.name]));
  const place = new Map(places.map((p) => [p.id, p]));
  return {
    team: (id: number) => teamName.get(id) ?? '',
    game: (g: ChangedGame) =>
      `Round ${g.round} ${teamName.get(g.teamAId!) ?? 'TBA'} v ${teamName.get(g.teamBId!) ?? 'TBA'}`,
    at: (when: Date, courtId: number | null) => {
      const court = courtId === null ? undefined : place.get(courtId);
      return `${gameStart(when, timeZone)}${court ? ` at ${court.venueName}, ${court.name}` : ''}`;
    },
  };
}
