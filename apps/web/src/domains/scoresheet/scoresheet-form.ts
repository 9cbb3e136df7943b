// A game's scoresheet as its form holds it, and the body of PUT .../scoresheet made from it: pure
// functions, shared by the console's scoresheet and the scorer's phone screen (both send the same
// body). Counts are held as typed text; a player's points are worked out as the contract's
// pointsOfLine does on the server, so the form shows them while the shots are typed.
import {
  pointsOfLine,
  RESULT_KINDS,
  RESULT_KIND_TEXT,
  type TPlayerLine,
  type TResultKind,
  type TScoresheet,
  type TScoresheetInput,
  WEEKDAY_NAMES,
} from '@courtside/contracts';

/** The counts of a player's line, in the order the form shows them, with their limits. */
export const COUNT_FIELDS = [
  { key: 'free_throws', label: 'Free throws', short: 'FT', one: 'free throw', max: 100 },
  { key: 'field_goals', label: 'Field goals', short: 'FG', one: 'field goal', max: 100 },
  { key: 'three_pointers', label: 'Three pointers', short: '3P', one: 'three pointer', max: 100 },
  { key: 'fouls', label: 'Personal fouls', short: 'PF', one: 'personal foul', max: 10 },
  { key: 'technical_fouls', label: 'Technical fouls', short: 'TF', one: 'technical foul', max: 10 },
  {
    key: 'unsportsmanlike_fouls',
    label: 'Unsportsmanlike fouls',
    short: 'UF',
    one: 'unsportsmanlike foul',
    max: 10,
  },
  {
    key: 'disqualifying_fouls',
    label: 'Disqualifying fouls',
    short: 'DF',
    one: 'disqualifying foul',
    max: 10,
  },
] as const satisfies ReadonlyArray<{
  key: keyof TPlayerLine;
  label: string;
  short: string;
  one: string;
  max: number;
}>;
export type CountKey = (typeof COUNT_FIELDS)[number]['key'];

/** What the abbreviations of the table's headings stand for. */
export const COUNT_LEGEND =
  'FT free throws, FG field goals (2 points), 3P three pointers; PF personal, TF technical, UF unsportsmanlike and DF disqualifying fouls.';

const SCORE_MAX = 500;
const NUMBER_MAX = 999;

/** One player's line as the form holds it. */
export type PlayerForm = {
  member_id: number;
  team_id: number;
  name: string;
  playing_number: string;
} & Record<CountKey, string>;

export interface ScoresheetForm {
  kind: TResultKind | '';
  score_a: string;
  score_b: string;
  /** A team id as text; '' while none is chosen. */
  forfeiting_team_id: string;
  double_points: boolean;
  /** Team A's players, then team B's. */
  players: PlayerForm[];
}

export const RESULT_OPTIONS = RESULT_KINDS.map((kind) => ({ value: kind, text: RESULT_KIND_TEXT[kind] }));

const text = (n: number | null | undefined) => (n === null || n === undefined ? '' : String(n));

/** The form of a saved scoresheet: its result, or a played game with empty scores when none yet. */
export function formOfSheet(sheet: TScoresheet): ScoresheetForm {
  const players = [sheet.team_a, sheet.team_b].flatMap((team) =>
    team.players.map((p): PlayerForm => ({
      member_id: p.member_id,
      team_id: team.id,
      name: p.name,
      playing_number: text(p.playing_number),
      free_throws: String(p.free_throws),
      field_goals: String(p.field_goals),
      three_pointers: String(p.three_pointers),
      fouls: String(p.fouls),
      technical_fouls: String(p.technical_fouls),
      unsportsmanlike_fouls: String(p.unsportsmanlike_fouls),
      disqualifying_fouls: String(p.disqualifying_fouls),
    })),
  );
  return {
    kind: sheet.result?.kind ?? 'normal',
    score_a: text(sheet.result?.score_a),
    score_b: text(sheet.result?.score_b),
    forfeiting_team_id: text(sheet.result?.forfeiting_team_id),
    double_points: sheet.double_points,
    players,
  };
}

/** A count as typed: a whole number, 0 when left empty; null when it is not one. */
export function countOf(typed: string): number | null {
  const t = typed.trim();
  if (t === '') return 0;
  return /^\d{1,4}$/.test(t) ? Number(t) : null;
}

/** The points a line scores while it is being typed (what is not a number counts as 0). */
export const pointsOfForm = (line: Pick<PlayerForm, 'free_throws' | 'field_goals' | 'three_pointers'>) =>
  pointsOfLine({
    free_throws: countOf(line.free_throws) ?? 0,
    field_goals: countOf(line.field_goals) ?? 0,
    three_pointers: countOf(line.three_pointers) ?? 0,
  });

/** The points a team's players scored, as typed. */
export const teamPoints = (players: readonly PlayerForm[], teamId: number) =>
  players.filter((p) => p.team_id === teamId).reduce((sum, p) => sum + pointsOfForm(p), 0);

const wholeMessage = (max: number) => `A whole number from 0 to ${max}.`;

/**
 * What is wrong with the form, by field ('score_a', 'players.3.fouls'): the contract's limits in
 * the form's words, so most mistakes are said before anything is sent.
 */
