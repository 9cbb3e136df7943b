// Demo competition: an association with two venues and six courts, a current
// season (running today) and last season (archived), grades, division groups,
// ten divisions of six to ten teams with a full round-robin draw, byes, duty
// teams, results for the rounds already played, a double-point round, forfeits,
// a points adjustment, finals with rank labels and player stats.
//
// Everything is planned in memory first (seeded random, so every machine gets the
// same season relative to today) and written with a handful of bulk inserts, so
// the first start stays quick. Each kind of chance (team strengths, scores, finals,
// players, box scores) draws from its own stream, and a game's scores are drawn
// whether or not it has been played: what today's date has played never shifts
// another draw, so the players' names and numbers are the same on every date.
import type { TEnv } from '../config/env.js';
import type { Db } from '../plugins/prisma.js';
import type { Prisma } from '../generated/prisma/client.js';
import { todayIn } from '@courtside/contracts';
import { zonedInstant } from '../lib/zoned-time.js';
import { computeStandings, type PlayedGame, type ResultKind } from '../modules/draw/index.js';
import { DEFAULT_POINTS } from '../modules/settings/index.js';
import { mixSeed, roundRobin, seededRandom } from './round-robin.js';

export type DbOrTx = Db | Prisma.TransactionClient;
type Gender = 'male' | 'female';
type FinalStage = 'none' | 'semi_final' | 'final' | 'grand_final';

const GAME_MINUTES = 50;
/** The seed's streams of chance, one per purpose. */
const STREAM = { strength: 1, scores: 2, finals: 3, players: 4, boxScores: 5 } as const;
const streamOf = (seed: number, stream: number, n = 0) => seededRandom(mixSeed(mixSeed(seed, stream), n));
const SLOT_MINUTES = 60;
const COURTS_PER_VENUE = 3;

const VENUES = [
  {
    name: 'Harbourside Sports Centre',
    address: '48 Victoria Road',
    suburb: 'Rozelle',
    postcode: '2039',
    state: 'NSW',
  },
  {
    name: 'Glebe Point Community Stadium',
    address: '120 Glebe Point Road',
    suburb: 'Glebe',
    postcode: '2037',
    state: 'NSW',
  },
];

const SUBURBS = [
  'Balmain',
  'Glebe',
  'Rozelle',
  'Leichhardt',
  'Annandale',
  'Drummoyne',
  'Five Dock',
  'Haberfield',
  'Newtown',
  'Marrickville',
  'Petersham',
  'Stanmore',
  'Ashfield',
  'Summer Hill',
  'Lilyfield',
  'Birchgrove',
];
const MASCOTS = [
  'Tigers',
  'Hawks',
  'Rockets',
  'Lightning',
  'Aces',
  'Dolphins',
  'Falcons',
  'Hornets',
  'Jets',
  'Magic',
  'Panthers',
  'Stars',
  'Arrows',
  'Suns',
  'Lynx',
  'Bulldogs',
];
const SOCIAL = [
  'Dribble Trouble',
  'Net Gains',
  'Fast Break Bandits',
  'Pick and Rollers',
  'Baseline Crew',
  'Alley Oops',
  'Full Court Press',
  'Nothing But Net',
  'Rim Rattlers',
  'Triple Threat',
  'Shot Clock Heroes',
  'Harbour Hoopers',
];
const FIRST_MALE = [
  'Jack',
  'Oliver',
  'William',
  'Noah',
  'Thomas',
  'James',
  'Lucas',
  'Henry',
  'Ethan',
  'Liam',
  'Samuel',
  'Leo',
  'Hamish',
  'Ryan',
  'Daniel',
  'Minh',
  'Arjun',
  'Mohammed',
  'Luca',
  'Kai',
  'Hugo',
  'Isaac',
  'Harrison',
  'Cooper',
];
const FIRST_FEMALE = [
  'Charlotte',
  'Olivia',
  'Amelia',
  'Isla',
  'Mia',
  'Ava',
  'Grace',
  'Chloe',
  'Sophie',
  'Ruby',
  'Zoe',
  'Harper',
  'Matilda',
  'Lily',
  'Ella',
  'Priya',
  'Mei',
  'Aisha',
  'Georgia',
  'Sienna',
  'Hannah',
  'Lucy',
  'Evie',
  'Jasmine',
];
const LAST = [
  'Smith',
  'Nguyen',
  'Williams',
  'Brown',
  'Wilson',
  'Taylor',
  'Johnson',
  'White',
  'Martin',
  'Anderson',
  'Thompson',
  'Tran',
  'Walker',
  'Harris',
  'Lee',
  'Ryan',
  'Robinson',
  'Kelly',
  'King',
  'Papadopoulos',
  'Singh',
  'Chen',
  'Murphy',
  "O'Brien",
  'Rossi',
  'Campbell',
  'Wang',
  'Patel',
  'Edwards',
  'Kaur',
  'Morgan',
  'Hughes',
];
const NUMBERS = [4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 21, 23, 33];
const PLAYERS_PER_TEAM = 8;

