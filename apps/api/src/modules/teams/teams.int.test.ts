import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NOMINATION_MSG, TEAM_MSG } from '@courtside/contracts';
import { createTestContext, type TestContext } from '../../../test/helpers.js';
import { createMember } from '../../../test/factories.js';
import { createInvoice } from '../../../test/money-factories.js';
import { createTeamGame, createTeamWithRoles, type Role } from '../../../test/team-factories.js';

let ctx: TestContext;
const bearer = (id: number) => `Bearer ${ctx.app.jwt.sign({ sub: String(id), tv: 0 })}`;
const post = (path: string, memberId: number | null, body: Record<string, unknown>) => {
  const req = ctx.api().post(`/api/member/teams/${path}`);
  return memberId === null ? req.send(body) : req.set('authorization', bearer(memberId)).send(body);
};
const detail = (memberId: number, teamId: number) =>
  ctx.api().get(`/api/member/teams/${teamId}`).set('authorization', bearer(memberId));

beforeAll(async () => {
  ctx = await createTestContext({ TIME_ZONE: 'Australia/Sydney', TAX_RATE: '0.1' });
});
afterAll(() => ctx?.close());

describe('GET /api/member/teams', () => {
  it('lists the teams the member holds a position in, with their positions, newest first', async () => {
    const a = await createTeamWithRoles(ctx.db);
    const b = await createTeamWithRoles(ctx.db, { season: { archived: true, status: 'inactive' } });
    // The manager of team a also plays in team b, entered later.
    await ctx.db.teamPosition.create({
      data: { teamId: b.team.id, memberId: a.people.manager.id, role: 'player' },
    });
    await ctx.db.teamPosition.create({
      data: { teamId: a.team.id, memberId: a.people.manager.id, role: 'player' },
    });
    await ctx.db.team.update({ where: { id: b.team.id }, data: { createdAt: new Date(Date.now() + 1000) } });

    const res = await ctx.api().get('/api/member/teams').set('authorization', bearer(a.people.manager.id));
    expect(res.status).toBe(200);
    expect(res.body.data.teams_count).toBe(2);
    const [first, second] = res.body.data.teams;
    expect(first).toMatchObject({
      t_id: b.team.id,
      t_function: 'Player',
      t_roles: ['player'],
      t_season_archived: true,
      t_season_status: 'inactive',
      t_show_draw: false,
      t_can_manage: false,
    });
    expect(second).toMatchObject({
      t_id: a.team.id,
      t_name: a.team.name,
      t_division: a.division.name,
      t_division_id: a.division.id,
      t_season: a.season.name,
      t_season_id: a.season.id,
      t_function: 'Manager, Player',
      t_roles: ['manager', 'player'],
      t_season_archived: false,
      t_season_status: 'active',
      t_division_status: 'active',
      t_show_draw: true,
      t_can_manage: true,
    });
    expect(Date.parse(first.o_date)).toBeGreaterThan(Date.parse(second.o_date));
  });

  it('answers an empty list to a member without teams, and 401 when signed out', async () => {
    const m = await createMember(ctx.db);
    const res = await ctx.api().get('/api/member/teams').set('authorization', bearer(m.id));
    expect(res.body.data).toEqual({ teams: [], teams_count: 0 });
    expect((await ctx.api().get('/api/member/teams')).status).toBe(401);
  });
});

