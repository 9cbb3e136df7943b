import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isoToDmy } from '@courtside/contracts';
import { createTestContext, type TestContext } from '../../test/helpers.js';
import { createMember } from '../../test/factories.js';
import { VISA } from '../../test/money-factories.js';
import { seedCompetition } from './competition.js';
import { seedTeams } from './teams.js';

let ctx: TestContext;
let manager: Awaited<ReturnType<typeof createMember>>;
const auth = () => `Bearer ${ctx.app.jwt.sign({ sub: String(manager.id), tv: 0 })}`;
const get = (path: string) => ctx.api().get(path).set('authorization', auth());

beforeAll(async () => {
  ctx = await createTestContext();
  await createMember(ctx.db, { username: 'demomember', usernameLower: 'demomember', gender: 'male' });
  manager = await createMember(ctx.db, { username: 'demomanager', usernameLower: 'demomanager' });
  await ctx.db.$transaction((tx) => seedCompetition(tx, ctx.env), { timeout: 120_000 });
  await seedTeams(ctx.db, ctx.env);
}, 180_000);
afterAll(() => ctx?.close());

describe('demo team data', () => {
  it('gives demomanager a current team to manage, with a coach, an assistant and future games to forfeit', async () => {
    const teams = (await get('/api/member/teams')).body.data.teams;
    const current = teams.find((t: { t_can_manage: boolean }) => t.t_can_manage);
    expect(current).toMatchObject({
      t_division: 'Open Women Div 1',
      t_function: 'Manager',
      t_show_draw: true,
    });
    const detail = (await get(`/api/member/teams/${current.t_id}`)).body.data;
    expect(detail).toMatchObject({
      t_coach: 'Sam Rivera',
      t_assistant: 'Priya Sharma',
      t_singlet_colour: 'Teal',
      t_division_min_players: 5,
      t_division_max_players: 10,
    });
    expect(detail.t_players.length).toBeGreaterThanOrEqual(5);
    const games = await ctx
      .api()
      .post('/api/member/teams/games')
      .set('authorization', auth())
      .send({ teamTid: current.t_id });
    expect(games.body.data.length).toBeGreaterThan(0);
  });

  it("offers last season's team for copying, and next season takes entries at $650", async () => {
    const previous = (await get('/api/ecommerce/teamnomination/previousteams')).body.data;
    const lastSeason = previous.find(
      (t: { t_division: string; t_players: unknown[] }) =>
        t.t_division === 'Open Women Div 1' && t.t_players.length >= 5,
    );
    expect(lastSeason).toBeDefined();
    expect((await get('/api/ecommerce/teamnomination')).body.data.open).toBe(true);

    const grades = (await get('/api/ecommerce/grades')).body.data;
    const seniors = grades.find((g: { text: string }) => g.text === 'Seniors');
    const group = (await get(`/api/ecommerce/divisiongroups/${seniors.value}`)).body.data.find(
      (g: { text: string }) => g.text === 'Open Women',
    );
    const division = (await get(`/api/ecommerce/divisions/${group.value}`)).body.data[0];
    expect(division).toMatchObject({ text: 'Open Women Div 1', p_price: 650, waitlist: false });

    const juniors = grades.find((g: { text: string }) => g.text === 'Juniors');
    const girls = (await get(`/api/ecommerce/divisiongroups/${juniors.value}`)).body.data.find(
      (g: { text: string }) => g.text === 'U14 Girls',
    );
    const soldOut = (await get(`/api/ecommerce/divisions/${girls.value}`)).body.data[0];
    expect(soldOut.text).toBe('(SOLD OUT) U14 Girls Div 1');
    expect((await get(`/api/ecommerce/teamnomination/${soldOut.value}`)).status).toBe(422);

    // demomanager copies last season's team into next season and pays in the sandbox.
    const res = await ctx
      .api()
      .post('/api/ecommerce/teamnomination/payteamnom')
      .set('authorization', auth())
      .send({
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
          agreed: true,
        },
        coach: { showCoach: false },
        team: {
          teamname: lastSeason.t_name,
          prevteamname: lastSeason.t_name,
          teamprevious: lastSeason.t_id,
          grade: seniors.value,
          divisiongroup: group.value,
          division: division.value,
        },
        note: '',
        teamCopy: true,
        players: lastSeason.t_players.slice(0, 10).map((p: object) => ({ ...p, rep: false })),
        donationCart: [],
        teamnominationCart: [{ p_name: 'x', p_price: 0 }],
        cardData: VISA,
      });
    expect(res.status).toBe(200);
    const order = await ctx.db.order.findUniqueOrThrow({ where: { id: res.body.data.o_id } });
    expect(order.totalCents).toBe(65_000);
  });
});