export interface DivisionPlan {
  name: string;
  grade: string;
  group: string;
  teams: number;
  gender: Gender | 'mixed';
  /** Age range of the players. */
  ages: [number, number];
  teamNames: 'suburbs' | 'social';
  /** 0 = Sunday ... 6 = Saturday */
  day: number;
  venue: number;
  start: [number, number];
  note?: string;
  showResults?: boolean;
  /** A week (0-based) with no games: a public holiday card takes its round. */
  holidayWeek?: number;
  /** Fixed results: [round, game index in the round, kind]; the listed team (A or B) forfeits. */
  forfeits?: Array<[number, number, ResultKind, 'A' | 'B']>;
  adjustments?: Array<[number, number, string]>;
}

export interface SeasonPlan {
  name: string;
  status: 'active' | 'inactive';
  archived: boolean;
  /** The Sunday (association's calendar) that starts week 0. */
  firstSunday: CalendarDay;
  /** Each round robin repeats (home and away swapped) until at least this many rounds. */
  minRounds: number;
  /** 1-based regular rounds worth double points. */
  doubleRounds: (roundCount: number) => number[];
  divisions: DivisionPlan[];
  withPlayers: boolean;
  seed: number;
}

interface CalendarDay {
  year: number;
  month: number;
  day: number;
}

const addDays = (d: CalendarDay, days: number): CalendarDay => {
  const t = new Date(Date.UTC(d.year, d.month - 1, d.day + days));
  return { year: t.getUTCFullYear(), month: t.getUTCMonth() + 1, day: t.getUTCDate() };
};
const weekdayOf = (d: CalendarDay) => new Date(Date.UTC(d.year, d.month - 1, d.day)).getUTCDay();

interface PlannedGame {
  round: number;
  startsAt: Date;
  endsAt: Date;
  court: number | null;
  teamA: number | null;
  teamB: number | null;
  bye: number | null;
  duty: number | null;
  doublePoints: boolean;
  excludedDate: boolean;
  matchLabel: string | null;
  finalStage: FinalStage;
  rankLabelA: string | null;
  rankLabelB: string | null;
  result: {
    kind: ResultKind;
    scoreA: number | null;
    scoreB: number | null;
    forfeiting: number | null;
    updatedAt: Date;
  } | null;
}

interface PlannedDivision {
  plan: DivisionPlan;
  teamNames: string[];
  games: PlannedGame[];
}

/** 'Open Men Div 1' -> 'Div 1' (rank labels read '1st Div 1'); other names stay whole. */
const shortName = (name: string) => /Div \d+$/.exec(name)?.[0] ?? name;

function teamNamesFor(plan: DivisionPlan, index: number): string[] {
  return Array.from({ length: plan.teams }, (_, i) =>
    plan.teamNames === 'social'
      ? SOCIAL[(i + index * 5) % SOCIAL.length]!
      : `${SUBURBS[(i + index * 3) % SUBURBS.length]} ${MASCOTS[(i * 5 + index) % MASCOTS.length]}`,
  );
}