describe('GET /api/member/teams/{team_id}', () => {
  it('shows positions, colours, limits and players; contact details for the manager and coach only', async () => {
    const t = await createTeamWithRoles(ctx.db, { players: 6 });
    const res = await detail(t.people.manager.id, t.team.id);
    expect(res.status).toBe(200);
    const d = res.body.data;
    expect(d).toMatchObject({
      t_manager: `Manager ${t.people.manager.lastname}`,
      t_admin: `Admin ${t.people.admin.lastname}`,
      t_coach: `Coach ${t.people.coach.lastname}`,
      t_assistant: `Assistant ${t.people.assistant.lastname}`,
      t_singlet_colour: 'Navy',
      t_number_colour: 'White',
      t_division_qual: 50,
      t_division_min_players: 5,
      t_division_max_players: 10,
      t_can_see_contacts: true,
      t_requests: [],
    });
    expect(d.t_players).toHaveLength(6);
    expect(d.t_players[0]).toEqual({
      mid: t.players[0]!.id,
      firstname: 'Player1',
      lastname: t.players[0]!.lastname,
      playing_number: 1,
      attendance: 1,
      expiry: '31/03/2027',
      email: t.players[0]!.email,
      dob: '11/02/1991',
      mobile: '0412345678',
    });

    const coach = await detail(t.people.coach.id, t.team.id);
    expect(coach.body.data.t_players[0].email).toBe(t.players[0]!.email);

    for (const who of [t.people.player, t.people.assistant]) {
      const plain = await detail(who.id, t.team.id);
      expect(plain.status).toBe(200);
      expect(plain.body.data.t_can_see_contacts).toBe(false);
      for (const p of plain.body.data.t_players) {
        expect(p).not.toHaveProperty('email');
        expect(p).not.toHaveProperty('dob');
        expect(p).not.toHaveProperty('mobile');
        expect(p).toHaveProperty('attendance');
        expect(p).toHaveProperty('expiry');
      }
    }
  });

  it('answers 404 to a member of another team and for an unknown id', async () => {
    const t = await createTeamWithRoles(ctx.db);
    expect((await detail(t.people.outsider.id, t.team.id)).status).toBe(404);
    expect((await detail(t.people.manager.id, 999_999)).status).toBe(404);
    expect(
      (await ctx.api().get(`/api/member/teams/abc`).set('authorization', bearer(t.people.manager.id))).status,
    ).toBe(404);
  });

  it('hides registration expiry on teams of an archived season', async () => {
    const t = await createTeamWithRoles(ctx.db, { season: { archived: true } });
    const res = await detail(t.people.manager.id, t.team.id);
    expect(res.body.data.t_players.every((p: { expiry: string | null }) => p.expiry === null)).toBe(true);
    expect(res.body.data.t_can_manage).toBe(false);
  });

  it("lists the team's invoices for the manager and team admin, not for players", async () => {
    const t = await createTeamWithRoles(ctx.db);
    const invoice = await createInvoice(ctx.db, { teamId: t.team.id });
    expect(
      (await detail(t.people.manager.id, t.team.id)).body.data.t_invoices.map(
        (i: { inv_id: number }) => i.inv_id,
      ),
    ).toEqual([invoice.id]);
    expect((await detail(t.people.admin.id, t.team.id)).body.data.t_invoices).toHaveLength(1);
    expect((await detail(t.people.player.id, t.team.id)).body.data.t_invoices).toEqual([]);
  });
});

describe('POST /api/member/teams/games', () => {
  it("answers only the team's future games without a result or forfeit", async () => {
    const t = await createTeamWithRoles(ctx.db);
    const next = await createTeamGame(ctx.db, t.division.id, t.team.id, t.other.id, 3);
    const later = await createTeamGame(ctx.db, t.division.id, t.other.id, t.team.id, 10);
    await createTeamGame(ctx.db, t.division.id, t.team.id, t.other.id, -2);
    const third = await ctx.db.team.create({
      data: { name: `Third ${t.team.id}`, divisionId: t.division.id },
    });
    await createTeamGame(ctx.db, t.division.id, t.other.id, third.id, 4);
    const forfeited = await createTeamGame(ctx.db, t.division.id, t.team.id, t.other.id, 17);
    await ctx.db.gameForfeit.create({
      data: { gameId: forfeited.id, teamId: t.team.id, requestedById: t.people.manager.id },
    });

    const res = await post('games', t.people.manager.id, { teamTid: t.team.id });
    expect(res.status).toBe(200);
    expect(res.body.data.map((g: { value: number }) => g.value)).toEqual([next.id, later.id]);
    expect(res.body.data[0]).toMatchObject({ opponent: t.other.name, round: next.round });
    expect(res.body.data[0].text).toMatch(
      new RegExp(`^Round ${next.round} - \\d{2}/\\d{2}/\\d{4} \\d{1,2}:\\d{2} (am|pm) v ${t.other.name}$`),
    );
    expect(res.body.data[1].opponent).toBe(t.other.name);
  });
});

