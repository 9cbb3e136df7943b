import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG, NOMINATION_MSG, PAY_MSG, isoToDmy, todayIn, toIsoDate } from '@courtside/contracts';
import { createTestContext, type TestContext } from '../../../test/helpers.js';
import { createMember } from '../../../test/factories.js';
import { VISA, card, createDonationProduct } from '../../../test/money-factories.js';
import { createOpenDivision } from '../../../test/team-factories.js';

let ctx: TestContext;
const bearer = (id: number) => `Bearer ${ctx.app.jwt.sign({ sub: String(id), tv: 0 })}`;
const get = (path: string, memberId: number) =>
  ctx.api().get(`/api/ecommerce/${path}`).set('authorization', bearer(memberId));
const pay = (memberId: number, body: Record<string, unknown>) =>
  ctx
    .api()
    .post('/api/ecommerce/teamnomination/payteamnom')
    .set('authorization', bearer(memberId))
    .send(body);
const checkPlayer = (memberId: number, body: Record<string, unknown>) =>
  ctx
    .api()
    .post('/api/ecommerce/teamnomination/checkplayer')
    .set('authorization', bearer(memberId))
    .send(body);

let donation: { id: number };
beforeAll(async () => {
  ctx = await createTestContext({
    TIME_ZONE: 'Australia/Sydney',
    TAX_RATE: '0.1',
    DONATIONS_ENABLED: 'true',
  });
  donation = await createDonationProduct(ctx.db);
});
afterAll(() => ctx?.close());

type Member = Awaited<ReturnType<typeof createMember>>;
type Open = Awaited<ReturnType<typeof createOpenDivision>>;

const managerOf = (m: Member) => ({
  firstname: m.firstname,
  lastname: m.lastname,
  dob: isoToDmy(m.dob.toISOString()),
  gender: m.gender,
  email: m.email,
  mobile: '0412345678',
  address: '1 Court Lane',
  suburb: 'PARRAMATTA',
  postcode: '2150',
  state: 'NSW',
  phone: '',
  workphone: '',
  agreed: true,
});

let unique = 0;
/** Five people the association does not know yet, each with an email. */
const newPlayers = (n = 5) =>
  Array.from({ length: n }, (_, i) => ({
    firstname: `Rookie${i}`,
    lastname: `Fresh${++unique}`,
    gender: 'female',
    dob: '12/03/2000',
    email: `rookie${unique}@example.com`,
    rep: i === 0,
  }));

function nomination(manager: Member, open: Open, overrides: Record<string, unknown> = {}) {
  return {
    manager: managerOf(manager),
    coach: { showCoach: false },
    team: {
      teamname: `Harbour Heat ${++unique}`,
      prevteamname: '',
      teamprevious: null,
      grade: open.grade.id,
      divisiongroup: open.group.id,
      division: open.division.id,
      preferreddivision: null,
    },
    note: 'Two players from last season may show as not found.',
    teamCopy: false,
    players: newPlayers(),
    donationCart: [],
    teamnominationCart: [{ p_name: 'Team Nomination', p_price: 1 }],
    cardData: VISA,
    ...overrides,
  };
}

describe('GET /api/ecommerce/teamnomination', () => {
  it('says entries are closed when no season takes them, with its text', async () => {
    const open = await ctx.db.season.findMany({ where: { nominationsOpen: true }, select: { id: true } });
    await ctx.db.season.updateMany({ data: { nominationsOpen: false } });
    try {
      await ctx.db.season.create({
        data: { name: 'Archived but flagged', archived: true, nominationsOpen: true },
      });
      const m = await createMember(ctx.db);
      const res = await get('teamnomination', m.id);
      expect(res.status).toBe(200);
      expect(res.body.data).toMatchObject({
        open: false,
        closed_message: NOMINATION_MSG.closed,
        seasons: [],
      });
      const paid = await pay(
        m.id,
        nomination(m, await createOpenDivision(ctx.db, { season: { nominationsOpen: false } })),
      );
      expect(paid.status).toBe(422);
      expect(paid.body).toEqual({ error: 'error_response', message: NOMINATION_MSG.closed });
    } finally {
      await ctx.db.season.updateMany({
        where: { id: { in: open.map((s) => s.id) } },
        data: { nominationsOpen: true },
      });
      await ctx.db.season.updateMany({ where: { archived: true }, data: { nominationsOpen: false } });
    }
  });

  it('is open while a season takes entries, and tells the wizard about the member', async () => {
    const o = await createOpenDivision(ctx.db);
    const m = await createMember(ctx.db, { skTm: true });
    const res = await get('teamnomination', m.id);
    expect(res.body.data).toMatchObject({
      open: true,
      closed_message: null,
      adult: true,
      sk_tm: true,
      default_min_players: 5,
      tax_rate: 0.1,
      donations: true,
    });
    expect(res.body.data.seasons).toContainEqual({ value: o.season.id, text: o.season.name });
    expect((await get('seasons', m.id)).body.data).toContainEqual({
      value: o.season.id,
      text: o.season.name,
    });
    // A season still being prepared (inactive, not in the public draw yet) takes entries too.
    const next = await createOpenDivision(ctx.db, { season: { status: 'inactive' } });
    expect((await get('seasons', m.id)).body.data).toContainEqual({
      value: next.season.id,
      text: next.season.name,
    });
  });
});