function planDivision(
  season: SeasonPlan,
  plan: DivisionPlan,
  index: number,
  tz: string,
  now: Date,
): PlannedDivision {
  const teamNames = teamNamesFor(plan, index);
  const strengthRandom = streamOf(season.seed, STREAM.strength, index);
  const strength = teamNames.map(() => 0.8 + strengthRandom() * 0.4);
  const scoreRandom = streamOf(season.seed, STREAM.scores, index);
  const senior = plan.ages[0] >= 18;
  const base = roundRobin(plan.teams);
  let rounds = [...base];
  while (rounds.length < season.minRounds)
    rounds = rounds.concat(
      base.map((r) => ({ pairs: r.pairs.map(([a, b]) => [b, a] as [number, number]), bye: r.bye })),
    );
  const doubles = new Set(season.doubleRounds(rounds.length));
  // Spread a round over at least two time slots, so teams from one slot can do duty in the other.
  const courtsUsed = Math.min(COURTS_PER_VENUE, Math.max(1, Math.ceil(Math.floor(plan.teams / 2) / 2)));

  const slotTime = (week: number, slot: number) => {
    const day = addDays(season.firstSunday, week * 7 + plan.day);
    const minutes = plan.start[0] * 60 + plan.start[1] + Math.floor(slot / courtsUsed) * SLOT_MINUTES;
    const startsAt = zonedInstant(tz, day.year, day.month, day.day, Math.floor(minutes / 60), minutes % 60);
    return {
      startsAt,
      endsAt: new Date(startsAt.getTime() + GAME_MINUTES * 60_000),
      court: plan.venue * COURTS_PER_VENUE + (slot % courtsUsed),
    };
  };
  const score = (team: number, random: () => number = scoreRandom) =>
    Math.round((senior ? 64 : 34) * strength[team]! + (random() - 0.5) * (senior ? 26 : 18));
  const resultAt = (endsAt: Date) => new Date(Math.min(endsAt.getTime() + 90 * 60_000, now.getTime()));

  const games: PlannedGame[] = [];
  const blank = {
    bye: null,
    duty: null,
    doublePoints: false,
    excludedDate: false,
    matchLabel: null,
    finalStage: 'none' as FinalStage,
    rankLabelA: null,
    rankLabelB: null,
    result: null,
  };
  let week = 0;
  let roundNo = 1;
  for (const [r, pairing] of rounds.entries()) {
    if (week === plan.holidayWeek) {
      const { startsAt, endsAt } = slotTime(week, 0);
      games.push({
        ...blank,
        round: roundNo++,
        startsAt,
        endsAt,
        court: null,
        teamA: null,
        teamB: null,
        excludedDate: true,
        matchLabel: 'Public Holiday - No Games',
      });
      week++;
    }
    const doublePoints = doubles.has(r + 1);
    const slots = pairing.pairs.map((_, i) => slotTime(week, i));
    pairing.pairs.forEach(([a, b], i) => {
      const { startsAt, endsAt, court } = slots[i]!;
      // Duty: a team not playing in this time slot (the next slot's team, or the bye team).
      const freeTeams = pairing.pairs
        .filter((_, j) => Math.floor(j / courtsUsed) !== Math.floor(i / courtsUsed))
        .flat();
      if (pairing.bye !== null) freeTeams.push(pairing.bye);
      const duty = freeTeams.length ? freeTeams[i % freeTeams.length]! : null;
      const scoreA = score(a);
      const scoreB = score(b);
      let result: PlannedGame['result'] = null;
      if (endsAt <= now) {
        const fixed = plan.forfeits?.find(([fr, fi]) => fr === roundNo && fi === i);
        if (fixed && fixed[2] !== 'normal' && fixed[2] !== 'disqualified') {
          result = {
            kind: fixed[2],
            scoreA: null,
            scoreB: null,
            forfeiting: fixed[3] === 'A' ? a : b,
            updatedAt: resultAt(endsAt),
          };
        } else {
          result = {
            kind: fixed?.[2] ?? 'normal',
            scoreA,
            scoreB,
            forfeiting: fixed ? (fixed[3] === 'A' ? a : b) : null,
            updatedAt: resultAt(endsAt),
          };
        }
      }
      games.push({
        ...blank,
        round: roundNo,
        startsAt,
        endsAt,
        court,
        teamA: a,
        teamB: b,
        duty,
        doublePoints,
        result,
      });
    });
    if (pairing.bye !== null) {
      const { startsAt, endsAt } = slotTime(week, 0);
      games.push({
        ...blank,
        round: roundNo,
        startsAt,
        endsAt,
        court: null,
        teamA: null,
        teamB: null,
        bye: pairing.bye,
        doublePoints,
      });
    }
    week++;
    roundNo++;
  }

  // Finals (Page-McIntyre top four): SF1 1st v 2nd, SF2 3rd v 4th, preliminary final
  // loser SF1 v winner SF2, grand final winner SF1 v winner PF. Teams are filled in
  // only once the games before them are played; until then the rank labels stand in.
  const short = shortName(plan.name);
  const ladder = () =>
    computeStandings({
      teams: teamNames.map((name, id) => ({ id, name })),
      games: games
        .filter((g) => g.finalStage === 'none' && g.result && g.teamA !== null && g.teamB !== null)
        .map((g): PlayedGame => ({
          teamAId: g.teamA!,
          teamBId: g.teamB!,
          doublePoints: g.doublePoints,
          kind: g.result!.kind,
          scoreA: g.result!.scoreA,
          scoreB: g.result!.scoreB,
          forfeitingTeamId: g.result!.forfeiting,
        })),
      byes: [],
      adjustments: new Map(),
      points: DEFAULT_POINTS,
    }).map((row) => row.teamId);
  const regularDone = games.every((g) => g.finalStage !== 'none' || g.teamA === null || g.result);
  const order = regularDone ? ladder() : [];
  const playFinal = (
    stage: FinalStage,
    w: number,
    slot: number,
    a: number | undefined,
    b: number | undefined,
    labelA: string,
    labelB: string,
  ) => {
    const { startsAt, endsAt, court } = slotTime(w, slot);
    const finalRandom = streamOf(season.seed, STREAM.finals, index * 8 + games.length);
    const teamA = startsAt <= now && a !== undefined ? a : null;
    const teamB = startsAt <= now && b !== undefined ? b : null;
    let result: PlannedGame['result'] = null;
    if (teamA !== null && teamB !== null && endsAt <= now) {
      let scoreA = score(teamA, finalRandom);
      const scoreB = score(teamB, finalRandom);
      if (scoreA === scoreB) scoreA += 2; // finals go to overtime: never a draw
      result = { kind: 'normal', scoreA, scoreB, forfeiting: null, updatedAt: resultAt(endsAt) };
    }
    const game: PlannedGame = {
      ...blank,
      round: roundNo,
      startsAt,
      endsAt,
      court,
      teamA,
      teamB,
      finalStage: stage,
      rankLabelA: labelA,
      rankLabelB: labelB,
      result,
    };
    games.push(game);
    const winner = result ? (result.scoreA! > result.scoreB! ? teamA! : teamB!) : undefined;
    const loser = result ? (winner === teamA ? teamB! : teamA!) : undefined;
    return { winner, loser };
  };
  const sf1 = playFinal('semi_final', week, 0, order[0], order[1], `1st ${short}`, `2nd ${short}`);
  const sf2 = playFinal('semi_final', week, 1, order[2], order[3], `3rd ${short}`, `4th ${short}`);
  roundNo++;
  const pf = playFinal('final', week + 1, 0, sf1.loser, sf2.winner, 'Loser SF1', 'Winner SF2');
  roundNo++;
  playFinal('grand_final', week + 2, 0, sf1.winner, pf.winner, 'Winner SF1', 'Winner PF');
  return { plan, teamNames, games };
}