describe('POST /api/member/teams/save', () => {
  it('saves colours and playing numbers sent as JSON text', async () => {
    const t = await createTeamWithRoles(ctx.db, { players: 5 });
    const [p1, p2] = t.players;
    const res = await post('save', t.people.manager.id, {
      teamTid: t.team.id,
      singletColour: ' Gold ',
      numberColour: 'Black',
      playersNumber: JSON.stringify([
        { mid: p1!.id, number: 2 },
        { mid: p2!.id, number: 100 },
      ]),
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: TEAM_MSG.detailSaved });
    const d = (await detail(t.people.manager.id, t.team.id)).body.data;
    expect(d).toMatchObject({ t_singlet_colour: 'Gold', t_number_colour: 'Black' });
    const numberOf = (id: number) => d.t_players.find((p: { mid: number }) => p.mid === id).playing_number;
    expect([numberOf(p1!.id), numberOf(p2!.id)]).toEqual([2, 100]);

    const cleared = await post('save', t.people.manager.id, {
      teamTid: t.team.id,
      singletColour: 'Gold',
      numberColour: 'Black',
      playersNumber: [[p1!.id, '']],
    });
    expect(cleared.status).toBe(200);
    expect(
      (await ctx.db.teamPosition.findFirstOrThrow({ where: { teamId: t.team.id, memberId: p1!.id } }))
        .playingNumber,
    ).toBeNull();
  });

  it('refuses numbers outside 0-100, a number used twice and someone who is not a player', async () => {
    const t = await createTeamWithRoles(ctx.db, { players: 5 });
    const [p1, p2] = t.players;
    const save = (pairs: unknown) =>
      post('save', t.people.manager.id, {
        teamTid: t.team.id,
        singletColour: 'Red',
        numberColour: 'White',
        playersNumber: JSON.stringify(pairs),
      });
    for (const [pairs, text] of [
      [[{ mid: p1!.id, number: 101 }], TEAM_MSG.numberRange],
      [[{ mid: p1!.id, number: -1 }], TEAM_MSG.numberRange],
      [[{ mid: p1!.id, number: 4.5 }], TEAM_MSG.numberRange],
      [[{ mid: p1!.id, number: 2 }], TEAM_MSG.numberTaken], // player 2 wears 2
      [
        [
          { mid: p1!.id, number: 9 },
          { mid: p2!.id, number: 9 },
        ],
        TEAM_MSG.numberTaken,
      ],
      [[{ mid: t.people.coach.id, number: 50 }], TEAM_MSG.notAPlayer],
    ] as const) {
      const res = await save(pairs);
      expect(res.status).toBe(422);
      expect(res.body).toEqual({
        error: 'validation_failed',
        message: TEAM_MSG.detailIncorrect,
        errors: { playersNumber: [text] },
      });
    }
    const bad = await post('save', t.people.manager.id, {
      teamTid: t.team.id,
      singletColour: 'Red',
      numberColour: 'White',
      playersNumber: 'not json',
    });
    expect(bad.status).toBe(422);
    expect(bad.body.message).toBe(TEAM_MSG.detailIncorrect);
    expect((await ctx.db.team.findUniqueOrThrow({ where: { id: t.team.id } })).singletColour).toBe('Navy');
  });
});

describe('POST /api/member/teams/removeteamplayer and removeteamposition', () => {
  it('removes a player while the roster stays above the division minimum', async () => {
    const t = await createTeamWithRoles(ctx.db, { players: 6 });
    const first = await post('removeteamplayer', t.people.manager.id, {
      teamTid: t.team.id,
      playerMid: t.players[5]!.id,
    });
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ message: TEAM_MSG.memberRemoved });
    const second = await post('removeteamplayer', t.people.manager.id, {
      teamTid: t.team.id,
      playerMid: t.players[4]!.id,
    });
    expect(second.status).toBe(422);
    expect(second.body).toEqual({ error: 'validation_failed', message: TEAM_MSG.cannotRemove });
    expect(await ctx.db.teamPosition.count({ where: { teamId: t.team.id, role: 'player' } })).toBe(5);
    const notPlayer = await post('removeteamplayer', t.people.manager.id, {
      teamTid: t.team.id,
      playerMid: t.people.coach.id,
    });
    expect(notPlayer.status).toBe(404);
    expect(notPlayer.body.message).toBe(TEAM_MSG.memberNotRemoved);
  });

  it('removes a player when the division skips the minimum', async () => {
    const t = await createTeamWithRoles(ctx.db, { players: 2, division: { skipMinPlayers: true } });
    expect(
      (await post('removeteamplayer', t.people.admin.id, { teamTid: t.team.id, playerMid: t.players[0]!.id }))
        .status,
    ).toBe(200);
    expect(
      (await post('removeteamplayer', t.people.admin.id, { teamTid: t.team.id, playerMid: t.players[1]!.id }))
        .status,
    ).toBe(200);
  });

  it('removes the coach or assistant position, and says so when there is none', async () => {
    const t = await createTeamWithRoles(ctx.db);
    const res = await post('removeteamposition', t.people.manager.id, {
      teamTid: t.team.id,
      position: 'coach',
    });
    expect(res.body).toEqual({ message: TEAM_MSG.positionRemoved });
    expect((await detail(t.people.manager.id, t.team.id)).body.data.t_coach).toBe('');
    const again = await post('removeteamposition', t.people.manager.id, {
      teamTid: t.team.id,
      position: 'coach',
    });
    expect(again.status).toBe(404);
    expect(again.body.message).toBe(TEAM_MSG.positionNotRemoved);
    const manager = await post('removeteamposition', t.people.manager.id, {
      teamTid: t.team.id,
      position: 'manager',
    });
    expect(manager.status).toBe(422);
    expect(manager.body.message).toBe(TEAM_MSG.positionNotRemoved);
    expect(await ctx.db.teamPosition.count({ where: { teamId: t.team.id, role: 'manager' } })).toBe(1);
  });
});