describe('grade, division group, division and preferred division', () => {
  it('cascade over the divisions taking entries, with prices, limits and the sold-out prefix', async () => {
    const o = await createOpenDivision(ctx.db, { division: { waitlist: true, capacity: 1 } });
    const div2 = await ctx.db.division.create({
      data: {
        name: `Div 2 ${o.group.id}`,
        seasonId: o.season.id,
        groupId: o.group.id,
        nominationPriceCents: 60_000,
        skipMinPlayers: true,
      },
    });
    const div3 = await ctx.db.division.create({
      data: { name: `Div 3 ${o.group.id}`, seasonId: o.season.id, groupId: o.group.id, waitlist: true },
    });
    const closed = await createOpenDivision(ctx.db, { season: { nominationsOpen: false } });
    const m = await createMember(ctx.db);

    const grades = (await get('grades', m.id)).body.data;
    expect(grades).toContainEqual({ value: o.grade.id, text: o.grade.name });
    expect(grades.map((g: { value: number }) => g.value)).not.toContain(closed.grade.id);
    expect((await get(`divisiongroups/${o.grade.id}`, m.id)).body.data).toEqual([
      { value: o.group.id, text: o.group.name },
    ]);
    expect((await get('divisiongroups/senior', m.id)).body.data).toContainEqual({
      value: o.group.id,
      text: o.group.name,
    });
    expect((await get(`divisiongroups/${closed.grade.id}`, m.id)).body.data).toEqual([]);

    const before = (await get(`divisions/${o.group.id}`, m.id)).body.data;
    expect(before.find((d: { value: number }) => d.value === o.division.id)).toEqual({
      value: o.division.id,
      text: o.division.name,
      waitlist: true,
      min_players: 5,
      max_players: 10,
      sk_val: false,
      sold_out: false,
      p_price: 650,
      season_id: o.season.id,
      season: o.season.name,
    });
    expect(before.find((d: { value: number }) => d.value === div2.id)).toMatchObject({
      sk_val: true,
      max_players: null,
      p_price: 600,
    });

    await ctx.db.team.create({ data: { name: 'Taken', divisionId: o.division.id } });
    const after = (await get(`divisions/${o.group.id}`, m.id)).body.data;
    expect(after.find((d: { value: number }) => d.value === o.division.id)).toMatchObject({
      text: `(SOLD OUT) ${o.division.name}`,
      sold_out: true,
    });

    const preferred = (await get(`preferreddivisions/${o.division.id}`, m.id)).body.data;
    expect(preferred.map((d: { value: number }) => d.value)).toEqual([div2.id]);
    expect(preferred.map((d: { value: number }) => d.value)).not.toContain(div3.id);
  });

  it('checks capacity: the nomination cart when there is room, 422 with its text when the division or its group is full', async () => {
    const o = await createOpenDivision(ctx.db, { groupCapacity: 2 });
    const m = await createMember(ctx.db);
    const ok = await get(`teamnomination/${o.division.id}`, m.id);
    expect(ok.status).toBe(200);
    expect(ok.body.data).toMatchObject({
      places_left: 2,
      teamnominationCart: [
        { p_name: `Team Nomination - ${o.division.name} (${o.season.name})`, p_price: 650 },
      ],
    });

    const sister = await ctx.db.division.create({
      data: { name: 'Sister', seasonId: o.season.id, groupId: o.group.id },
    });
    await ctx.db.team.createMany({
      data: [
        { name: 'A', divisionId: o.division.id },
        { name: 'B', divisionId: sister.id },
      ],
    });
    const full = await get(`teamnomination/${o.division.id}`, m.id);
    expect(full.status).toBe(422);
    expect(full.body).toEqual({ error: 'error_division', message: NOMINATION_MSG.divisionFull });

    const skTm = await createMember(ctx.db, { skTm: true });
    const other = await createOpenDivision(ctx.db);
    expect(
      (await get(`teamnomination/${other.division.id}`, skTm.id)).body.data.teamnominationCart[0].p_price,
    ).toBe(0);
    expect((await get(`teamnomination/999999`, m.id)).status).toBe(404);
  });
});

describe('GET /api/ecommerce/teamnomination/previousteams', () => {
  it('offers the teams the member manages entered within the last 365 days, with their players', async () => {
    const o = await createOpenDivision(ctx.db, { season: { nominationsOpen: false, archived: true } });
    const m = await createMember(ctx.db);
    const player = await createMember(ctx.db, { firstname: 'Ruby', lastname: 'Rebound' });
    const recent = await ctx.db.team.create({
      data: { name: 'Recent', divisionId: o.division.id, createdAt: new Date(Date.now() - 300 * 86_400_000) },
    });
    const old = await ctx.db.team.create({
      data: { name: 'Old', divisionId: o.division.id, createdAt: new Date(Date.now() - 366 * 86_400_000) },
    });
    const played = await ctx.db.team.create({ data: { name: 'Played', divisionId: o.division.id } });
    await ctx.db.teamPosition.createMany({
      data: [
        { teamId: recent.id, memberId: m.id, role: 'manager' },
        { teamId: recent.id, memberId: player.id, role: 'player' },
        { teamId: old.id, memberId: m.id, role: 'manager' },
        { teamId: played.id, memberId: m.id, role: 'player' },
      ],
    });
    const res = await get('teamnomination/previousteams', m.id);
    expect(res.body.data).toEqual([
      {
        t_id: recent.id,
        t_name: 'Recent',
        t_division: o.division.name,
        t_season: o.season.name,
        t_created: expect.stringMatching(/^\d{2}\/\d{2}\/\d{4}$/),
        t_players: [{ firstname: 'Ruby', lastname: 'Rebound', mid: player.id }],
      },
    ]);
  });
});