function pick<T>(list: readonly T[], random: () => number): T {
  return list[Math.floor(random() * list.length)]!;
}

/** Splits a team's score into free throws, twos and threes over its players, with fouls. */
function boxScore(score: number, players: number, random: () => number) {
  const weights = Array.from({ length: players }, () => 0.3 + random());
  const total = weights.reduce((s, w) => s + w, 0);
  const lines = weights.map(() => ({
    one: 0,
    two: 0,
    three: 0,
    fouls: Math.floor(random() * 4),
    tech: random() < 0.04 ? 1 : 0,
    unsp: random() < 0.03 ? 1 : 0,
    disq: 0,
  }));
  let remaining = score;
  while (remaining > 0) {
    let r = random() * total;
    let p = 0;
    while (r > weights[p]! && p < players - 1) r -= weights[p++]!;
    const shot = random();
    const line = lines[p]!;
    const points = shot < 0.18 && remaining >= 3 ? 3 : shot < 0.8 && remaining >= 2 ? 2 : 1;
    if (points === 3) line.three++;
    else if (points === 2) line.two++;
    else line.one++;
    remaining -= points;
  }
  return lines;
}

export interface SeededSeason {
  seasonId: number;
  divisionIds: number[];
}

/** Writes one season and everything in it. Returns the ids the callers need. */
export async function seedSeason(
  db: DbOrTx,
  env: TEnv,
  plan: SeasonPlan,
  courtIds: number[],
  groupIds: Map<string, number>,
  now: Date,
): Promise<SeededSeason & { teamIds: Map<string, number> }> {
  const divisions = plan.divisions.map((d, i) => planDivision(plan, d, i, env.TIME_ZONE, now));

  const season = await db.season.create({
    data: {
      name: plan.name,
      status: plan.status,
      archived: plan.archived,
      startDate: new Date(Date.UTC(plan.firstSunday.year, plan.firstSunday.month - 1, plan.firstSunday.day)),
    },
  });
  const divisionRows = await db.division.createManyAndReturn({
    data: plan.divisions.map((d) => ({
      seasonId: season.id,
      groupId: groupIds.get(d.group)!,
      name: d.name,
      note: d.note ?? null,
      showResults: d.showResults ?? true,
      minPlayers: 5,
      maxPlayers: 10,
      capacity: d.teams + 2,
      nominationPriceCents: d.ages[0] >= 18 ? 78000 : 52000,
      finalsQualPercent: 50,
    })),
    select: { id: true, name: true },
  });
  const divisionId = new Map(divisionRows.map((d) => [d.name, d.id]));
  const teamRows = await db.team.createManyAndReturn({
    data: divisions.flatMap((d) =>
      d.teamNames.map((name) => ({ name, divisionId: divisionId.get(d.plan.name)! })),
    ),
    select: { id: true, name: true, divisionId: true },
  });
  const teamId = new Map(teamRows.map((t) => [`${t.divisionId}|${t.name}`, t.id]));
  const idOf = (d: PlannedDivision, index: number | null) =>
    index === null ? null : teamId.get(`${divisionId.get(d.plan.name)}|${d.teamNames[index]}`)!;

  const keyOf = (g: {
    divisionId: number;
    round: number;
    startsAt: Date;
    courtId: number | null;
    teamAId: number | null;
    byeTeamId: number | null;
    finalStage: string;
    rankLabelA: string | null;
  }) =>
    `${g.divisionId}|${g.round}|${g.startsAt.getTime()}|${g.courtId}|${g.teamAId}|${g.byeTeamId}|${g.finalStage}|${g.rankLabelA}`;
  const planned = new Map<string, { division: PlannedDivision; game: PlannedGame; key: number }>();
  const gameData = divisions.flatMap((d, di) =>
    d.games.map((g, gi) => {
      const row = {
        divisionId: divisionId.get(d.plan.name)!,
        round: g.round,
        startsAt: g.startsAt,
        endsAt: g.endsAt,
        courtId: g.court === null ? null : courtIds[g.court]!,
        teamAId: idOf(d, g.teamA),
        teamBId: idOf(d, g.teamB),
        byeTeamId: idOf(d, g.bye),
        dutyTeamId: idOf(d, g.duty),
        doublePoints: g.doublePoints,
        excludedDate: g.excludedDate,
        matchLabel: g.matchLabel,
        finalStage: g.finalStage,
        rankLabelA: g.rankLabelA,
        rankLabelB: g.rankLabelB,
      };
      planned.set(keyOf(row), { division: d, game: g, key: di * 1000 + gi });
      return row;
    }),
  );
  const gameRows = await db.game.createManyAndReturn({
    data: gameData,
    select: {
      id: true,
      divisionId: true,
      round: true,
      startsAt: true,
      courtId: true,
      teamAId: true,
      teamBId: true,
      byeTeamId: true,
      finalStage: true,
      rankLabelA: true,
    },
  });

  const results: Prisma.GameResultCreateManyInput[] = [];
  const scoredGames: Array<{
    gameId: number;
    key: number;
    teamAId: number;
    teamBId: number;
    scoreA: number;
    scoreB: number;
  }> = [];
  for (const row of gameRows) {
    const { division, game, key } = planned.get(keyOf(row))!;
    const r = game.result;
    if (!r) continue;
    results.push({
      gameId: row.id,
      kind: r.kind,
      scoreA: r.scoreA,
      scoreB: r.scoreB,
      forfeitingTeamId: idOf(division, r.forfeiting),
      createdAt: r.updatedAt,
      updatedAt: r.updatedAt,
    });
    if (r.scoreA !== null && r.scoreB !== null)
      scoredGames.push({
        gameId: row.id,
        key,
        teamAId: row.teamAId!,
        teamBId: row.teamBId!,
        scoreA: r.scoreA,
        scoreB: r.scoreB,
      });
  }
  await db.gameResult.createMany({ data: results });

  const adjustments = divisions.flatMap((d) =>
    (d.plan.adjustments ?? []).map(([team, points, reason]) => ({
      divisionId: divisionId.get(d.plan.name)!,
      teamId: idOf(d, team)!,
      points,
      reason,
    })),
  );
  if (adjustments.length) await db.pointsAdjustment.createMany({ data: adjustments });

  if (plan.withPlayers) await seedPlayers(db, plan.seed, divisions, divisionId, teamId, scoredGames, now);
  return { seasonId: season.id, divisionIds: divisionRows.map((d) => d.id), teamIds: teamId };
}

