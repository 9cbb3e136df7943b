// Demo data of the team area, on top of the demo competition (seedCompetition):
// - demomanager's current team (Open Women Div 1) gets colours, a coach and an
//   assistant, so the team page has something in every section and dialog;
// - demomanager also managed a team last season, entered about eight months ago,
//   offered by step 1 of the nomination wizard ('copy previous team');
// - next season is being prepared with team entries open (nominationsOpen), its
//   divisions priced from $480 (juniors) to $650 (seniors): a waitlist division, a
//   division without a player minimum and a sold-out junior division.
// A no-op without demomanager or without the competition.
import type { TEnv } from '../config/env.js';
import type { Db } from '../plugins/prisma.js';
import { todayIn } from '@courtside/contracts';

const DAY = 86_400_000;

export async function seedTeams(db: Db, env: TEnv, now: Date = new Date()): Promise<void> {
  const manager = await db.member.findUnique({
    where: { usernameLower: 'demomanager' },
    select: { id: true },
  });
  if (!manager) return;
  const current = await db.team.findFirst({
    where: {
      positions: { some: { memberId: manager.id, role: 'manager' } },
      division: { season: { archived: false } },
    },
    select: { id: true, divisionId: true },
    orderBy: { id: 'asc' },
  });
  const archived = await db.division.findFirst({
    where: { name: 'Open Women Div 1', season: { archived: true } },
    select: {
      id: true,
      season: { select: { startDate: true } },
      teams: { select: { id: true }, orderBy: { id: 'asc' }, take: 1 },
    },
  });
  const groups = new Map(
    (await db.divisionGroup.findMany({ select: { id: true, name: true } })).map((g) => [g.name, g.id]),
  );
  if (!current || !archived?.teams[0] || !groups.size) return;

  await db.$transaction(async (tx) => {
    // The current team: colours, a coach and an assistant (people who have not signed up yet).
    await tx.team.update({
      where: { id: current.id },
      data: { singletColour: 'Teal', numberColour: 'White' },
    });
    const coach = await tx.member.create({
      data: {
        firstname: 'Sam',
        lastname: 'Rivera',
        dob: new Date('1979-06-21T00:00:00Z'),
        gender: 'male',
        email: 'sam.rivera@example.com',
        mobile: '0455123456',
        address: '3 Mullens Street',
        suburb: 'BALMAIN',
        postcode: '2041',
        state: 'NSW',
      },
    });
    const assistant = await tx.member.create({
      data: {
        firstname: 'Priya',
        lastname: 'Sharma',
        dob: new Date('1992-10-02T00:00:00Z'),
        gender: 'female',
        email: 'priya.sharma@example.com',
        mobile: '0466234567',
      },
    });
    await tx.teamPosition.createMany({
      data: [
        { teamId: current.id, memberId: coach.id, role: 'coach' },
        { teamId: current.id, memberId: assistant.id, role: 'assistant' },
      ],
    });

    // Last season: demomanager managed this team; it was entered two weeks before that season began.
    const previous = archived.teams[0]!;
    const seasonStart = archived.season.startDate ?? new Date(now.getTime() - 230 * DAY);
    await tx.team.update({
      where: { id: previous.id },
      data: { createdAt: new Date(seasonStart.getTime() - 14 * DAY) },
    });
    await tx.teamPosition.create({ data: { teamId: previous.id, memberId: manager.id, role: 'manager' } });

    // Next season, taking entries. Inactive until it starts, so the public draw does not list it yet.
    const today = todayIn(env.TIME_ZONE, now);
    const start = new Date(Date.UTC(today.year, today.month - 1, today.day) + 10 * 7 * DAY);
    const name = nextSeasonName(start);
    const taken = await tx.season.count({ where: { name } });
    const season = await tx.season.create({
      data: {
        name: taken ? `${name} Term 2` : name,
        status: 'inactive',
        archived: false,
        nominationsOpen: true,
        startDate: start,
      },
    });
    const division = (
      name: string,
      group: string,
      priceCents: number,
      extra: {
        waitlist?: boolean;
        capacity?: number;
        maxPlayers?: number | null;
        skipMinPlayers?: boolean;
      } = {},
    ) => ({
      seasonId: season.id,
      groupId: groups.get(group)!,
      name,
      nominationPriceCents: priceCents,
      minPlayers: 5,
      maxPlayers: extra.maxPlayers === undefined ? 10 : extra.maxPlayers,
      skipMinPlayers: extra.skipMinPlayers ?? false,
      waitlist: extra.waitlist ?? false,
      capacity: extra.capacity ?? 10,
      finalsQualPercent: 50,
    });
    const rows = await tx.division.createManyAndReturn({
      data: [
        division('Open Women Div 1', 'Open Women', 65_000),
        division('Open Men Div 1', 'Open Men', 65_000, { waitlist: true }),
        division('Open Men Div 2', 'Open Men', 65_000),
        division('Mixed Social', 'Mixed Social', 65_000, { maxPlayers: null, skipMinPlayers: true }),
        division('U14 Girls Div 1', 'U14 Girls', 48_000, { capacity: 1 }),
        division('U16 Boys Div 1', 'U16 Boys', 48_000),
      ].filter((d) => d.groupId !== undefined),
      select: { id: true, name: true },
    });
    // The junior division's one place is already taken: it lists as '(SOLD OUT) U14 Girls Div 1'.
    const soldOut = rows.find((r) => r.name === 'U14 Girls Div 1');
    if (soldOut) await tx.team.create({ data: { name: 'Glebe Lightning', divisionId: soldOut.id } });
  });
}

function nextSeasonName(start: Date): string {
  const month = start.getUTCMonth() + 1;
  const year = start.getUTCFullYear();
  if (month >= 9) return `Summer ${year}/${String((year + 1) % 100).padStart(2, '0')}`;
  if (month <= 2) return `Summer ${year - 1}/${String(year % 100).padStart(2, '0')}`;
  return `Winter ${year}`;
}
