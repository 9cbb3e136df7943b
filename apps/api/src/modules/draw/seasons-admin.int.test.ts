// The console's seasons through the API: staff create a season or copy one into the next (every
// division setting carried over, no teams or games), set up grades, division groups and
// divisions, open and close nominations (which the member's nomination wizard follows), activate
// (the public draw lists the season) and archive. Every write is audited with before and after;
// bad input is a clear 4xx with nothing written; only competition staff and admins get in.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NOMINATION_MSG } from '@courtside/contracts';
import { createTestContext, type TestContext } from '../../../test/helpers.js';
import { createMember } from '../../../test/factories.js';
import { createCourt, createGame, createTeams } from '../../../test/competition-factory.js';

let ctx: TestContext;
let admin: { id: number };
let competition: { id: number };
let member: { id: number };
let n = 0;
/** A name no other test of this file uses. */
const unique = (what: string) => `${what} ${++n}`;
const bearer = (id: number) => `Bearer ${ctx.app.jwt.sign({ sub: String(id), tv: 0 })}`;
const api = (method: 'get' | 'post' | 'put' | 'patch' | 'delete', path: string, actor = admin.id) =>
  ctx.api()[method](`/api/admin${path}`).set('authorization', bearer(actor));
const auditOf = (entity: string, id: number) =>
  ctx.db.auditEntry.findMany({ where: { entity, entityId: String(id) }, orderBy: { id: 'asc' } });

beforeAll(async () => {
  ctx = await createTestContext();
  admin = await createMember(ctx.db, { firstname: 'Ada', staffGrants: { create: [{ role: 'admin' }] } });
  competition = await createMember(ctx.db, { staffGrants: { create: [{ role: 'competition' }] } });
  member = await createMember(ctx.db);
  allSettings.preferred_venue_ids = [(await createCourt(ctx.db)).venueId];
});
afterAll(() => ctx?.close());

