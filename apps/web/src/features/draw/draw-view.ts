// What the Draw page shows for a round and team choice,
// as pure functions of the draw answer so the rules are tested without a browser.
import { NO_DUTY, NOT_DOUBLE, type TDrawResponse, type TGame } from '@courtside/contracts';

export const ALL_ROUNDS = 'all';

/** The finals in page order: round-filter entry, section heading, answer key. */
export const FINALS = [
  { value: 'Semi Final', heading: 'Semi Finals', key: 'Semi_Final' },
  { value: 'Final', heading: 'Finals', key: 'Final' },
  { value: 'Grand Final', heading: 'Grand Finals', key: 'Grand_Final' },
] as const;

const FINAL_VALUES: readonly string[] = FINALS.map((f) => f.value);
export const isFinalsRound = (round: string) => FINAL_VALUES.includes(round);

/** The division's round numbers, 1..n (the draw lists its rounds in date order, which may differ). */
export const roundNumbers = (draw: TDrawResponse): number[] =>
  draw.divisionDraw.rounds.map((r) => r.round).sort((a, b) => a - b);

/** 'All Rounds', 1..n, then Semi Final, Final and Grand Final only when the division has such games. */
export function roundOptions(draw: TDrawResponse): Array<{ value: string; text: string }> {
  return [
    { value: ALL_ROUNDS, text: 'All Rounds' },
    ...roundNumbers(draw).map((round) => ({ value: String(round), text: String(round) })),
    ...FINALS.filter((f) => draw.finalSeries[f.key].length > 0).map((f) => ({
      value: f.value,
      text: f.value,
    })),
  ];
}

/** A card on the page: a game, a team's bye, or a team's duty at someone else's game. */
export type DrawCard = { kind: 'game' | 'bye' | 'duty'; game: TGame };

export interface DrawDay {
  date_formatted: string;
  cards: DrawCard[];
}

export interface DrawSection {
  key: string;
  heading: string;
  days: DrawDay[];
}

/** A bye row of the draw: no teams, the sitting-out team in `bye`. */
export const isByeGame = (g: TGame) =>
  !g.excluded_dates && g.team_a_id === null && g.team_b_id === null && g.bye !== null;
export const isDouble = (g: TGame) => g.double_points !== NOT_DOUBLE;
export const hasDuty = (g: TGame) => g.duty !== NO_DUTY && g.duty.trim() !== '';

/** The cards of one game for the chosen team ('' = every team). */
function cardsFor(game: TGame, team: string): DrawCard[] {
  if (isByeGame(game)) return !team || game.bye === team ? [{ kind: 'bye', game }] : [];
  // A public holiday or other excluded date concerns every team.
  if (!team || game.excluded_dates) return [{ kind: 'game', game }];
  if (game.team_a_id === team || game.team_b_id === team) return [{ kind: 'game', game }];
  if (game.duty === team) return [{ kind: 'duty', game }];
  return [];
}

function byDay(games: TGame[], team: string, dayOf: (g: TGame) => string): DrawDay[] {
  const days: DrawDay[] = [];
  for (const game of games) {
    const cards = cardsFor(game, team);
    if (!cards.length) continue;
    const date = dayOf(game);
    const last = days[days.length - 1];
    if (last && last.date_formatted === date) last.cards.push(...cards);
    else days.push({ date_formatted: date, cards });
  }
  return days;
}

/**
 * The sections to show: 'Round #n' per regular round (its games grouped by day),
 * then Semi Finals, Finals and Grand Finals. A chosen team keeps only its games,
 * its byes and its duties (the round filter is then All Rounds).
 */
export function drawSections(draw: TDrawResponse, round: string, team: string): DrawSection[] {
  const sections: DrawSection[] = [];
  const effectiveRound = team ? ALL_ROUNDS : round;
  for (const r of draw.divisionDraw.rounds) {
    if (effectiveRound !== ALL_ROUNDS && effectiveRound !== String(r.round)) continue;
    const days = r.groups.flatMap((g) => byDay(g.games, team, () => g.date_formatted));
    if (days.length) sections.push({ key: `round-${r.round}`, heading: `Round #${r.round}`, days });
  }
  for (const f of FINALS) {
    if (effectiveRound !== ALL_ROUNDS && effectiveRound !== f.value) continue;
    const days = byDay(draw.finalSeries[f.key], team, (g) => g.date_formatted);
    if (days.length) sections.push({ key: f.key, heading: f.heading, days });
  }
  return sections;
}

/** The division note shows unless the page is on a finals round. */
export const showDivisionNote = (draw: TDrawResponse, round: string) =>
  Boolean(draw.division.division_note) && !isFinalsRound(round);

/** What a scored game shows: 'a Full Time b' when the division shows results, else the scored text. */
export function scoreText(game: TGame, showResults: boolean): string | null {
  if (game.scored === null) return null;
  if (showResults && game.score_team_a_points !== null && game.score_team_b_points !== null) {
    return `${game.score_team_a_points} ${game.scored} ${game.score_team_b_points}`;
  }
  return game.scored;
}

/** Unscored games on a real date, with two teams, can be added to a calendar. */
export const offersCalendar = (game: TGame) =>
  game.scored === null && !game.excluded_dates && !isByeGame(game);

/** A finals rank label, shown under a team only when it says something else than the team's name. */
export const rankLabel = (team: string | null, rank: string | null) => (rank && rank !== team ? rank : null);