async function seedPlayers(
  db: DbOrTx,
  seed: number,
  divisions: PlannedDivision[],
  divisionId: Map<string, number>,
  teamId: Map<string, number>,
  scoredGames: Array<{
    gameId: number;
    key: number;
    teamAId: number;
    teamBId: number;
    scoreA: number;
    scoreB: number;
  }>,
  now: Date,
) {
  const random = streamOf(seed, STREAM.players);
  const thisYear = now.getUTCFullYear();
  const roster: Array<{ teamId: number; member: Prisma.MemberCreateManyInput; number: number }> = [];
  for (const d of divisions) {
    for (const name of d.teamNames) {
      const id = teamId.get(`${divisionId.get(d.plan.name)}|${name}`)!;
      const numbers = [...NUMBERS].sort(() => random() - 0.5).slice(0, PLAYERS_PER_TEAM);
      // No two players of a team share a name (a manager tells them apart by it).
      const named = new Set<string>();
      for (let p = 0; p < PLAYERS_PER_TEAM; p++) {
        const gender: Gender = d.plan.gender === 'mixed' ? (p % 2 === 0 ? 'male' : 'female') : d.plan.gender;
        const age = d.plan.ages[0] + Math.floor(random() * (d.plan.ages[1] - d.plan.ages[0] + 1));
        const dob = new Date(
          Date.UTC(thisYear - age, Math.floor(random() * 12), 1 + Math.floor(random() * 28)),
        );
        let firstname: string;
        let lastname: string;
        do {
          firstname = pick(gender === 'male' ? FIRST_MALE : FIRST_FEMALE, random);
          lastname = pick(LAST, random);
        } while (named.has(`${firstname} ${lastname}`));
        named.add(`${firstname} ${lastname}`);
        roster.push({
          teamId: id,
          number: numbers[p]!,
          member: {
            firstname,
            lastname,
            dob,
            gender,
            mainSport: 'basketball',
          },
        });
      }
    }
  }
  // Players are people the association knows but who have not signed in: no username or password.
  const members = await db.member.createManyAndReturn({
    data: roster.map((r) => r.member),
    select: { id: true },
  });
  await db.teamPosition.createMany({
    data: roster.map((r, i) => ({
      teamId: r.teamId,
      memberId: members[i]!.id,
      role: 'player' as const,
      playingNumber: r.number,
    })),
  });

  const playersOf = new Map<number, Array<{ memberId: number; number: number }>>();
  roster.forEach((r, i) => {
    const list = playersOf.get(r.teamId) ?? [];
    list.push({ memberId: members[i]!.id, number: r.number });
    playersOf.set(r.teamId, list);
  });
  const stats: Prisma.PlayerGameStatCreateManyInput[] = [];
  for (const g of scoredGames) {
    const boxRandom = streamOf(seed, STREAM.boxScores, g.key);
    for (const [team, score] of [
      [g.teamAId, g.scoreA],
      [g.teamBId, g.scoreB],
    ] as const) {
      const players = playersOf.get(team) ?? [];
      boxScore(score, players.length, boxRandom).forEach((line, i) => {
        stats.push({
          gameId: g.gameId,
          teamId: team,
          memberId: players[i]!.memberId,
          playingNumber: players[i]!.number,
          points: line.one + 2 * line.two + 3 * line.three,
          onePoints: line.one,
          twoPoints: line.two,
          threePoints: line.three,
          fouls: line.fouls,
          techFouls: line.tech,
          unspFouls: line.unsp,
          disqFouls: line.disq,
        });
      });
    }
  }
  await db.playerGameStat.createMany({ data: stats });
}