export function scoresheetErrors(form: ScoresheetForm): Record<string, string> {
  const errors: Record<string, string> = {};
  if (!(RESULT_KINDS as readonly string[]).includes(form.kind)) errors.kind = 'Choose the result.';
  for (const key of ['score_a', 'score_b'] as const) {
    const typed = form[key].trim();
    if (typed === '') {
      if (form.kind === 'normal') errors[key] = 'Enter both scores.';
    } else if (!/^\d{1,3}$/.test(typed) || Number(typed) > SCORE_MAX) errors[key] = wholeMessage(SCORE_MAX);
  }
  if (form.kind !== 'normal' && form.kind !== '' && form.forfeiting_team_id === '')
    errors.forfeiting_team_id =
      form.kind === 'disqualified'
        ? 'Choose the team that was disqualified.'
        : 'Choose the team that forfeited.';
  form.players.forEach((player, i) => {
    const number = player.playing_number.trim();
    if (number !== '' && (!/^\d{1,3}$/.test(number) || Number(number) > NUMBER_MAX))
      errors[`players.${i}.playing_number`] = `A number from 0 to ${NUMBER_MAX}, or leave it empty.`;
    for (const field of COUNT_FIELDS) {
      const count = countOf(player[field.key]);
      if (count === null || count > field.max) errors[`players.${i}.${field.key}`] = wholeMessage(field.max);
    }
  });
  return errors;
}

/** A line with nothing entered: left out of the body, so the game's stats list only who scored or fouled. */
export const isEmptyLine = (player: PlayerForm) => COUNT_FIELDS.every((f) => countOf(player[f.key]) === 0);

export interface ScoresheetBody {
  body: TScoresheetInput;
  /** For each line of the body, the index of its player in the form (server errors name the body's). */
  lineOfBody: number[];
}

/** The body of PUT .../scoresheet for a form without errors (scoresheetErrors is empty). */
export function bodyOfForm(form: ScoresheetForm): ScoresheetBody {
  const lineOfBody: number[] = [];
  const players: TPlayerLine[] = [];
  form.players.forEach((p, i) => {
    if (isEmptyLine(p)) return;
    lineOfBody.push(i);
    const number = p.playing_number.trim();
    players.push({
      member_id: p.member_id,
      team_id: p.team_id,
      playing_number: number === '' ? null : Number(number),
      free_throws: countOf(p.free_throws) ?? 0,
      field_goals: countOf(p.field_goals) ?? 0,
      three_pointers: countOf(p.three_pointers) ?? 0,
      fouls: countOf(p.fouls) ?? 0,
      technical_fouls: countOf(p.technical_fouls) ?? 0,
      unsportsmanlike_fouls: countOf(p.unsportsmanlike_fouls) ?? 0,
      disqualifying_fouls: countOf(p.disqualifying_fouls) ?? 0,
    });
  });
  const score = (typed: string) => (typed.trim() === '' ? null : Number(typed.trim()));
  const played = form.kind === 'normal';
  return {
    body: {
      kind: form.kind as TResultKind,
      score_a: score(form.score_a),
      score_b: score(form.score_b),
      forfeiting_team_id: played || form.forfeiting_team_id === '' ? null : Number(form.forfeiting_team_id),
      double_points: form.double_points,
      players,
    },
    lineOfBody,
  };
}

/**
 * The server's field errors under the form's fields: 'players.2.fouls' names the body's third
 * line, which is the form's player lineOfBody[2]; a line's member or team goes under the
 * player's name ('players.N.member_id'). Keys that match no field come back in `other`.
 */
export function formErrorsOfServer(
  errors: Record<string, string[]>,
  lineOfBody: readonly number[],
): { fields: Record<string, string>; other: string[] } {
  const fields: Record<string, string> = {};
  const other: string[] = [];
  const countKeys: readonly string[] = COUNT_FIELDS.map((f) => f.key);
  for (const [key, messages] of Object.entries(errors)) {
    const message = messages.join(' ');
    const line = /^players\.(\d+)\.(\w+)$/.exec(key);
    if (line) {
      const player = lineOfBody[Number(line[1])];
      const field = line[2] ?? '';
      if (player === undefined) other.push(message);
      else if (field === 'playing_number' || countKeys.includes(field))
        fields[`players.${player}.${field}`] = message;
      else fields[`players.${player}.member_id`] = message;
    } else if (['kind', 'score_a', 'score_b', 'forfeiting_team_id', 'double_points'].includes(key)) {
      fields[key] = message;
    } else other.push(message);
  }
  return { fields, other };
}

/** '6:30 pm' of a local HH:mm. */
export function timeText(hhmm: string): string {
  const [h = 0, m = 0] = hhmm.split(':').map(Number);
  return `${h % 12 || 12}:${String(m).padStart(2, '0')} ${h < 12 ? 'am' : 'pm'}`;
}

/** 'Saturday 21/11/2026' of a local YYYY-MM-DD. */
export function dayText(iso: string): string {
  const [y, m, d] = iso.split('-');
  return `${WEEKDAY_NAMES[new Date(`${iso}T00:00:00Z`).getUTCDay()] ?? ''} ${d}/${m}/${y}`;
}

/** 'Saturday 21/11/2026, 6:30 pm' of a scoresheet's local date and time. */
export const gameWhen = (sheet: Pick<TScoresheet, 'date' | 'time'>) =>
  `${dayText(sheet.date)}, ${timeText(sheet.time)}`;

/** The result as a line of text: '52 – 47', 'Forfeit (notified) by Hawks', or 'No result yet'. */
export function resultText(sheet: TScoresheet): string {
  const r = sheet.result;
  if (!r) return 'No result yet';
  const scores = r.score_a !== null && r.score_b !== null ? `${r.score_a} – ${r.score_b}` : '';
  if (r.kind === 'normal') return scores;
  const team = [sheet.team_a, sheet.team_b].find((t) => t.id === r.forfeiting_team_id)?.name;
  return `${RESULT_KIND_TEXT[r.kind]}${team ? `: ${team}` : ''}${scores ? `, ${scores}` : ''}`;
}