describe('POST /api/ecommerce/teamnomination/checkplayer', () => {
  it('finds a member by name and date of birth, or by member id (alone only for a player of a team the member manages)', async () => {
    const m = await createMember(ctx.db);
    const known = await createMember(ctx.db, {
      firstname: 'Zara',
      lastname: 'Quick',
      dob: new Date('2001-11-30T00:00:00Z'),
    });
    const byName = await checkPlayer(m.id, {
      player: { firstname: ' zara ', lastname: 'QUICK', gender: 'female', dob: '30/11/2001' },
      division: null,
      fromteamentry: true,
    });
    expect(byName.status).toBe(200);
    expect(byName.body).toEqual({ data: NOMINATION_MSG.playerFound, mid: known.id, warnings: [] });
    // An id and a name alone would let anyone who guesses ids add a stranger (mass assignment).
    const stranger = await checkPlayer(m.id, {
      player: { firstname: 'Zara', lastname: 'Quick', mid: known.id },
      fromteamentry: true,
    });
    expect(stranger.body).toEqual({ error: 'check_player', message: NOMINATION_MSG.playerNotFound });
    const withDob = await checkPlayer(m.id, {
      player: { firstname: 'Zara', lastname: 'Quick', mid: known.id, dob: '30/11/2001' },
      fromteamentry: true,
    });
    expect(withDob.body).toEqual({ data: NOMINATION_MSG.playerFound, mid: known.id, warnings: [] });
    const last = await createOpenDivision(ctx.db, { season: { archived: true, nominationsOpen: false } });
    const previous = await ctx.db.team.create({ data: { name: 'Quick Five', divisionId: last.division.id } });
    await ctx.db.teamPosition.createMany({
      data: [
        { teamId: previous.id, memberId: m.id, role: 'manager' },
        { teamId: previous.id, memberId: known.id, role: 'player' },
      ],
    });
    const byId = await checkPlayer(m.id, {
      player: { firstname: 'Zara', lastname: 'Quick', mid: known.id },
      fromteamentry: true,
    });
    expect(byId.body).toEqual({ data: NOMINATION_MSG.playerFound, mid: known.id, warnings: [] });
    const wrongName = await checkPlayer(m.id, {
      player: { firstname: 'Someone', lastname: 'Else', mid: known.id },
      fromteamentry: true,
    });
    expect(wrongName.status).toBe(422);
    expect(wrongName.body).toEqual({ error: 'check_player', message: NOMINATION_MSG.playerNotFound });
  });

  it("never treats '%', '_' or '\\' in a name as a wildcard: no stranger is found, nothing fails", async () => {
    const m = await createMember(ctx.db);
    await createMember(ctx.db, {
      firstname: 'Wilma',
      lastname: 'Card',
      dob: new Date('2003-04-05T00:00:00Z'),
    });
    for (const [firstname, lastname] of [
      ['%', '%'],
      ['W%', 'C_rd'],
      ['Wilma\\', 'Card\\'],
    ]) {
      const res = await checkPlayer(m.id, {
        player: { firstname, lastname, gender: 'female', dob: '05/04/2003' },
        fromteamentry: true,
      });
      expect(res.status).toBe(422);
      expect(res.body).toEqual({ error: 'check_player', message: NOMINATION_MSG.emailRequired });
    }
  });

  it('limits person lookups per member: 40 an hour, then 429, also in a burst of 20', async () => {
    const m = await createMember(ctx.db);
    const ask = (i: number) =>
      checkPlayer(m.id, {
        player: {
          firstname: `Guess${i}`,
          lastname: 'Name',
          gender: 'male',
          dob: '01/01/2001',
          email: 'x@example.com',
        },
        fromteamentry: true,
      });
    for (let i = 0; i < 30; i++) expect((await ask(i)).status).toBe(200);
    const burst = await Promise.all(Array.from({ length: 20 }, (_, i) => ask(100 + i)));
    expect(burst.filter((r) => r.status === 200)).toHaveLength(10);
    const refused = burst.filter((r) => r.status === 429);
    expect(refused).toHaveLength(10);
    expect(refused[0]?.body).toEqual({ error: 'too_many_requests', message: MSG.tooManyRequests });
    // Another member is not affected.
    const other = await createMember(ctx.db);
    expect(
      (
        await checkPlayer(other.id, {
          player: {
            firstname: 'Any',
            lastname: 'One',
            gender: 'male',
            dob: '01/01/2001',
            email: 'y@example.com',
          },
          fromteamentry: true,
        })
      ).status,
    ).toBe(200);
  });

  it("answers 'New Player Found' with an email and 'Email required' without one", async () => {
    const m = await createMember(ctx.db);
    const base = { firstname: 'Nobody', lastname: 'Known', gender: 'male', dob: '01/01/1999' };
    expect(
      (await checkPlayer(m.id, { player: { ...base, email: 'nobody@example.com' }, fromteamentry: true }))
        .body,
    ).toEqual({ data: NOMINATION_MSG.newPlayerFound, mid: null, warnings: [] });
    const noEmail = await checkPlayer(m.id, { player: base, fromteamentry: true });
    expect(noEmail.status).toBe(422);
    expect(noEmail.body).toEqual({ error: 'check_player', message: NOMINATION_MSG.emailRequired });
    const incomplete = await checkPlayer(m.id, {
      player: { firstname: 'Only', lastname: 'Names' },
      fromteamentry: true,
    });
    expect(incomplete.status).toBe(422);
    expect(incomplete.body).toEqual({
      error: 'check_player',
      message: NOMINATION_MSG.playerIdentity,
      errors: { 'player.dob': ['This field is required'], 'player.gender': ['This field is required'] },
    });
  });

  it("warns of a player outside the division's gender or ages, found or new, and still finds them", async () => {
    const m = await createMember(ctx.db);
    const open = await createOpenDivision(ctx.db, {
      season: { startDate: new Date('2027-01-01T00:00:00Z') },
      division: { playersGender: 'female', maxAge: 20 },
    });
    await createMember(ctx.db, {
      firstname: 'Sam',
      lastname: 'Veteran',
      gender: 'male',
      dob: new Date('1992-03-15T00:00:00Z'),
    });
    const found = await checkPlayer(m.id, {
      player: { firstname: 'Sam', lastname: 'Veteran', gender: 'male', dob: '15/03/1992' },
      division: open.division.id,
      fromteamentry: true,
    });
    expect(found.body).toMatchObject({
      data: NOMINATION_MSG.playerFound,
      warnings: [
        'Sam Veteran is male: this division is for women',
        'Sam Veteran is 34: this division is for players under 21',
      ],
    });
    const young = { firstname: 'Ava', lastname: 'Newcomer', gender: 'female', email: 'ava@example.com' };
    const fits = await checkPlayer(m.id, {
      player: { ...young, dob: '02/01/2007' },
      division: open.division.id,
      fromteamentry: true,
    });
    expect(fits.body).toEqual({ data: NOMINATION_MSG.newPlayerFound, mid: null, warnings: [] });
    // 21 on the season's start date.
    const tooOld = await checkPlayer(m.id, {
      player: { ...young, dob: '01/01/2006' },
      division: open.division.id,
      fromteamentry: true,
    });
    expect(tooOld.body.warnings).toEqual(['Ava Newcomer is 21: this division is for players under 21']);
  });

  it('warns of players copied from a previous team, only of teams the member manages', async () => {
    const m = await createMember(ctx.db);
    const open = await createOpenDivision(ctx.db, {
      season: { startDate: new Date('2027-01-01T00:00:00Z') },
      division: { playersGender: 'female', maxAge: 20 },
    });
    const sam = await createMember(ctx.db, {
      firstname: 'Sam',
      lastname: 'Copied',
      gender: 'male',
      dob: new Date('1992-03-15T00:00:00Z'),
    });
    const ava = await createMember(ctx.db, { gender: 'female', dob: new Date('2008-01-01T00:00:00Z') });
    const stranger = await createMember(ctx.db, { gender: 'male', dob: new Date('1980-01-01T00:00:00Z') });
    await ctx.db.team.create({
      data: {
        name: `Old Team ${m.id}`,
        divisionId: open.division.id,
        positions: {
          create: [
            { memberId: m.id, role: 'manager' },
            { memberId: sam.id, role: 'player' },
            { memberId: ava.id, role: 'player' },
          ],
        },
      },
    });
    const res = await ctx
      .api()
      .post('/api/ecommerce/teamnomination/playerwarnings')
      .set('authorization', bearer(m.id))
      .send({ division: open.division.id, mids: [sam.id, ava.id, stranger.id] });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual([
      {
        mid: sam.id,
        warnings: [
          'Sam Copied is male: this division is for women',
          'Sam Copied is 34: this division is for players under 21',
        ],
      },
      { mid: ava.id, warnings: [] },
    ]);
  });

  it('on the team page, refuses someone already in the team', async () => {
    const o = await createOpenDivision(ctx.db);
    const manager = await createMember(ctx.db);
    const player = await createMember(ctx.db, {
      firstname: 'Ivy',
      lastname: 'Inside',
      dob: new Date('1999-09-09T00:00:00Z'),
    });
    const team = await ctx.db.team.create({ data: { name: 'Inside Team', divisionId: o.division.id } });
    await ctx.db.teamPosition.createMany({
      data: [
        { teamId: team.id, memberId: manager.id, role: 'manager' },
        { teamId: team.id, memberId: player.id, role: 'player' },
      ],
    });
    const res = await checkPlayer(manager.id, {
      player: { firstname: 'Ivy', lastname: 'Inside', gender: 'female', dob: '09/09/1999' },
      fromteamentry: false,
      teamTid: team.id,
    });
    expect(res.body).toEqual({ error: 'check_player', message: 'Member already exist or added to the team' });
  });
});