/** Venues and courts, grades and division groups shared by both demo seasons. */
export async function seedAssociation(db: DbOrTx) {
  await db.associationSettings.createMany({ data: [{ id: 1 }], skipDuplicates: true });
  const venues = await db.venue.createManyAndReturn({ data: VENUES, select: { id: true, name: true } });
  const courts = await db.court.createManyAndReturn({
    data: venues.flatMap((v) =>
      Array.from({ length: COURTS_PER_VENUE }, (_, i) => ({
        venueId: v.id,
        name: `Court ${i + 1}`,
        sortOrder: i + 1,
      })),
    ),
    select: { id: true, venueId: true, sortOrder: true },
  });
  const courtIds = venues.flatMap((v) =>
    courts
      .filter((c) => c.venueId === v.id)
      .sort((a, b) => a.sortOrder - b.sortOrder)
      .map((c) => c.id),
  );
  const juniors = await db.grade.create({ data: { name: 'Juniors', sortOrder: 1 } });
  const seniors = await db.grade.create({ data: { name: 'Seniors', sortOrder: 2 } });
  const groups = await db.divisionGroup.createManyAndReturn({
    data: [
      { gradeId: juniors.id, name: 'U12 Mixed', type: 'junior', capacity: 16 },
      { gradeId: juniors.id, name: 'U14 Boys', type: 'junior', capacity: 24 },
      { gradeId: juniors.id, name: 'U14 Girls', type: 'junior', capacity: 12 },
      { gradeId: juniors.id, name: 'U16 Boys', type: 'junior', capacity: 12 },
      { gradeId: juniors.id, name: 'U16 Girls', type: 'junior', capacity: 12 },
      { gradeId: juniors.id, name: 'U18 Girls', type: 'junior', capacity: 12 },
      { gradeId: seniors.id, name: 'Open Men', type: 'senior', capacity: 24 },
      { gradeId: seniors.id, name: 'Open Women', type: 'senior', capacity: 12 },
      { gradeId: seniors.id, name: 'Mixed Social', type: 'social', capacity: 12 },
    ],
    select: { id: true, name: true },
  });
  return { courtIds, groupIds: new Map(groups.map((g) => [g.name, g.id])) };
}