const row = (o: Record<string, unknown> = {}) => ({
  firstname: 'Nadia',
  lastname: `Newcomer${Math.random().toString(36).slice(2, 8)}`,
  gender: 'female',
  dob: '04/07/1998',
  email: 'nadia@example.com',
  role: 'player',
  ...o,
});

describe('POST /api/member/teams/addteamplayers', () => {
  it('stores new members as pending requests shown on the team page, not on the roster', async () => {
    const t = await createTeamWithRoles(ctx.db, { players: 6 });
    const known = await createMember(ctx.db, {
      firstname: 'Kim',
      lastname: 'Known',
      dob: new Date('1995-01-09T00:00:00Z'),
    });
    const res = await post('addteamplayers', t.people.manager.id, {
      teamTid: t.team.id,
      players: [
        row({ firstname: 'kim', lastname: 'KNOWN', dob: '09/01/1995', email: '' }),
        row({ role: 'coach' }),
      ],
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: TEAM_MSG.newMembersSent });
    const requests = await ctx.db.teamMemberRequest.findMany({
      where: { teamId: t.team.id },
      orderBy: { id: 'asc' },
    });
    expect(requests.map((r) => [r.kind, r.status, r.memberId, r.role, r.requestedById])).toEqual([
      ['new', 'pending', known.id, 'player', t.people.manager.id],
      ['new', 'pending', null, 'coach', t.people.manager.id],
    ]);
    expect(await ctx.db.teamPosition.count({ where: { teamId: t.team.id, role: 'player' } })).toBe(6);
    const shown = (await detail(t.people.manager.id, t.team.id)).body.data.t_requests;
    expect(
      shown.map((r: { role_text: string; status: string; kind: string }) => [r.kind, r.role_text, r.status]),
    ).toEqual([
      ['new', 'Member', 'pending'],
      ['new', 'Coach (swap)', 'pending'],
    ]);
  });

  it('asks for an email for someone the association does not know, and refuses people already in or asked for', async () => {
    const t = await createTeamWithRoles(ctx.db, { players: 6 });
    const noEmail = await post('addteamplayers', t.people.manager.id, {
      teamTid: t.team.id,
      players: [row({ email: '' })],
    });
    expect(noEmail.status).toBe(422);
    expect(noEmail.body).toEqual({
      error: 'validation_failed',
      message: TEAM_MSG.newMembersNotSent,
      errors: { 'players.0': [NOMINATION_MSG.emailRequired] },
    });

    const existing = t.players[0]!;
    const dup = await post('addteamplayers', t.people.manager.id, {
      teamTid: t.team.id,
      players: [
        row({ firstname: existing.firstname, lastname: existing.lastname }),
        row({ firstname: 'Twin', lastname: 'Same' }),
        row({ firstname: 'twin', lastname: 'same' }),
      ],
    });
    expect(dup.body.errors).toEqual({
      'players.0': [TEAM_MSG.memberExists],
      'players.2': [TEAM_MSG.memberExists],
    });
    expect(await ctx.db.teamMemberRequest.count({ where: { teamId: t.team.id } })).toBe(0);

    const asked = row();
    expect(
      (await post('addteamplayers', t.people.manager.id, { teamTid: t.team.id, players: [asked] })).status,
    ).toBe(200);
    const again = await post('addteamplayers', t.people.manager.id, { teamTid: t.team.id, players: [asked] });
    expect(again.body.errors).toEqual({ 'players.0': [TEAM_MSG.memberExists] });
  });

  it('keeps the roster within the division maximum, counting pending requests', async () => {
    const t = await createTeamWithRoles(ctx.db, { players: 8, division: { maxPlayers: 10 } });
    const tooMany = await post('addteamplayers', t.people.manager.id, {
      teamTid: t.team.id,
      players: [row(), row(), row()],
    });
    expect(tooMany.status).toBe(422);
    expect(tooMany.body.message).toBe(TEAM_MSG.cannotAddMore);
    expect(
      (
        await post('addteamplayers', t.people.manager.id, {
          teamTid: t.team.id,
          players: [row(), row(), row({ role: 'assistant' })],
        })
      ).status,
    ).toBe(200);
    const full = await post('addteamplayers', t.people.manager.id, { teamTid: t.team.id, players: [row()] });
    expect(full.body.message).toBe(TEAM_MSG.cannotAdd);
  });
});

