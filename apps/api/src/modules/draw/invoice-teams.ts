// What invoices reads of the teams it bills and of their divisions' games. Invoices stands below
// teams and draw and imports neither; draw, above both, answers for them (app.ts registers this
// with invoices at start-up).
import type { InvoiceTeams } from '../invoices/index.js';
import {
  invoiceTeamIdsOf,
  managersOfTeams,
  teamsByIds,
  teamsNamed,
  teamsOfDivision,
} from '../teams/index.js';
import { divisionLabels, gamesPerTeam } from './competition.service.js';

export const invoiceTeamsOfDraw: InvoiceTeams = {
  teamIdsSeenBy: invoiceTeamIdsOf,
  async teamsNamed(db, words, limit) {
    const teams = await teamsNamed(db, words, limit);
    const divisions = await divisionLabels(db, [...new Set(teams.map((t) => t.divisionId))]);
    const division = new Map(divisions.map((d) => [d.id, d]));
    return teams.map((t) => ({
      id: t.id,
      name: t.name,
      division: division.get(t.divisionId)?.name ?? '',
      season: division.get(t.divisionId)?.season ?? '',
    }));
  },
  async teamExists(db, teamId) {
    return (await teamsByIds(db, [teamId])).length > 0;
  },
  async managerIdsOf(db, teamId) {
    return (await managersOfTeams(db, [teamId])).map((m) => m.memberId);
  },
  async gameFeeTeams(db, divisionId, round) {
    const [division] = await divisionLabels(db, [divisionId]);
    if (!division) return null;
    const [teams, games] = await Promise.all([
      teamsOfDivision(db, divisionId),
      gamesPerTeam(db, divisionId, round),
    ]);
    return {
      name: division.name,
      season: division.season,
      teams: teams.map((t) => ({ id: t.id, name: t.name, games: games.get(t.id) ?? 0 })),
    };
  },
};