const SAT = 6;

/** The demo's current season: ten divisions, six weeks in, so about half the rounds have results. */
export function currentSeasonPlan(firstSunday: CalendarDay): Omit<SeasonPlan, 'name'> {
  return {
    status: 'active',
    archived: false,
    firstSunday,
    minRounds: 9,
    doubleRounds: () => [2],
    withPlayers: true,
    seed: 2026,
    divisions: [
      {
        name: 'U12 Mixed',
        grade: 'Juniors',
        group: 'U12 Mixed',
        teams: 8,
        gender: 'mixed',
        ages: [10, 11],
        teamNames: 'suburbs',
        day: SAT,
        venue: 0,
        start: [8, 0],
        showResults: false,
        note: 'Scores are not published for U12: everyone plays, everyone learns.',
      },
      {
        name: 'U14 Boys Div 1',
        grade: 'Juniors',
        group: 'U14 Boys',
        teams: 10,
        gender: 'male',
        ages: [12, 13],
        teamNames: 'suburbs',
        day: SAT,
        venue: 0,
        start: [10, 0],
        forfeits: [[3, 0, 'forfeit_non_advised', 'B']],
      },
      {
        name: 'U14 Boys Div 2',
        grade: 'Juniors',
        group: 'U14 Boys',
        teams: 7,
        gender: 'male',
        ages: [12, 13],
        teamNames: 'suburbs',
        day: SAT,
        venue: 1,
        start: [8, 0],
      },
      {
        name: 'U14 Girls Div 1',
        grade: 'Juniors',
        group: 'U14 Girls',
        teams: 6,
        gender: 'female',
        ages: [12, 13],
        teamNames: 'suburbs',
        day: SAT,
        venue: 0,
        start: [12, 0],
        forfeits: [[2, 1, 'forfeit_notified', 'A']],
      },
      {
        name: 'U16 Boys Div 1',
        grade: 'Juniors',
        group: 'U16 Boys',
        teams: 9,
        gender: 'male',
        ages: [14, 15],
        teamNames: 'suburbs',
        day: SAT,
        venue: 1,
        start: [10, 0],
        adjustments: [[4, -1, 'Team sheet not lodged']],
      },
      {
        name: 'U18 Girls Div 1',
        grade: 'Juniors',
        group: 'U18 Girls',
        teams: 6,
        gender: 'female',
        ages: [16, 17],
        teamNames: 'suburbs',
        day: SAT,
        venue: 1,
        start: [12, 0],
      },
      {
        name: 'Open Men Div 1',
        grade: 'Seniors',
        group: 'Open Men',
        teams: 8,
        gender: 'male',
        ages: [19, 38],
        teamNames: 'suburbs',
        day: 2,
        venue: 0,
        start: [18, 30],
        note: 'Top four play finals. Players need three regular-season games to qualify.',
        forfeits: [[4, 2, 'forfeit_admin', 'B']],
      },
      {
        name: 'Open Men Div 2',
        grade: 'Seniors',
        group: 'Open Men',
        teams: 7,
        gender: 'male',
        ages: [19, 45],
        teamNames: 'social',
        day: 3,
        venue: 0,
        start: [19, 0],
        adjustments: [[2, -2, 'Unregistered player fielded in round 2']],
      },
      {
        name: 'Open Women Div 1',
        grade: 'Seniors',
        group: 'Open Women',
        teams: 6,
        gender: 'female',
        ages: [19, 40],
        teamNames: 'social',
        day: 4,
        venue: 1,
        start: [19, 0],
      },
      {
        name: 'Mixed Social',
        grade: 'Seniors',
        group: 'Mixed Social',
        teams: 9,
        gender: 'mixed',
        ages: [20, 50],
        teamNames: 'social',
        day: 1,
        venue: 1,
        start: [18, 30],
        holidayWeek: 4,
        forfeits: [[1, 0, 'disqualified', 'A']],
      },
    ],
  };
}