describe('POST /api/member/teams/addteamtempplayers', () => {
  it('stores up to 3 temporary members for a future game as pending requests', async () => {
    const t = await createTeamWithRoles(ctx.db);
    const game = await createTeamGame(ctx.db, t.division.id, t.team.id, t.other.id, 5);
    const subs = await Promise.all(
      [1, 2, 3, 4].map((i) =>
        createMember(ctx.db, {
          firstname: `Sub${i}`,
          lastname: 'Bench',
          dob: new Date(`198${i}-03-0${i}T00:00:00Z`),
        }),
      ),
    );
    const temp = (i: number) => ({
      firstname: `Sub${i}`,
      lastname: 'Bench',
      gender: 'female',
      dob: `0${i}/03/198${i}`,
      role: 'player',
      game: game.id,
      replacing: t.players[i]!.id,
    });

    const four = await post('addteamtempplayers', t.people.manager.id, {
      teamTid: t.team.id,
      tempplayers: [temp(1), temp(2), temp(3), temp(4)],
    });
    expect(four.status).toBe(422);
    expect(four.body.message).toBe(TEAM_MSG.cannotAddMoreTemporary);

    const res = await post('addteamtempplayers', t.people.manager.id, {
      teamTid: t.team.id,
      tempplayers: [temp(1), temp(2)],
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: TEAM_MSG.temporarySent });
    const stored = await ctx.db.teamMemberRequest.findMany({
      where: { teamId: t.team.id },
      orderBy: { id: 'asc' },
    });
    expect(stored.map((r) => [r.kind, r.status, r.memberId, r.gameId, r.replacingMemberId])).toEqual([
      ['temporary', 'pending', subs[0]!.id, game.id, t.players[1]!.id],
      ['temporary', 'pending', subs[1]!.id, game.id, t.players[2]!.id],
    ]);
    const shown = (await detail(t.people.manager.id, t.team.id)).body.data.t_requests;
    expect(shown[0]).toMatchObject({
      kind: 'temporary',
      game_id: game.id,
      replacing: t.players[1]!.id,
      replacing_name: `Player2 ${t.players[1]!.lastname}`,
    });

    // Two already asked for this game: two more would make four.
    const more = await post('addteamtempplayers', t.people.manager.id, {
      teamTid: t.team.id,
      tempplayers: [temp(3), temp(4)],
    });
    expect(more.body.message).toBe(TEAM_MSG.cannotAddMoreTemporary);
    expect(
      (await post('addteamtempplayers', t.people.manager.id, { teamTid: t.team.id, tempplayers: [temp(3)] }))
        .status,
    ).toBe(200);
  });

  it('takes only known members, future games of the team and players of the team as the replaced one', async () => {
    const t = await createTeamWithRoles(ctx.db);
    const game = await createTeamGame(ctx.db, t.division.id, t.team.id, t.other.id, 5);
    const past = await createTeamGame(ctx.db, t.division.id, t.team.id, t.other.id, -5);
    const sub = await createMember(ctx.db, {
      firstname: 'Sam',
      lastname: 'Spare',
      dob: new Date('1992-08-08T00:00:00Z'),
    });
    const base = {
      firstname: 'Sam',
      lastname: 'Spare',
      gender: 'female',
      dob: '08/08/1992',
      role: 'player',
      game: game.id,
      replacing: t.players[0]!.id,
    };
    const res = await post('addteamtempplayers', t.people.manager.id, {
      teamTid: t.team.id,
      tempplayers: [
        { ...base, firstname: 'Unknown', email: 'x@example.com' },
        { ...base, game: past.id },
        { ...base, replacing: t.people.coach.id },
      ],
    });
    expect(res.status).toBe(422);
    expect(res.body).toEqual({
      error: 'validation_failed',
      message: TEAM_MSG.temporaryNotSent,
      errors: {
        'tempplayers.0': [TEAM_MSG.temporaryWrongInfo],
        'tempplayers.1': [TEAM_MSG.gameNotSelectable],
        'tempplayers.2': [TEAM_MSG.notAPlayer],
      },
    });
    const inTeam = await post('addteamtempplayers', t.people.manager.id, {
      teamTid: t.team.id,
      tempplayers: [{ ...base, firstname: t.players[3]!.firstname, lastname: t.players[3]!.lastname }],
    });
    expect(inTeam.body.errors).toEqual({ 'tempplayers.0': [TEAM_MSG.temporaryExists] });
    expect(
      (await post('addteamtempplayers', t.people.manager.id, { teamTid: t.team.id, tempplayers: [base] }))
        .status,
    ).toBe(200);
    expect((await ctx.db.teamMemberRequest.findFirstOrThrow({ where: { teamId: t.team.id } })).memberId).toBe(
      sub.id,
    );
  });
});

