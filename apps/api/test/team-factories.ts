// Factories of the team area: a division to enter, a team with people in each role,
// and games relative to now. Each test builds the team it reasons about.
import { randomBytes } from 'node:crypto';
import { isoToDmy } from '@courtside/contracts';
import type { Db } from '../src/plugins/prisma.js';
import type { Prisma } from '../src/generated/prisma/client.js';
import { createMember } from './factories.js';

const tag = () => randomBytes(3).toString('hex');

export async function createOpenDivision(
  db: Db,
  options: {
    season?: Partial<Prisma.SeasonUncheckedCreateInput>;
    division?: Partial<Prisma.DivisionUncheckedCreateInput>;
    groupCapacity?: number | null;
    groupType?: string;
  } = {},
) {
  const t = tag();
  const season = await db.season.create({
    data: { name: `Winter ${t}`, status: 'active', nominationsOpen: true, ...options.season },
  });
  const grade = await db.grade.create({ data: { name: `Seniors ${t}` } });
  const group = await db.divisionGroup.create({
    data: {
      name: `Open Women ${t}`,
      gradeId: grade.id,
      capacity: options.groupCapacity ?? null,
      type: options.groupType ?? 'senior',
    },
  });
  const division = await db.division.create({
    data: {
      name: `Open Women Div 1 ${t}`,
      seasonId: season.id,
      groupId: group.id,
      nominationPriceCents: 65_000,
      minPlayers: 5,
      maxPlayers: 10,
      ...options.division,
    },
  });
  return { season, grade, group, division };
}

export type Role = 'manager' | 'admin' | 'coach' | 'assistant' | 'player';

/**
 * A team with one signed-up member per role (manager, admin, coach, assistant),
 * `players` players with numbers 1..n, and a member of another team.
 */
export async function createTeamWithRoles(
  db: Db,
  options: {
    players?: number;
    season?: Partial<Prisma.SeasonUncheckedCreateInput>;
    division?: Partial<Prisma.DivisionUncheckedCreateInput>;
  } = {},
) {
  const t = tag();
  const season = await db.season.create({
    data: { name: `Summer ${t}`, status: 'active', ...options.season },
  });
  const grade = await db.grade.create({ data: { name: `Grade ${t}` } });
  const group = await db.divisionGroup.create({ data: { name: `Group ${t}`, gradeId: grade.id } });
  const division = await db.division.create({
    data: {
      name: `Div ${t}`,
      seasonId: season.id,
      groupId: group.id,
      minPlayers: 5,
      maxPlayers: 10,
      finalsQualPercent: 50,
      ...options.division,
    },
  });
  const team = await db.team.create({
    data: {
      name: `Harbour Hoopers ${t}`,
      divisionId: division.id,
      singletColour: 'Navy',
      numberColour: 'White',
    },
  });
  const other = await db.team.create({ data: { name: `Glebe Hawks ${t}`, divisionId: division.id } });
  const people = {} as Record<Role | 'outsider', Awaited<ReturnType<typeof createMember>>>;
  for (const role of ['manager', 'admin', 'coach', 'assistant'] as const) {
    people[role] = await createMember(db, {
      firstname: role[0]!.toUpperCase() + role.slice(1),
      lastname: `Person${t}`,
    });
    await db.teamPosition.create({ data: { teamId: team.id, memberId: people[role].id, role } });
  }
  const players = [];
  for (let i = 1; i <= (options.players ?? 6); i++) {
    const m = await createMember(db, {
      firstname: `Player${i}`,
      lastname: `Roster${t}`,
      dob: new Date(`199${i % 10}-02-1${i % 10}T00:00:00Z`),
    });
    await db.teamPosition.create({
      data: { teamId: team.id, memberId: m.id, role: 'player', playingNumber: i, attendance: i },
    });
    await db.sportProfile.create({
      data: { memberId: m.id, sport: 'basketball', expiryDate: new Date('2027-03-31T00:00:00Z') },
    });
    players.push(m);
  }
  people.player = players[0]!;
  people.outsider = await createMember(db, { firstname: 'Outsider', lastname: `Other${t}` });
  await db.teamPosition.create({ data: { teamId: other.id, memberId: people.outsider.id, role: 'manager' } });
  return { season, grade, group, division, team, other, people, players };
}

/** A game of the team `days` from now (negative = already played), against the other team. */
export function createTeamGame(
  db: Db,
  divisionId: number,
  teamId: number,
  otherId: number,
  days: number,
  data: Partial<Prisma.GameUncheckedCreateInput> = {},
) {
  const startsAt = new Date(Date.now() + days * 86_400_000);
  return db.game.create({
    data: {
      divisionId,
      round: Math.max(1, Math.round(days) + 10),
      startsAt,
      endsAt: new Date(startsAt.getTime() + 50 * 60_000),
      teamAId: teamId,
      teamBId: otherId,
      ...data,
    },
  });
}

type Manager = { firstname: string; lastname: string; dob: Date; gender: string; email: string | null };
type EntryDivision = Awaited<ReturnType<typeof createOpenDivision>>;

/**
 * The nomination wizard's entry of a team named `teamname` by `manager` into the division, with
 * five new players whose names and emails carry `tag` (a copy of a team sets `previous`).
 */
export function wizardEntry(
  manager: Manager,
  open: EntryDivision,
  team: { teamname: string; tag: string; previous?: { id: number; name: string } },
) {
  return {
    manager: {
      firstname: manager.firstname,
      lastname: manager.lastname,
      dob: isoToDmy(manager.dob.toISOString()),
      gender: manager.gender,
      email: manager.email,
      mobile: '0412345678',
      address: '1 Court Lane',
      suburb: 'PARRAMATTA',
      postcode: '2150',
      state: 'NSW',
      phone: '',
      workphone: '',
      agreed: true,
    },
    coach: { showCoach: false },
    team: {
      teamname: team.teamname,
      prevteamname: team.previous?.name ?? '',
      teamprevious: team.previous?.id ?? null,
      grade: open.grade.id,
      divisiongroup: open.group.id,
      division: open.division.id,
      preferreddivision: null,
    },
    note: '',
    teamCopy: team.previous !== undefined,
    players: Array.from({ length: 5 }, (_, i) => ({
      firstname: `Rookie${i}`,
      lastname: `Entry${team.tag}${i}`,
      gender: 'female',
      dob: '12/03/2000',
      email: `rookie${i}.${team.tag}@example.com`,
      rep: false,
    })),
    donationCart: [],
  };
}