/** Last season, archived: four divisions, every round and final played. */
export function archivedSeasonPlan(firstSunday: CalendarDay): Omit<SeasonPlan, 'name'> {
  return {
    status: 'inactive',
    archived: true,
    firstSunday,
    minRounds: 5,
    doubleRounds: (count) => [count],
    withPlayers: true,
    seed: 2025,
    divisions: [
      {
        name: 'U14 Boys Div 1',
        grade: 'Juniors',
        group: 'U14 Boys',
        teams: 8,
        gender: 'male',
        ages: [12, 13],
        teamNames: 'suburbs',
        day: SAT,
        venue: 0,
        start: [9, 0],
      },
      {
        name: 'U16 Girls Div 1',
        grade: 'Juniors',
        group: 'U16 Girls',
        teams: 7,
        gender: 'female',
        ages: [14, 15],
        teamNames: 'suburbs',
        day: SAT,
        venue: 1,
        start: [9, 0],
        forfeits: [[3, 1, 'forfeit_notified', 'B']],
      },
      {
        name: 'Open Men Div 1',
        grade: 'Seniors',
        group: 'Open Men',
        teams: 8,
        gender: 'male',
        ages: [19, 38],
        teamNames: 'suburbs',
        day: 2,
        venue: 0,
        start: [18, 30],
      },
      {
        name: 'Open Women Div 1',
        grade: 'Seniors',
        group: 'Open Women',
        teams: 6,
        gender: 'female',
        ages: [19, 40],
        teamNames: 'social',
        day: 4,
        venue: 1,
        start: [19, 0],
      },
    ],
  };
}

function seasonName(firstSunday: CalendarDay): string {
  const summer = firstSunday.month >= 9 || firstSunday.month <= 2;
  const year = firstSunday.month <= 2 ? firstSunday.year - 1 : firstSunday.year;
  return summer
    ? `Summer ${year}/${String((year + 1) % 100).padStart(2, '0')}`
    : `Winter ${firstSunday.year}`;
}

/**
 * Seeds the demo competition relative to `now`: the current season began six weeks
 * ago, last season 26 weeks before that. demomember plays in (and demomanager
 * manages and plays in) a current team, so their dashboards show teams.
 */
export async function seedCompetition(db: DbOrTx, env: TEnv, now: Date = new Date()): Promise<void> {
  const { courtIds, groupIds } = await seedAssociation(db);
  const today = todayIn(env.TIME_ZONE, now);
  const thisSunday = addDays(today, -weekdayOf(today));
  const currentStart = addDays(thisSunday, -6 * 7);
  const archivedStart = addDays(currentStart, -26 * 7);

  await seedSeason(
    db,
    env,
    { name: seasonName(archivedStart), ...archivedSeasonPlan(archivedStart) },
    courtIds,
    groupIds,
    now,
  );
  const current = await seedSeason(
    db,
    env,
    { name: seasonName(currentStart), ...currentSeasonPlan(currentStart) },
    courtIds,
    groupIds,
    now,
  );

  const demo = await db.member.findMany({
    where: { usernameLower: { in: ['demomember', 'demomanager'] } },
    select: { id: true, usernameLower: true },
  });
  const teams = await db.team.findMany({
    where: { division: { seasonId: current.seasonId, name: { in: ['Open Men Div 1', 'Open Women Div 1'] } } },
    select: {
      id: true,
      division: { select: { name: true } },
      positions: { select: { id: true, memberId: true }, orderBy: { id: 'asc' } },
    },
    orderBy: { id: 'asc' },
  });
  const menTeam = teams.find((t) => t.division.name === 'Open Men Div 1');
  const womenTeam = teams.find((t) => t.division.name === 'Open Women Div 1');
  for (const m of demo) {
    if (m.usernameLower === 'demomember' && menTeam) {
      // Jack takes over the first generated player's place in his team: number, games and stats.
      const seat = menTeam.positions[0]!;
      await db.teamPosition.update({ where: { id: seat.id }, data: { memberId: m.id } });
      await db.playerGameStat.updateMany({
        where: { teamId: menTeam.id, memberId: seat.memberId },
        data: { memberId: m.id },
      });
      await db.member.delete({ where: { id: seat.memberId } });
    }
    if (m.usernameLower === 'demomanager' && womenTeam) {
      await db.teamPosition.create({ data: { teamId: womenTeam.id, memberId: m.id, role: 'manager' } });
    }
  }
}