describe('POST /api/ecommerce/teamnomination/payteamnom', () => {
  it('sk_tm: enters the team without payment and answers the new team id', async () => {
    const o = await createOpenDivision(ctx.db);
    const m = await createMember(ctx.db, { skTm: true });
    const body = nomination(m, o, { cardData: null });
    const res = await pay(m.id, body);
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      o_id: null,
      o_paid: true,
      status: 'succeeded',
      message: NOMINATION_MSG.teamEntrySuccess,
      sk_tm: true,
    });
    const team = await ctx.db.team.findUniqueOrThrow({
      where: { id: res.body.data.t_id },
      include: { positions: { include: { member: true } } },
    });
    expect(team).toMatchObject({
      name: (body.team as { teamname: string }).teamname,
      divisionId: o.division.id,
      createdById: m.id,
      nominationNote: body.note,
    });
    expect(team.positions.filter((p) => p.role === 'manager').map((p) => p.memberId)).toEqual([m.id]);
    expect(team.positions.filter((p) => p.role === 'player')).toHaveLength(5);
    expect(await ctx.db.order.count({ where: { memberId: m.id } })).toBe(0);
    // The team is the manager's at once.
    const mine = await ctx.api().get(`/api/member/teams/${team.id}`).set('authorization', bearer(m.id));
    expect(mine.body.data).toMatchObject({ t_function: 'Manager', t_can_manage: true });
  });

  it('sk_tm: emails the nominator that the team is entered and no payment was needed', async () => {
    const o = await createOpenDivision(ctx.db);
    const m = await createMember(ctx.db, { skTm: true });
    const body = nomination(m, o, { cardData: null });
    const teamname = (body.team as { teamname: string }).teamname;
    const res = await pay(m.id, body);
    expect(res.status).toBe(200);
    const mail = await ctx.mail.waitFor((x) => x.to === m.email && x.subject.includes(teamname));
    expect(mail.subject).toBe(`Team nomination received: ${teamname} - ${ctx.env.CLIENT_NAME}`);
    expect(mail.text).toContain(`Your nomination of ${teamname} for ${o.division.name}, ${o.season.name}`);
    expect(mail.text).toContain('No payment was required.');
    expect(mail.text).toContain(`http://portal.test/member/teams/team/${res.body.data.t_id}`);
  });

  it('welcomes each player it makes a member with a username and a link to choose a password', async () => {
    const o = await createOpenDivision(ctx.db);
    const m = await createMember(ctx.db);
    const players = newPlayers();
    const res = await pay(m.id, nomination(m, o, { players }));
    expect(res.status).toBe(200);
    const newcomer = players[1]!;
    const mail = await ctx.mail.waitFor((x) => x.to === newcomer.email);
    expect(mail.subject).toBe(`Welcome to ${ctx.env.CLIENT_NAME}`);
    expect(mail.text).toContain(`${m.firstname} ${m.lastname} has entered you in the team`);
    const username = /your username: (\S+)/.exec(mail.text)?.[1];
    const token = /http:\/\/portal\.test\/password\/reset\/([A-Za-z0-9_-]+)/.exec(mail.text)?.[1];
    expect(username).toBe(`${newcomer.firstname}${newcomer.lastname}`.toLowerCase());
    expect(token).toBeDefined();
    // The link sets the password, and the new member signs in with the username it gave.
    const reset = await ctx.api().post('/api/member/password/reset').send({
      token,
      username,
      password: 'FirstPass9',
      password_confirmation: 'FirstPass9',
      action: 'password-reset',
    });
    expect(reset.status).toBe(200);
    const login = await ctx.api().post('/api/member/login').send({ username, password: 'FirstPass9' });
    expect(login.status).toBe(200);
    // Every new player got one; the manager, who was already a member, got none.
    await Promise.all(players.map((p) => ctx.mail.waitFor((x) => x.to === p.email)));
    expect(ctx.mail.messages.filter((x) => x.to === m.email && x.subject.startsWith('Welcome'))).toEqual([]);
  });

  it('pays the price from the database through the gateway and creates team, manager, coach and players in one go', async () => {
    const o = await createOpenDivision(ctx.db);
    const m = await createMember(ctx.db);
    const known = await createMember(ctx.db, {
      firstname: 'Kate',
      lastname: 'Known',
      dob: new Date('1994-04-04T00:00:00Z'),
    });
    const coach = {
      ...managerOf(await createMember(ctx.db)),
      firstname: 'Carla',
      lastname: `Coach${++unique}`,
      email: 'carla@example.com',
      showCoach: true,
    };
    const players = [
      {
        firstname: 'Kate',
        lastname: 'Known',
        gender: 'female',
        dob: '04/04/1994',
        mid: known.id,
        rep: false,
      },
      ...newPlayers(4),
    ];
    const res = await pay(
      m.id,
      nomination(m, o, {
        coach,
        players,
        donationCart: [{ product_id: donation.id }],
        idempotencyKey: `nom-${unique}-attempt`,
      }),
    );
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      o_paid: true,
      status: 'succeeded',
      message: PAY_MSG.paymentSuccess,
      sk_tm: false,
      test_mode: true,
    });

    const order = await ctx.db.order.findUniqueOrThrow({
      where: { id: res.body.data.o_id },
      include: { lines: true, payments: true },
    });
    expect(order).toMatchObject({
      origin: 'nomination',
      teamId: res.body.data.t_id,
      subtotalCents: 65_000,
      donationCents: 100,
      totalCents: 65_100,
      taxCents: 5_909,
      paid: true,
    });
    expect(order.payments).toMatchObject([
      { amountCents: 65_100, method: 'card', gateway: 'sandbox', status: 'succeeded' },
    ]);

    const positions = await ctx.db.teamPosition.findMany({
      where: { teamId: res.body.data.t_id },
      include: { member: true },
      orderBy: { id: 'asc' },
    });
    expect(positions.map((p) => p.role)).toEqual([
      'manager',
      'coach',
      'player',
      'player',
      'player',
      'player',
      'player',
    ]);
    expect(positions[0]!.memberId).toBe(m.id);
    // New people get a username (their welcome email gives it) and choose their password later.
    expect(positions[1]!.member).toMatchObject({
      firstname: 'Carla',
      username: `carla${coach.lastname.toLowerCase()}`,
      passwordHash: null,
      email: 'carla@example.com',
      mobile: '0412345678',
    });
    expect(positions[2]!.memberId).toBe(known.id);
    const created = positions.slice(3);
    expect(created.every((p) => p.member.username !== null && p.member.email?.endsWith('@example.com'))).toBe(
      true,
    );
    expect(created[0]!.isRepresentative).toBe(true);
  });

  it('emails a tax invoice when registered for GST with an ABN (the buyer named from $1,000), no GST when not', async () => {
    const setTax = async (data: { abn: string | null; gstRegistered: boolean }) => {
      await ctx.db.associationSettings.upsert({ where: { id: 1 }, create: { id: 1, ...data }, update: data });
      await ctx.app.deps.settings.reload();
    };
    try {
      await setTax({ abn: '51824753556', gstRegistered: true });
      const big = await createOpenDivision(ctx.db, { division: { nominationPriceCents: 120_000 } });
      const m = await createMember(ctx.db);
      const body = nomination(m, big);
      const res = await pay(m.id, body);
      expect(res.status).toBe(200);
      const mail = await ctx.mail.waitFor((x) => x.to === m.email && /Receipt #/.test(x.subject));
      expect(mail.subject).toMatch(/^Tax invoice: Receipt #\d+ - /);
      const teamname = (body.team as { teamname: string }).teamname;
      for (const text of [mail.text, mail.html]) {
        expect(text).toContain('Tax invoice');
        expect(text).toContain(`${ctx.env.CLIENT_NAME}, ABN 51 824 753 556`);
        expect(text).toContain(`Buyer: ${m.firstname} ${m.lastname}`);
        expect(text).toContain(teamname);
      }
      expect(mail.text).toContain('= $1,200.00');
      expect(mail.text).toContain('GST included: $109.09');

      // Not registered for GST: no GST and no tax invoice.
      await setTax({ abn: '51824753556', gstRegistered: false });
      const small = await createOpenDivision(ctx.db);
      const other = await createMember(ctx.db);
      expect((await pay(other.id, nomination(other, small))).status).toBe(200);
      const plain = await ctx.mail.waitFor((x) => x.to === other.email && /Receipt #/.test(x.subject));
      expect(plain.subject).toMatch(/^Receipt #\d+ - /);
      expect(plain.text).not.toContain('GST');
      expect(plain.text).not.toContain('Tax invoice');
      expect(plain.text).toContain('Total: $650.00');
    } finally {
      await ctx.db.associationSettings.deleteMany();
      await ctx.app.deps.settings.reload();
    }
  });

  it('rolls everything back when the card is declined', async () => {
    const o = await createOpenDivision(ctx.db);
    const m = await createMember(ctx.db);
    const teamsBefore = await ctx.db.team.count();
    const membersBefore = await ctx.db.member.count();
    const res = await pay(m.id, nomination(m, o, { cardData: card('4000000000000002') }));
    expect(res.status).toBe(402);
    expect(res.body).toEqual({ error: 'error_payment', message: PAY_MSG.cardDeclined });
    expect(await ctx.db.team.count()).toBe(teamsBefore);
    expect(await ctx.db.member.count()).toBe(membersBefore);
    expect(await ctx.db.order.count({ where: { memberId: m.id } })).toBe(0);
    const noCard = await pay(m.id, nomination(m, o, { cardData: null }));
    expect(noCard.body).toEqual({ error: 'error_payment', message: PAY_MSG.cardInvalid });
  });

  it('holds the place through the 3-D Secure step, and gives it back when the card then fails', async () => {
    const o = await createOpenDivision(ctx.db);
    const m = await createMember(ctx.db);
    const res = await pay(m.id, nomination(m, o, { cardData: card('4000002500003155') }));
    expect(res.body.data).toMatchObject({ status: 'requires_action', o_paid: false });
    expect(await ctx.db.team.count({ where: { id: res.body.data.t_id } })).toBe(1);
    const confirmed = await ctx
      .api()
      .post('/api/payments/confirm')
      .set('authorization', bearer(m.id))
      .send({ o_id: res.body.data.o_id });
    expect(confirmed.body).toMatchObject({ o_id: res.body.data.o_id, o_paid: true });

    const other = await createMember(ctx.db);
    const failing = await pay(other.id, nomination(other, o, { cardData: card('4000008260003178') }));
    expect(failing.body.data.status).toBe('requires_action');
    const declined = await ctx
      .api()
      .post('/api/payments/confirm')
      .set('authorization', bearer(other.id))
      .send({ o_id: failing.body.data.o_id });
    expect(declined.body.error).toBe('error_payment');
    expect(await ctx.db.team.count({ where: { id: failing.body.data.t_id } })).toBe(0);
    expect(await ctx.db.team.count({ where: { divisionId: o.division.id } })).toBe(1);
  });

  it('answers the first result to a repeated request with the same key', async () => {
    const o = await createOpenDivision(ctx.db);
    const m = await createMember(ctx.db);
    const body = nomination(m, o, { idempotencyKey: `nom-repeat-${++unique}` });
    const [a, b] = await Promise.all([pay(m.id, body), pay(m.id, body)]);
    expect([a.status, b.status]).toEqual([200, 200]);
    expect(a.body.data.o_id).toBe(b.body.data.o_id);
    expect(a.body.data.t_id).toBe(b.body.data.t_id);
    expect(await ctx.db.team.count({ where: { divisionId: o.division.id } })).toBe(1);
  });

  it('gives the nominator the team admin position when someone else is the manager', async () => {
    const o = await createOpenDivision(ctx.db);
    const m = await createMember(ctx.db);
    const manager = {
      ...managerOf(m),
      firstname: 'Mona',
      lastname: `Manager${++unique}`,
      dob: '05/05/1985',
      email: 'mona@example.com',
    };
    const res = await pay(m.id, nomination(m, o, { manager }));
    expect(res.status).toBe(200);
    const positions = await ctx.db.teamPosition.findMany({
      where: { teamId: res.body.data.t_id, role: { in: ['manager', 'admin'] } },
      include: { member: true },
    });
    expect(positions.find((p) => p.role === 'admin')?.memberId).toBe(m.id);
    expect(positions.find((p) => p.role === 'manager')?.member).toMatchObject({
      firstname: 'Mona',
      username: `mona${manager.lastname.toLowerCase()}`,
      passwordHash: null,
    });
  });

  it('copies a previous team: its players come in as found members and the new team remembers it', async () => {
    const o = await createOpenDivision(ctx.db);
    const last = await createOpenDivision(ctx.db, { season: { archived: true, nominationsOpen: false } });
    const m = await createMember(ctx.db, { skTm: true });
    const previous = await ctx.db.team.create({
      data: { name: 'Harbour Heat', divisionId: last.division.id },
    });
    await ctx.db.teamPosition.create({ data: { teamId: previous.id, memberId: m.id, role: 'manager' } });
    const roster = await Promise.all(
      [1, 2, 3, 4, 5].map((i) => createMember(ctx.db, { firstname: `Vet${i}`, lastname: 'Returning' })),
    );
    await ctx.db.teamPosition.createMany({
      data: roster.map((r) => ({ teamId: previous.id, memberId: r.id, role: 'player' as const })),
    });

    const copied = (await get('teamnomination/previousteams', m.id)).body.data[0];
    const players = copied.t_players.map((p: { firstname: string; lastname: string; mid: number }) => ({
      ...p,
      rep: false,
    }));
    const body = nomination(m, o, { players, teamCopy: true, cardData: null });
    (body.team as Record<string, unknown>).teamprevious = copied.t_id;
    (body.team as Record<string, unknown>).prevteamname = copied.t_name;
    const res = await pay(m.id, body);
    expect(res.status).toBe(200);
    const team = await ctx.db.team.findUniqueOrThrow({
      where: { id: res.body.data.t_id },
      include: { positions: true },
    });
    expect(team.previousTeamId).toBe(previous.id);
    expect(
      team.positions
        .filter((p) => p.role === 'player')
        .map((p) => p.memberId)
        .sort(),
    ).toEqual(roster.map((r) => r.id).sort());

    const stranger = await createMember(ctx.db, { skTm: true });
    const notTheirs = nomination(stranger, o, { cardData: null });
    (notTheirs.team as Record<string, unknown>).teamprevious = previous.id;
    expect((await pay(stranger.id, notTheirs)).body.errors).toEqual({
      teamprevious: [NOMINATION_MSG.previousTeamUnknown],
    });
  });

  it('is for adults only (18 in the association time zone)', async () => {
    const o = await createOpenDivision(ctx.db);
    const today = toIsoDate(todayIn('Australia/Sydney'));
    const turns18Tomorrow = new Date(
      Date.parse(`${Number(today.slice(0, 4)) - 18}${today.slice(4)}T00:00:00Z`) + 86_400_000,
    );
    const minor = await createMember(ctx.db, { dob: turns18Tomorrow, skTm: true });
    const res = await pay(minor.id, nomination(minor, o, { cardData: null }));
    expect(res.status).toBe(403);
    expect(res.body).toEqual({ error: 'error_auth', message: NOMINATION_MSG.adultsOnly });
    expect((await get('teamnomination', minor.id)).body.data.adult).toBe(false);

    const adult = await createMember(ctx.db, {
      dob: new Date(`${Number(today.slice(0, 4)) - 18}${today.slice(4)}T00:00:00Z`),
      skTm: true,
    });
    expect((await pay(adult.id, nomination(adult, o, { cardData: null }))).status).toBe(200);
  });

  it("answers error_validation 'Attendee / Assign Data Invalid' with the reasons", async () => {
    const o = await createOpenDivision(ctx.db, { division: { maxPlayers: 6 } });
    const m = await createMember(ctx.db, { skTm: true });
    const cases: Array<[Record<string, unknown>, Record<string, string[]>]> = [
      [{ players: newPlayers(4) }, { players: [NOMINATION_MSG.tooFewPlayers(5)] }],
      [{ players: newPlayers(7) }, { players: [NOMINATION_MSG.tooManyPlayers(6)] }],
      [
        {
          players: [
            ...newPlayers(4),
            {
              firstname: 'rookie0',
              lastname: `FRESH${unique - 3}`,
              gender: 'male',
              dob: '01/01/2000',
              email: 'a@example.com',
            },
          ],
        },
        { 'players.4': [NOMINATION_MSG.playerAlreadyAdded] },
      ],
      [
        {
          players: [
            ...newPlayers(4),
            { firstname: 'No', lastname: 'Email', gender: 'male', dob: '01/01/2000' },
          ],
        },
        { 'players.4': [NOMINATION_MSG.emailRequired] },
      ],
    ];
    for (const [overrides, errors] of cases) {
      const res = await pay(m.id, nomination(m, o, { cardData: null, ...overrides }));
      expect(res.status).toBe(422);
      expect(res.body).toEqual({ error: 'error_validation', message: NOMINATION_MSG.validation, errors });
    }
    const form = await pay(m.id, {
      ...nomination(m, o),
      manager: { ...managerOf(m), mobile: '0212345678', email: 'nope' },
      coach: { showCoach: true },
    });
    expect(form.status).toBe(422);
    expect(form.body.error).toBe('error_validation');
    expect(form.body.message).toBe(NOMINATION_MSG.validation);
    expect(form.body.errors['manager.mobile']).toEqual([NOMINATION_MSG.mobile]);
    expect(form.body.errors['manager.email']).toEqual(['This field must be a valid email']);
    expect(form.body.errors['coach.firstname']).toEqual(['This field is required']);
    expect(await ctx.db.team.count({ where: { divisionId: o.division.id } })).toBe(0);
  });

  it('applies the division rules: skipped minimum, waitlist needs a preferred division, one name per division', async () => {
    const o = await createOpenDivision(ctx.db, { division: { waitlist: true, skipMinPlayers: true } });
    const alt = await ctx.db.division.create({
      data: { name: 'Alt', seasonId: o.season.id, groupId: o.group.id },
    });
    const m = await createMember(ctx.db, { skTm: true });
    const noPreferred = await pay(m.id, nomination(m, o, { players: [], cardData: null }));
    expect(noPreferred.body.errors).toEqual({ preferreddivision: [NOMINATION_MSG.preferredRequired] });
    const body = nomination(m, o, { players: [], cardData: null });
    (body.team as Record<string, unknown>).preferreddivision = alt.id;
    const ok = await pay(m.id, body);
    expect(ok.status).toBe(200);
    expect(
      (await ctx.db.team.findUniqueOrThrow({ where: { id: ok.body.data.t_id } })).preferredDivisionId,
    ).toBe(alt.id);
    const again = await pay(m.id, body);
    expect(again.body).toEqual({
      error: 'error_validation',
      message: NOMINATION_MSG.validation,
      errors: { teamname: [NOMINATION_MSG.teamNameTaken] },
    });
  });

  it('refuses a division outside the chosen grade and group, or not taking entries', async () => {
    const o = await createOpenDivision(ctx.db);
    const other = await createOpenDivision(ctx.db);
    const closed = await createOpenDivision(ctx.db, { division: { status: 'inactive' } });
    const m = await createMember(ctx.db, { skTm: true });
    const mixed = nomination(m, o, { cardData: null });
    (mixed.team as Record<string, unknown>).division = other.division.id;
    expect((await pay(m.id, mixed)).body.error).toBe('error_validation');
    const res = await pay(m.id, nomination(m, closed, { cardData: null }));
    expect(res.body).toEqual({ error: 'error_response', message: NOMINATION_MSG.divisionClosed });
  });

  it('gives the last place of a division to exactly one of 10 managers paying at once', async () => {
    const o = await createOpenDivision(ctx.db, { division: { capacity: 3 } });
    await ctx.db.team.createMany({
      data: [
        { name: 'Early 1', divisionId: o.division.id },
        { name: 'Early 2', divisionId: o.division.id },
      ],
    });
    const managers = await Promise.all(Array.from({ length: 10 }, () => createMember(ctx.db)));
    const results = await Promise.all(
      managers.map((m, i) => pay(m.id, nomination(m, o, { idempotencyKey: `race-${o.division.id}-${i}` }))),
    );
    const won = results.filter((r) => r.status === 200);
    expect(won).toHaveLength(1);
    const lost = results.filter((r) => r.status !== 200);
    expect(lost).toHaveLength(9);
    for (const r of lost)
      expect(r.body).toEqual({ error: 'error_division', message: NOMINATION_MSG.divisionFull });
    expect(await ctx.db.team.count({ where: { divisionId: o.division.id } })).toBe(3);
    expect(
      await ctx.db.order.count({
        where: { origin: 'nomination', memberId: { in: managers.map((m) => m.id) } },
      }),
    ).toBe(1);
    expect(await ctx.db.payment.count({ where: { memberId: { in: managers.map((m) => m.id) } } })).toBe(1);
  });
});

describe("a season's nominations closing date", () => {
  /** Sets the application's clock to an instant (the test's own clock: the wizard reads deps.now()). */
  const at = (instant: string) => void (ctx.clock.offsetMs = Date.parse(instant) - Date.now());

  it("closes the wizard by itself at the midnight ending the date, in the association's zone; staff still accept", async () => {
    const o = await createOpenDivision(ctx.db);
    const competition = await createMember(ctx.db, { staffGrants: { create: [{ role: 'competition' }] } });
    const set = await ctx
      .api()
      .patch(`/api/admin/seasons/${o.season.id}`)
      .set('authorization', bearer(competition.id))
      .send({ nominations_close_date: '2027-03-14' });
    expect(set.status, JSON.stringify(set.body)).toBe(200);
    expect(set.body.data.nominations_close_date).toBe('2027-03-14');
    const audit = await ctx.db.auditEntry.findFirstOrThrow({
      where: { entity: 'Season', entityId: String(o.season.id), action: 'season.update' },
    });
    expect(audit.before).toMatchObject({ nominations_close_date: null });
    expect(audit.after).toMatchObject({ nominations_close_date: '2027-03-14' });

    const m = await createMember(ctx.db, { skTm: true });
    const closed = NOMINATION_MSG.closedOn(o.season.name, '14/03/2027');
    const others = await ctx.db.season.findMany({
      where: { nominationsOpen: true, id: { not: o.season.id } },
      select: { id: true },
    });
    try {
      // 23:59 on 14/03 in Sydney (summer time, UTC+11): the last minute entries are taken.
      at('2027-03-14T23:59:00+11:00');
      expect((await get('seasons', m.id)).body.data).toContainEqual({
        value: o.season.id,
        text: o.season.name,
      });
      expect((await get(`divisions/${o.group.id}`, m.id)).body.data).toHaveLength(1);
      at('2027-03-14T23:59:00+11:00');
      expect((await get(`teamnomination/${o.division.id}`, m.id)).status).toBe(200);
      at('2027-03-14T23:59:00+11:00');
      const early = await pay(m.id, nomination(m, o));
      expect(early.status, JSON.stringify(early.body)).toBe(200);

      // 00:01 on 15/03 in Sydney: closed, with no one switching anything.
      at('2027-03-15T00:01:00+11:00');
      expect((await get('seasons', m.id)).body.data).not.toContainEqual(
        expect.objectContaining({ value: o.season.id }),
      );
      expect((await get(`divisions/${o.group.id}`, m.id)).body.data).toEqual([]);
      const check = await get(`teamnomination/${o.division.id}`, m.id);
      expect(check.status).toBe(422);
      expect(check.body).toEqual({ error: 'error_response', message: closed });
      const late = await pay(m.id, nomination(m, o));
      expect(late.status).toBe(422);
      expect(late.body).toEqual({ error: 'error_response', message: closed });
      expect(await ctx.db.team.count({ where: { divisionId: o.division.id } })).toBe(1);

      // With no other season open, the wizard's page says when this one closed.
      await ctx.db.season.updateMany({
        where: { id: { in: others.map((s) => s.id) } },
        data: { nominationsOpen: false },
      });
      const page = await get('teamnomination', m.id);
      expect(page.body.data).toMatchObject({ open: false, closed_message: closed, seasons: [] });

      // Staff still decide on the team entered before the date.
      const accepted = await ctx
        .api()
        .post(`/api/admin/nominations/${early.body.data.t_id}/accept`)
        .set('authorization', bearer(competition.id))
        .send({});
      expect(accepted.status, JSON.stringify(accepted.body)).toBe(200);
      expect(accepted.body.data.nomination.status).toBe('accepted');
    } finally {
      ctx.clock.offsetMs = 0;
      await ctx.db.season.updateMany({
        where: { id: { in: others.map((s) => s.id) } },
        data: { nominationsOpen: true },
      });
    }
  });
});