describe('POST /api/member/teams/gameforfeit', () => {
  it('forfeits a future game once; it leaves the games list and cannot be undone', async () => {
    const t = await createTeamWithRoles(ctx.db);
    const game = await createTeamGame(ctx.db, t.division.id, t.team.id, t.other.id, 6);
    const res = await post('gameforfeit', t.people.manager.id, { teamTid: t.team.id, game: game.id });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: TEAM_MSG.gameForfeited });
    expect(
      await ctx.db.gameForfeit.count({
        where: { gameId: game.id, teamId: t.team.id, requestedById: t.people.manager.id },
      }),
    ).toBe(1);
    expect((await post('games', t.people.manager.id, { teamTid: t.team.id })).body.data).toEqual([]);

    const again = await post('gameforfeit', t.people.admin.id, { teamTid: t.team.id, game: game.id });
    expect(again.status).toBe(409);
    expect(again.body).toEqual({
      error: 'validation_failed',
      message: TEAM_MSG.gameNotForfeited,
      errors: { game: [TEAM_MSG.alreadyForfeited] },
    });
  });

  it("refuses games already played and other teams' games", async () => {
    const t = await createTeamWithRoles(ctx.db);
    const past = await createTeamGame(ctx.db, t.division.id, t.team.id, t.other.id, -1);
    const third = await ctx.db.team.create({
      data: { name: `Third ${t.team.id}`, divisionId: t.division.id },
    });
    const notOurs = await createTeamGame(ctx.db, t.division.id, t.other.id, third.id, 3);
    for (const game of [past, notOurs]) {
      const res = await post('gameforfeit', t.people.manager.id, { teamTid: t.team.id, game: game.id });
      expect(res.status).toBe(422);
      expect(res.body.errors).toEqual({ game: [TEAM_MSG.gameNotSelectable] });
    }
    expect(await ctx.db.gameForfeit.count({ where: { teamId: t.team.id } })).toBe(0);
  });

  it('lets exactly one of two racing forfeits of the same game through', async () => {
    const t = await createTeamWithRoles(ctx.db);
    const game = await createTeamGame(ctx.db, t.division.id, t.team.id, t.other.id, 6);
    const results = await Promise.all(
      [t.people.manager, t.people.admin, t.people.manager].map((m) =>
        post('gameforfeit', m.id, { teamTid: t.team.id, game: game.id }),
      ),
    );
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    expect(results.filter((r) => r.status === 409)).toHaveLength(2);
  });

  it('shows in results once staff confirm it: a forfeit_notified loss for the team', async () => {
    const t = await createTeamWithRoles(ctx.db);
    const game = await createTeamGame(ctx.db, t.division.id, t.other.id, t.team.id, 2);
    await post('gameforfeit', t.people.manager.id, { teamTid: t.team.id, game: game.id }).expect(200);
    expect(await ctx.db.gameResult.count({ where: { gameId: game.id } })).toBe(0);
    const forfeit = await ctx.db.gameForfeit.findFirstOrThrow({ where: { gameId: game.id } });
    const staff = await createMember(ctx.db, { staffGrants: { create: [{ role: 'competition' }] } });
    await ctx
      .api()
      .post(`/api/admin/forfeits/${forfeit.id}/confirm`)
      .set('authorization', bearer(staff.id))
      .expect(200);
    expect(await ctx.db.gameResult.findUniqueOrThrow({ where: { gameId: game.id } })).toMatchObject({
      kind: 'forfeit_notified',
      forfeitingTeamId: t.team.id,
    });
  });
});

