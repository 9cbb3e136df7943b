// Mail about games: a team's draw published or changed, officials taken off games or told they
// moved, an official's roster of the day.
import { List, P, SignOff } from './parts.js';
import { defineEmail } from './render.js';

const DRAW_SUBJECT = {
  generate: 'Draw published',
  repair: 'Draw changes',
  finals: 'Finals published',
} as const;

export interface DrawChangedProps {
  association: string;
  firstname: string;
  kind: keyof typeof DRAW_SUBJECT;
  team: string;
  /** Why a repaired draw changed, when staff said. */
  reason?: string;
  /** The team's games, one line each: "Round 2 v Bees: Sat 10/04/2027 09:00 at Venue, Court 1". */
  games: string[];
}

const drawIntro = (p: DrawChangedProps) =>
  p.kind === 'repair'
    ? `The draw has changed for ${p.team}${p.reason ? ` (${p.reason})` : ''}:`
    : `The ${p.kind === 'finals' ? 'finals draw' : 'draw'} for ${p.team} is published:`;

/** To a team's managers: their games in a published draw, or the games a repair changed. */
export const drawChanged = defineEmail<DrawChangedProps>({
  subject: (p) => `${DRAW_SUBJECT[p.kind]}: ${p.team} - ${p.association}`,
  text: (p) =>
    [
      `Hi ${p.firstname},`,
      '',
      drawIntro(p),
      '',
      ...p.games.map((g) => `- ${g}`),
      '',
      'Times are local. The full draw is on the website.',
      '',
      p.association,
    ].join('\n'),
  Body: (p) => (
    <>
      <P>Hi {p.firstname},</P>
      <P>{drawIntro(p)}</P>
      <List items={p.games} />
      <P>Times are local. The full draw is on the website.</P>
      <SignOff association={p.association} />
    </>
  ),
});

export interface OfficialsTakenOffProps {
  association: string;
  firstname: string;
  reason?: string;
  /** One line a game: "Round 2 Ants v Bees (Umpire), Sat 10/04/2027 09:00 at Venue, Court 1: taken out of the draw". */
  games: string[];
}

/** To an official whose games a draw change moved or removed. */
export const officialsTakenOff = defineEmail<OfficialsTakenOffProps>({
  subject: (p) => `Taken off ${p.games.length === 1 ? 'a game' : 'games'} - ${p.association}`,
  text: (p) =>
    [
      `Hi ${p.firstname},`,
      '',
      `The draw has changed${p.reason ? ` (${p.reason})` : ''} and you are no longer allocated to:`,
      '',
      ...p.games.map((g) => `- ${g}`),
      '',
      'Times are local. Your roster shows the games you are allocated to now.',
      '',
      p.association,
    ].join('\n'),
  Body: (p) => (
    <>
      <P>Hi {p.firstname},</P>
      <P>{`The draw has changed${p.reason ? ` (${p.reason})` : ''} and you are no longer allocated to:`}</P>
      <List items={p.games} />
      <P>Times are local. Your roster shows the games you are allocated to now.</P>
      <SignOff association={p.association} />
    </>
  ),
});

export interface OfficialsGameMovedProps {
  association: string;
  firstname: string;
  /** One line a game: "Round 2 Ants v Bees (Umpire): now Sat 17/04/2027 10:00 at Venue, Court 2 (was ...)". */
  games: string[];
}

/** To an official still allocated to games staff moved by hand. */
export const officialsGameMoved = defineEmail<OfficialsGameMovedProps>({
  subject: (p) =>
    `${p.games.length === 1 ? 'A game you officiate has' : 'Games you officiate have'} moved - ${p.association}`,
  text: (p) =>
    [
      `Hi ${p.firstname},`,
      '',
      'The draw has changed and you are still allocated to:',
      '',
      ...p.games.map((g) => `- ${g}`),
      '',
      'Times are local. If you cannot make the new time, please tell the association.',
      '',
      p.association,
    ].join('\n'),
  Body: (p) => (
    <>
      <P>Hi {p.firstname},</P>
      <P>The draw has changed and you are still allocated to:</P>
      <List items={p.games} />
      <P>Times are local. If you cannot make the new time, please tell the association.</P>
      <SignOff association={p.association} />
    </>
  ),
});

export interface RosterOfDayProps {
  association: string;
  firstname: string;
  /** "Sat 10/04/2027". */
  day: string;
  /** One line a game: "09:00 Venue, Court 1: Ants vs Bees (U14 Div 1), Umpire". */
  games: string[];
}

/** To an official: their games of a day whose roster is published. */
export const rosterOfDay = defineEmail<RosterOfDayProps>({
  subject: (p) => `Your games on ${p.day} - ${p.association}`,
  text: (p) =>
    [
      `Hi ${p.firstname},`,
      '',
      `The roster of ${p.day} is published. Your games:`,
      '',
      ...p.games.map((g) => `- ${g}`),
      '',
      'Times are local. To change anything now, please contact the stadium.',
      '',
      p.association,
    ].join('\n'),
  Body: (p) => (
    <>
      <P>Hi {p.firstname},</P>
      <P>The roster of {p.day} is published. Your games:</P>
      <List items={p.games} />
      <P>Times are local. To change anything now, please contact the stadium.</P>
      <SignOff association={p.association} />
    </>
  ),
});