async function newSeason(body: Record<string, unknown> = {}) {
  const res = await api('post', '/seasons').send({ name: unique('Winter'), sport: 'basketball', ...body });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.data as { id: number; name: string };
}
async function newGrade(name = unique('Seniors'), sort_order?: number) {
  const res = await api('post', '/grades').send({ name, sort_order });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.data as { id: number; name: string };
}
async function newGroup(gradeId: number, body: Record<string, unknown> = {}) {
  const res = await api('post', '/division-groups').send({
    grade_id: gradeId,
    name: unique('Open Men'),
    ...body,
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.data as { id: number; name: string; grade_id: number };
}
async function newDivision(seasonId: number, groupId: number, body: Record<string, unknown> = {}) {
  const res = await api('post', `/seasons/${seasonId}/divisions`).send({
    group_id: groupId,
    name: unique('Division'),
    ...body,
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.data as Record<string, unknown> & { id: number; name: string };
}

/** Every setting of a division, none of them its default. */
const allSettings = {
  note: 'Games at Rozelle this season',
  show_results: false,
  min_players: 6,
  max_players: 12,
  skip_min_players: true,
  players_gender: 'female',
  min_age: 18,
  max_age: 35,
  waitlist: true,
  capacity: 8,
  status: 'inactive',
  nomination_price_cents: 72_550,
  finals_qual_percent: 60,
  points_win: 4,
  points_draw: 2,
  points_loss: 1,
  points_bye: 3,
  points_forfeit_win: 4,
  points_forfeit_non_advised: -1,
  points_forfeit_notified: 0,
  points_forfeit_admin: -2,
  points_disqualified: -3,
  tie_break_order: ['head_to_head', 'points_difference', 'wins'],
  finals_format: 'top_four_page',
  draw_rounds: 'count',
  draw_round_count: 14,
  double_rounds: [7, 14],
  play_weekdays: [3, 6],
  /** A venue made before the tests (beforeAll). */
  preferred_venue_ids: [] as number[],
  duty_teams: true,
};

describe('seasons', () => {
  it('creates a season inactive, nominations closed, not archived, lists it and audits it', async () => {
    const res = await api('post', '/seasons').send({
      name: ' Winter 2027 ',
      sport: 'netball',
      start_date: '2027-04-10',
    });
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({
      name: 'Winter 2027',
      sport: 'netball',
      status: 'inactive',
      archived: false,
      nominations_open: false,
      start_date: '2027-04-10',
      copied_from_id: null,
      division_count: 0,
      team_count: 0,
    });
    const id = res.body.data.id as number;
    const list = await api('get', '/seasons');
    expect(list.status).toBe(200);
    expect(list.body.data.seasons).toContainEqual(res.body.data);
    expect(await auditOf('Season', id)).toEqual([
      expect.objectContaining({
        actorId: admin.id,
        action: 'season.create',
        before: null,
        after: expect.objectContaining({ name: 'Winter 2027', status: 'inactive', nominations_open: false }),
      }),
    ]);
  });

  it('changes name, sport and start date, with the fields before and after in the audit log', async () => {
    const s = await newSeason({ start_date: '2027-01-01' });
    const res = await api('patch', `/seasons/${s.id}`).send({
      name: 'Summer 2027/28',
      sport: 'netball',
      start_date: null,
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ name: 'Summer 2027/28', sport: 'netball', start_date: null });
    const [, update] = await auditOf('Season', s.id);
    expect(update).toMatchObject({
      action: 'season.update',
      before: { name: s.name, sport: 'basketball', start_date: '2027-01-01' },
      after: { name: 'Summer 2027/28', sport: 'netball', start_date: null },
    });
    // Only the fields given change.
    const again = await api('patch', `/seasons/${s.id}`).send({ start_date: '2027-10-01' });
    expect(again.body.data).toMatchObject({
      name: 'Summer 2027/28',
      sport: 'netball',
      start_date: '2027-10-01',
    });
  });

  it('refuses a name another season has (whatever its case), bad fields and unknown seasons, writing nothing', async () => {
    const s = await newSeason();
    const seasons = await ctx.db.season.count();
    const entries = await ctx.db.auditEntry.count();
    const twin = await api('post', '/seasons').send({ name: s.name.toUpperCase(), sport: 'basketball' });
    expect(twin.status).toBe(409);
    expect(twin.body).toEqual({
      error: 'conflict',
      message: 'There is already a season with this name.',
      errors: { name: ['There is already a season with this name.'] },
    });
    const other = await newSeason();
    expect((await api('patch', `/seasons/${other.id}`).send({ name: s.name })).status).toBe(409);
    // Its own name is no clash.
    expect((await api('patch', `/seasons/${s.id}`).send({ name: s.name })).status).toBe(200);
    for (const body of [
      { name: '  ', sport: 'basketball' },
      { name: 'X', sport: 'cricket' },
      { name: 'X', sport: 'basketball', start_date: '2027-02-30' },
      { name: 'X', sport: 'basketball', start_date: '0000-01-01' },
      { name: 'x'.repeat(101), sport: 'basketball' },
    ]) {
      const res = await api('post', '/seasons').send(body);
      expect(res.status, JSON.stringify(body)).toBe(422);
      expect(res.body.error).toBe('validation_failed');
    }
    expect((await api('get', '/seasons/99999999')).status).toBe(404);
    expect((await api('patch', '/seasons/99999999').send({ name: 'Y' })).status).toBe(404);
    expect((await api('put', '/seasons/nope/status').send({ status: 'active' })).status).toBe(404);
    // One more season (other), one audit entry each for it and the no-op rename.
    expect(await ctx.db.season.count()).toBe(seasons + 1);
    expect(await ctx.db.auditEntry.count()).toBe(entries + 2);
  });
});

describe('grades and division groups', () => {
  it('creates and lists grades in their sort order with their groups, and changes name and order', async () => {
    const late = await newGrade(unique('Veterans'), 50);
    const early = await newGrade(unique('Juniors'), -50);
    const group = await newGroup(early.id, { type: 'junior', capacity: 12 });
    const list = (await api('get', '/grades')).body.data.grades as Array<{ id: number; groups: unknown[] }>;
    const ids = list.map((g) => g.id);
    expect(ids.indexOf(early.id)).toBeLessThan(ids.indexOf(late.id));
    expect(list.find((g) => g.id === early.id)!.groups).toEqual([
      { id: group.id, grade_id: early.id, name: group.name, type: 'junior', capacity: 12 },
    ]);

    const moved = await api('patch', `/grades/${late.id}`).send({ sort_order: -100, name: 'Masters' });
    expect(moved.body.data).toMatchObject({ id: late.id, name: 'Masters', sort_order: -100 });
    const after = (await api('get', '/grades')).body.data.grades.map((g: { id: number }) => g.id) as number[];
    expect(after.indexOf(late.id)).toBeLessThan(after.indexOf(early.id));
    expect(await auditOf('Grade', late.id)).toEqual([
      expect.objectContaining({ action: 'grade.create' }),
      expect.objectContaining({
        action: 'grade.update',
        before: expect.objectContaining({ sort_order: 50 }),
        after: expect.objectContaining({ name: 'Masters', sort_order: -100 }),
      }),
    ]);
    expect((await api('post', '/grades').send({ name: 'masters' })).status).toBe(409);
  });

  it('compares names literally: % _ and a trailing backslash are characters, not patterns', async () => {
    // Prisma's case-insensitive equals is an ILIKE: '%' once clashed with every grade, and a
    // name ending in a backslash answered 500.
    for (const name of ['%', 'U1_', 'Open \\'])
      expect((await api('post', '/grades').send({ name })).status, name).toBe(201);
    expect((await api('post', '/grades').send({ name: 'U10' })).status).toBe(201);
    expect((await api('post', '/grades').send({ name: 'OPEN \\' })).status).toBe(409);
    const audit = await api('get', '/audit?q=%5C');
    expect(audit.status).toBe(200);
  });

  it('changes a group, and refuses an unknown grade, a negative capacity and a name its grade has', async () => {
    const seniors = await newGrade();
    const juniors = await newGrade();
    const group = await newGroup(seniors.id);
    const entries = await ctx.db.auditEntry.count();
    const noGrade = await api('post', '/division-groups').send({ grade_id: 99_999_999, name: 'Lost' });
    expect(noGrade.status).toBe(422);
    expect(noGrade.body.errors).toEqual({ grade_id: ['There is no such grade.'] });
    expect(
      (await api('post', '/division-groups').send({ grade_id: seniors.id, name: 'A', capacity: -1 })).status,
    ).toBe(422);
    const twin = await api('post', '/division-groups').send({
      grade_id: seniors.id,
      name: ` ${group.name.toLowerCase()}`,
    });
    expect(twin.status).toBe(409);
    expect(await ctx.db.auditEntry.count()).toBe(entries);
    expect(await ctx.db.divisionGroup.count({ where: { gradeId: seniors.id } })).toBe(1);

    // Another grade may have a group of that name; the group may move there.
    await newGroup(juniors.id, { name: 'Under 14 Girls' });
    const moved = await api('patch', `/division-groups/${group.id}`).send({
      grade_id: juniors.id,
      capacity: 6,
    });
    expect(moved.status).toBe(200);
    expect(moved.body.data).toEqual({
      id: group.id,
      grade_id: juniors.id,
      name: group.name,
      type: null,
      capacity: 6,
    });
    expect((await api('patch', `/division-groups/${group.id}`).send({ name: 'under 14 girls' })).status).toBe(
      409,
    );
    expect((await api('patch', `/division-groups/${group.id}`).send({ grade_id: 99_999_999 })).status).toBe(
      422,
    );
    expect((await api('patch', '/division-groups/99999999').send({ capacity: 1 })).status).toBe(404);
    const [, update] = await auditOf('DivisionGroup', group.id);
    expect(update).toMatchObject({
      action: 'division_group.update',
      before: { grade_id: seniors.id, capacity: null },
      after: { grade_id: juniors.id, capacity: 6 },
    });
  });
});

describe('divisions', () => {
  it('creates a division with every setting, shows it by grade and group, and changes it', async () => {
    const s = await newSeason();
    const grade = await newGrade();
    const group = await newGroup(grade.id);
    const d = await newDivision(s.id, group.id, { name: 'Open Men Div 1', ...allSettings });
    expect(d).toEqual({
      id: d.id,
      season_id: s.id,
      group_id: group.id,
      grade_id: grade.id,
      name: 'Open Men Div 1',
      ...allSettings,
      team_count: 0,
    });
    // Left out, the settings take their defaults.
    const plain = await newDivision(s.id, group.id, { name: 'Open Men Div 2' });
    expect(plain).toMatchObject({
      note: null,
      show_results: true,
      min_players: null,
      status: 'active',
      nomination_price_cents: 0,
      points_win: null,
      tie_break_order: [],
      finals_format: 'none',
    });

    const detail = await api('get', `/seasons/${s.id}`);
    expect(detail.status).toBe(200);
    expect(detail.body.data.season).toMatchObject({ id: s.id, division_count: 2, team_count: 0 });
    expect(detail.body.data.grades).toEqual([
      {
        id: grade.id,
        name: grade.name,
        groups: [{ id: group.id, name: group.name, type: null, capacity: null, divisions: [d, plain] }],
      },
    ]);

    const changed = await api('patch', `/divisions/${d.id}`).send({
      points_win: null,
      tie_break_order: ['percentage'],
      max_players: null,
      note: '  ',
      finals_format: 'top_two',
    });
    expect(changed.status).toBe(200);
    expect(changed.body.data).toMatchObject({
      points_win: null,
      tie_break_order: ['percentage'],
      max_players: null,
      note: null,
      finals_format: 'top_two',
      min_players: 6,
    });
    expect(await auditOf('Division', d.id)).toEqual([
      expect.objectContaining({
        action: 'division.create',
        after: expect.objectContaining({ points_win: 4 }),
      }),
      expect.objectContaining({
        action: 'division.update',
        before: expect.objectContaining({
          points_win: 4,
          finals_format: 'top_four_page',
          note: allSettings.note,
        }),
        after: expect.objectContaining({ points_win: null, finals_format: 'top_two', note: null }),
      }),
    ]);
  });

  it('refuses min above max, an unknown group or season, a repeated tie-break and a name the season has', async () => {
    const s = await newSeason();
    const group = await newGroup((await newGrade()).id);
    const d = await newDivision(s.id, group.id, { min_players: 5, max_players: 10 });
    const divisions = await ctx.db.division.count();
    const entries = await ctx.db.auditEntry.count();

    const tooFew = await api('post', `/seasons/${s.id}/divisions`).send({
      group_id: group.id,
      name: 'B',
      min_players: 8,
      max_players: 7,
    });
    expect(tooFew.status).toBe(422);
    expect(tooFew.body.errors).toEqual({
      max_players: ['The maximum number of players must be at least the minimum.'],
    });
    // Checked against the division as it would be: a new minimum above its maximum.
    expect((await api('patch', `/divisions/${d.id}`).send({ min_players: 11 })).status).toBe(422);
    const ages = await api('patch', `/divisions/${d.id}`).send({ min_age: 21, max_age: 20 });
    expect(ages.status).toBe(422);
    expect(ages.body.errors).toEqual({ max_age: ['The maximum age must be at least the minimum age.'] });
    const noGroup = await api('post', `/seasons/${s.id}/divisions`).send({ group_id: 99_999_999, name: 'C' });
    expect(noGroup.status).toBe(422);
    expect(noGroup.body.errors).toEqual({ group_id: ['There is no such division group.'] });
    expect((await api('patch', `/divisions/${d.id}`).send({ group_id: 99_999_999 })).status).toBe(422);
    expect(
      (await api('post', '/seasons/99999999/divisions').send({ group_id: group.id, name: 'D' })).status,
    ).toBe(404);
    for (const bad of [
      { tie_break_order: ['wins', 'wins'] },
      { tie_break_order: ['coin_toss'] },
      { capacity: -1 },
      { nomination_price_cents: 12.5 },
      { finals_format: 'knockout' },
      { status: 'paused' },
      { draw_rounds: 'thrice' },
      // 'count' needs a number of rounds (checked against the division as it would be).
      { draw_rounds: 'count' },
      { draw_round_count: 0 },
      { double_rounds: [3, 3] },
      { play_weekdays: [7] },
      { preferred_venue_ids: [99_999_999] },
      { players_gender: 'men' },
      { min_age: -1 },
    ]) {
      const res = await api('patch', `/divisions/${d.id}`).send(bad);
      expect(res.status, JSON.stringify(bad)).toBe(422);
    }
    const twin = await api('post', `/seasons/${s.id}/divisions`).send({
      group_id: group.id,
      name: d.name.toUpperCase(),
    });
    expect(twin.status).toBe(409);
    expect(twin.body.errors).toEqual({ name: ['This season already has a division with this name.'] });
    expect(await ctx.db.division.count()).toBe(divisions);
    expect(await ctx.db.auditEntry.count()).toBe(entries);
    expect(await ctx.db.division.findUniqueOrThrow({ where: { id: d.id } })).toMatchObject({
      minPlayers: 5,
      maxPlayers: 10,
      tieBreakOrder: [],
    });
    // Another season may use the name.
    await newDivision((await newSeason()).id, group.id, { name: d.name });
  });

  it('deletes a division without teams, and refuses one with teams or games with 409', async () => {
    const s = await newSeason();
    const group = await newGroup((await newGrade()).id);
    const empty = await newDivision(s.id, group.id);
    const withTeams = await newDivision(s.id, group.id);
    const withGames = await newDivision(s.id, group.id);
    await createTeams(ctx.db, withTeams.id, ['Hoopers'] as const);
    await createGame(
      ctx.db,
      withGames.id,
      { y: 2027, m: 5, d: 1, h: 9 },
      { round: 1, courtId: (await createCourt(ctx.db)).id },
    );

    const refused = await api('delete', `/divisions/${withTeams.id}`);
    expect(refused.status).toBe(409);
    expect(refused.body.error).toBe('conflict');
    expect((await api('delete', `/divisions/${withGames.id}`)).status).toBe(409);
    expect(await ctx.db.division.count({ where: { id: { in: [withTeams.id, withGames.id] } } })).toBe(2);

    const res = await api('delete', `/divisions/${empty.id}`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ data: { id: empty.id } });
    expect(await ctx.db.division.count({ where: { id: empty.id } })).toBe(0);
    expect(await auditOf('Division', empty.id)).toEqual([
      expect.objectContaining({ action: 'division.create' }),
      expect.objectContaining({
        action: 'division.delete',
        before: expect.objectContaining({ name: empty.name }),
        after: null,
      }),
    ]);
    expect((await api('delete', `/divisions/${empty.id}`)).status).toBe(404);
  });
});

describe('copying a season into the next', () => {
  it('copies every division with all its settings into the same groups, without teams or games', async () => {
    const from = await newSeason({ sport: 'netball', start_date: '2026-04-01' });
    const seniors = await newGrade();
    const juniors = await newGrade();
    const men = await newGroup(seniors.id, { capacity: 10 });
    const girls = await newGroup(juniors.id, { type: 'junior' });
    const a = await newDivision(from.id, men.id, allSettings);
    const b = await newDivision(from.id, girls.id, {
      min_players: 7,
      points_bye: 2,
      finals_format: 'top_two',
    });
    await createTeams(ctx.db, a.id, ['Rozelle Rockets', 'Glebe Giants'] as const);
    await createGame(ctx.db, b.id, { y: 2026, m: 5, d: 2, h: 10 }, { round: 1 });
    await api('put', `/seasons/${from.id}/status`).send({ status: 'active' });
    await api('put', `/seasons/${from.id}/nominations`).send({ open: true });

    const res = await api('post', `/seasons/${from.id}/copy`).send({
      name: 'Winter 2028',
      start_date: '2027-04-07',
    });
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({
      name: 'Winter 2028',
      sport: 'netball',
      start_date: '2027-04-07',
      status: 'inactive',
      nominations_open: false,
      archived: false,
      copied_from_id: from.id,
      division_count: 2,
      team_count: 0,
    });
    const copyId = res.body.data.id as number;
    const settings = (d: Record<string, unknown>) => {
      const { id: _id, season_id: _s, team_count: _t, ...rest } = d;
      return rest;
    };
    const source = (await api('get', `/seasons/${from.id}`)).body.data;
    const copy = (await api('get', `/seasons/${copyId}`)).body.data;
    const divisionsOf = (detail: typeof copy) =>
      (detail.grades as Array<{ groups: Array<{ divisions: Array<Record<string, unknown>> }> }>).flatMap(
        (g) => g.groups.flatMap((group) => group.divisions),
      );
    expect(divisionsOf(copy).map(settings)).toEqual(divisionsOf(source).map(settings));
    expect(divisionsOf(copy).every((d) => d.season_id === copyId && d.team_count === 0)).toBe(true);
    expect(divisionsOf(copy).map((d) => d.id)).not.toContain(a.id);
    expect(await ctx.db.team.count({ where: { division: { seasonId: copyId } } })).toBe(0);
    expect(await ctx.db.game.count({ where: { division: { seasonId: copyId } } })).toBe(0);
    // The source is as it was.
    expect(source.season).toMatchObject({ status: 'active', nominations_open: true, team_count: 2 });
    expect(await auditOf('Season', copyId)).toEqual([
      expect.objectContaining({
        action: 'season.copy',
        actorId: admin.id,
        after: expect.objectContaining({ name: 'Winter 2028', copied_from_id: from.id, divisions_copied: 2 }),
      }),
    ]);
  });

  it('is one transaction: a division that fails to copy leaves no new season, division or audit entry', async () => {
    const from = await newSeason();
    const group = await newGroup((await newGrade()).id);
    await newDivision(from.id, group.id, { name: 'Copies fine' });
    await newDivision(from.id, group.id, { name: 'Breaks the copy' });
    const [seasons, divisions, entries] = [
      await ctx.db.season.count(),
      await ctx.db.division.count(),
      await ctx.db.auditEntry.count(),
    ];
    // The database refuses the second division's copy, after the season and the first division were written.
    await ctx.db.$executeRawUnsafe(
      `CREATE FUNCTION seasons_test_refuse() RETURNS trigger LANGUAGE plpgsql AS $$
       BEGIN IF NEW.name = 'Breaks the copy' THEN RAISE EXCEPTION 'refused by the test'; END IF; RETURN NEW; END $$`,
    );
    await ctx.db.$executeRawUnsafe(
      'CREATE TRIGGER seasons_test_refuse BEFORE INSERT ON "Division" FOR EACH ROW EXECUTE FUNCTION seasons_test_refuse()',
    );
    try {
      const res = await api('post', `/seasons/${from.id}/copy`).send({ name: unique('Half copied') });
      expect(res.status).toBe(500);
    } finally {
      await ctx.db.$executeRawUnsafe('DROP TRIGGER seasons_test_refuse ON "Division"');
      await ctx.db.$executeRawUnsafe('DROP FUNCTION seasons_test_refuse()');
    }
    expect([
      await ctx.db.season.count(),
      await ctx.db.division.count(),
      await ctx.db.auditEntry.count(),
    ]).toEqual([seasons, divisions, entries]);
  });

  it('refuses a name in use or an unknown season, and then nothing of the copy is written', async () => {
    const from = await newSeason();
    await newDivision(from.id, (await newGroup((await newGrade()).id)).id);
    const [seasons, divisions, entries] = [
      await ctx.db.season.count(),
      await ctx.db.division.count(),
      await ctx.db.auditEntry.count(),
    ];
    expect((await api('post', `/seasons/${from.id}/copy`).send({ name: from.name })).status).toBe(409);
    expect((await api('post', '/seasons/99999999/copy').send({ name: unique('Copy') })).status).toBe(404);
    expect((await api('post', `/seasons/${from.id}/copy`).send({ name: '' })).status).toBe(422);
    expect([
      await ctx.db.season.count(),
      await ctx.db.division.count(),
      await ctx.db.auditEntry.count(),
    ]).toEqual([seasons, divisions, entries]);
  });
});

describe('nominations, status and archive as the member side sees them', () => {
  const wizard = () => ctx.api().get('/api/ecommerce/teamnomination').set('authorization', bearer(member.id));
  const publicSeasons = async () =>
    (await ctx.api().get('/api/draw/seasons')).body.data as Array<{ season_id: number; archived: boolean }>;

  it('offers the season in the nomination wizard once nominations are open, and stops when they close', async () => {
    const s = await newSeason();
    await newDivision(s.id, (await newGroup((await newGrade()).id)).id);
    await ctx.db.season.updateMany({ where: { id: { not: s.id } }, data: { nominationsOpen: false } });
    expect((await wizard()).body.data).toMatchObject({ open: false, closed_message: NOMINATION_MSG.closed });

    const opened = await api('put', `/seasons/${s.id}/nominations`, competition.id).send({ open: true });
    expect(opened.status).toBe(200);
    expect(opened.body.data).toMatchObject({ nominations_open: true, status: 'inactive' });
    const open = (await wizard()).body.data;
    expect(open).toMatchObject({ open: true, closed_message: null });
    expect(open.seasons).toEqual([{ value: s.id, text: s.name }]);

    await api('put', `/seasons/${s.id}/nominations`).send({ open: false });
    expect((await wizard()).body.data).toMatchObject({ open: false, closed_message: NOMINATION_MSG.closed });
    expect((await auditOf('Season', s.id)).slice(1)).toEqual([
      expect.objectContaining({
        action: 'season.nominations',
        actorId: competition.id,
        before: expect.objectContaining({ nominations_open: false }),
        after: expect.objectContaining({ nominations_open: true }),
      }),
      expect.objectContaining({
        action: 'season.nominations',
        after: expect.objectContaining({ nominations_open: false }),
      }),
    ]);
  });

  it('will not open nominations for a season with no active division to enter', async () => {
    const s = await newSeason();
    await newDivision(s.id, (await newGroup((await newGrade()).id)).id, { status: 'inactive' });
    const res = await api('put', `/seasons/${s.id}/nominations`).send({ open: true });
    expect(res.status).toBe(409);
    expect(res.body.message).toMatch(/active division/);
    expect((await ctx.db.season.findUniqueOrThrow({ where: { id: s.id } })).nominationsOpen).toBe(false);
  });

  it('lists an active season in the public draw, not a deactivated one, and an archived one as archived', async () => {
    const s = await newSeason();
    expect((await publicSeasons()).map((p) => p.season_id)).not.toContain(s.id);
    const active = await api('put', `/seasons/${s.id}/status`).send({ status: 'active' });
    expect(active.body.data.status).toBe('active');
    expect(await publicSeasons()).toContainEqual({ season_id: s.id, season_name: s.name, archived: false });
    await api('put', `/seasons/${s.id}/status`).send({ status: 'inactive' });
    expect((await publicSeasons()).map((p) => p.season_id)).not.toContain(s.id);

    await api('put', `/seasons/${s.id}/status`).send({ status: 'active' });
    const archived = await api('put', `/seasons/${s.id}/archived`).send({ archived: true });
    expect(archived.body.data).toMatchObject({ archived: true, status: 'active' });
    expect(await publicSeasons()).toContainEqual({ season_id: s.id, season_name: s.name, archived: true });
    expect((await auditOf('Season', s.id)).at(-1)).toMatchObject({
      action: 'season.archived',
      before: { archived: false },
      after: { archived: true },
    });
  });

  it('closes nominations when archiving, and changes neither nominations nor status until unarchived', async () => {
    const s = await newSeason();
    await newDivision(s.id, (await newGroup((await newGrade()).id)).id);
    await api('put', `/seasons/${s.id}/nominations`).send({ open: true });
    const archived = await api('put', `/seasons/${s.id}/archived`).send({ archived: true });
    expect(archived.body.data).toMatchObject({ archived: true, nominations_open: false });
    const reopen = await api('put', `/seasons/${s.id}/nominations`).send({ open: true });
    expect(reopen.status).toBe(409);
    expect(reopen.body.message).toMatch(/archived/);
    expect((await api('put', `/seasons/${s.id}/status`).send({ status: 'active' })).status).toBe(409);

    const back = await api('put', `/seasons/${s.id}/archived`).send({ archived: false });
    expect(back.body.data).toMatchObject({ archived: false, nominations_open: false, status: 'inactive' });
    expect((await api('put', `/seasons/${s.id}/nominations`).send({ open: true })).status).toBe(200);
    expect((await api('put', `/seasons/${s.id}/nominations`).send({ open: 'yes' })).status).toBe(422);
  });
});

describe('who may', () => {
  it('lets competition staff run seasons, finance staff read them, and refuses facilities staff and members with 403', async () => {
    const created = await api('post', '/seasons', competition.id).send({
      name: unique('Spring'),
      sport: 'basketball',
    });
    expect(created.status).toBe(201);
    expect((await auditOf('Season', created.body.data.id))[0]!.actorId).toBe(competition.id);
    expect((await api('get', '/grades', competition.id)).status).toBe(200);

    const finance = await createMember(ctx.db, { staffGrants: { create: [{ role: 'finance' }] } });
    const facilities = await createMember(ctx.db, { staffGrants: { create: [{ role: 'facilities' }] } });
    const seasons = await ctx.db.season.count();
    // The treasurer picks a season's division to bill its game fees, and changes nothing.
    expect((await api('get', '/seasons', finance.id)).status).toBe(200);
    expect((await api('get', `/seasons/${created.body.data.id}`, finance.id)).status).toBe(200);
    for (const who of [finance.id, facilities.id, member.id]) {
      const list = await api('get', '/seasons', who);
      if (who !== finance.id) {
        expect(list.status).toBe(403);
        expect(list.body.error).toBe('forbidden');
      }
      expect(
        (await api('post', '/seasons', who).send({ name: unique('Nope'), sport: 'basketball' })).status,
      ).toBe(403);
      expect(
        (await api('put', `/seasons/${created.body.data.id}/nominations`, who).send({ open: true })).status,
      ).toBe(403);
    }
    expect(await ctx.db.season.count()).toBe(seasons);
    expect((await ctx.api().get('/api/admin/seasons')).status).toBe(401);
  });
});