describe('management needs an open season', () => {
  for (const [what, options] of [
    ['an archived season', { season: { archived: true } }],
    ['an inactive season', { season: { status: 'inactive' as const } }],
    ['an inactive division', { division: { status: 'inactive' as const } }],
  ] as const) {
    it(`refuses the manager on ${what}`, async () => {
      const t = await createTeamWithRoles(ctx.db, options);
      const res = await post('removeteamposition', t.people.manager.id, {
        teamTid: t.team.id,
        position: 'coach',
      });
      expect(res.status).toBe(403);
      expect(res.body.message).toBe(TEAM_MSG.managementClosed);
      expect(await ctx.db.teamPosition.count({ where: { teamId: t.team.id, role: 'coach' } })).toBe(1);
    });
  }
});

describe('permission matrix over every team action', () => {
  type Who = Role | 'outsider' | 'signed out';
  const expected: Record<Who, number> = {
    manager: 200,
    admin: 200,
    coach: 403,
    assistant: 403,
    player: 403,
    outsider: 404,
    'signed out': 401,
  };

  const actions: Array<{
    name: string;
    call: (
      t: Awaited<ReturnType<typeof createTeamWithRoles>>,
      memberId: number | null,
    ) => Promise<{ status: number }>;
  }> = [
    {
      name: 'detail',
      call: (t, id) =>
        id === null ? ctx.api().get(`/api/member/teams/${t.team.id}`) : detail(id, t.team.id),
    },
    { name: 'games', call: (t, id) => post('games', id, { teamTid: t.team.id }) },
    {
      name: 'save',
      call: (t, id) =>
        post('save', id, {
          teamTid: t.team.id,
          singletColour: 'Teal',
          numberColour: 'White',
          playersNumber: JSON.stringify([{ mid: t.players[0]!.id, number: 44 }]),
        }),
    },
    {
      name: 'removeteamplayer',
      call: (t, id) => post('removeteamplayer', id, { teamTid: t.team.id, playerMid: t.players[5]!.id }),
    },
    {
      name: 'removeteamposition',
      call: (t, id) => post('removeteamposition', id, { teamTid: t.team.id, position: 'assistant' }),
    },
    {
      name: 'addteamplayers',
      call: (t, id) => post('addteamplayers', id, { teamTid: t.team.id, players: [row()] }),
    },
    {
      name: 'addteamtempplayers',
      call: async (t, id) => {
        const game = await createTeamGame(ctx.db, t.division.id, t.team.id, t.other.id, 4);
        const sub = await createMember(ctx.db, {
          firstname: 'Temp',
          lastname: `Sub${t.team.id}`,
          dob: new Date('1993-03-03T00:00:00Z'),
        });
        return post('addteamtempplayers', id, {
          teamTid: t.team.id,
          tempplayers: [
            {
              firstname: sub.firstname,
              lastname: sub.lastname,
              gender: 'female',
              dob: '03/03/1993',
              game: game.id,
              replacing: t.players[0]!.id,
            },
          ],
        });
      },
    },
    {
      name: 'gameforfeit',
      call: async (t, id) => {
        const game = await createTeamGame(ctx.db, t.division.id, t.team.id, t.other.id, 8);
        return post('gameforfeit', id, { teamTid: t.team.id, game: game.id });
      },
    },
  ];

  for (const action of actions) {
    it(`${action.name}: manager and team admin yes; coach, assistant and players no; other teams 404; signed out 401`, async () => {
      const got: Record<string, number> = {};
      for (const who of Object.keys(expected) as Who[]) {
        const t = await createTeamWithRoles(ctx.db, { players: 6 });
        const memberId = who === 'signed out' ? null : t.people[who].id;
        got[who] = (await action.call(t, memberId)).status;
      }
      const want =
        action.name === 'detail' ? { ...expected, coach: 200, assistant: 200, player: 200 } : expected;
      expect(got).toEqual(want);
    });
  }
});
