import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/helpers.js';
import { createMember } from '../../test/factories.js';
import { at, createCompetition, createGame, dayFromToday, TZ } from '../../test/officials-fixtures.js';
import { seedOfficials } from './officials.js';

let ctx: TestContext;
const bearer = (id: number) => `Bearer ${ctx.app.jwt.sign({ sub: String(id), tv: 0 })}`;

beforeAll(async () => {
  ctx = await createTestContext({ TIME_ZONE: TZ });
});
afterAll(() => ctx?.close());

describe('officials demo data', () => {
  it('does nothing when there are no upcoming games', async () => {
    await createMember(ctx.db, {
      username: 'demomanager',
      isRef: true,
      isRoster: true,
      isMan: true,
      accessRef: ['referee', 'scorer'],
    });
    expect(await seedOfficials(ctx.db, ctx.env)).toBe(false);
    expect(await ctx.db.refereeAssignment.count()).toBe(0);
    expect(await ctx.db.localEvent.count()).toBe(0);
    expect(await ctx.db.notice.count()).toBe(0);
  });

  it("rosters demomanager, publishes the coming week's first two playing days and fills the event roster and noticeboard", async () => {
    const manager = await ctx.db.member.findUniqueOrThrow({ where: { usernameLower: 'demomanager' } });
    const comp = await createCompetition(ctx.db);
    for (const [day, time] of [
      [1, '18:30'],
      [1, '19:30'],
      [2, '10:00'],
      [4, '10:00'],
      [9, '18:30'],
      [10, '10:00'],
    ] as const)
      await createGame(ctx.db, comp, at(day, time));

    expect(await seedOfficials(ctx.db, ctx.env)).toBe(true);
    expect(await ctx.db.refereeAssignment.count({ where: { memberId: manager.id } })).toBeGreaterThan(0);
    const published = await ctx.db.rosterPublication.findMany({
      where: { seasonId: comp.season.id },
      orderBy: { date: 'asc' },
    });
    expect(published.map((p) => p.date.toISOString().slice(0, 10))).toEqual([
      dayFromToday(1),
      dayFromToday(2),
    ]);

    const api = ctx.api();
    const mine = await api
      .post('/api/referee/roster')
      .set('authorization', bearer(manager.id))
      .send({ season: comp.season.id, roster: 'my', dates: [dayFromToday(0), dayFromToday(20)] });
    expect(mine.status).toBe(200);
    expect(mine.body.data.length).toBeGreaterThan(0);

    const events = await api.get('/api/roster/events').set('authorization', bearer(manager.id));
    expect(events.body.data.map((e: { event_name: string }) => e.event_name)).toEqual([
      'Junior Carnival',
      'Presentation Night',
    ]);
    const todayShifts = await api
      .post('/api/roster/eventroster')
      .set('authorization', bearer(manager.id))
      .send({ event: events.body.data[0].event_id, roster: 'my' });
    expect(todayShifts.body.data.map((s: { function: string }) => s.function)).toEqual([
      'Scorer',
      'Timekeeper',
    ]);

    const board = await api
      .get('/member/noticeboard')
      .set('accept', 'application/json')
      .set('authorization', bearer(manager.id));
    expect(board.status).toBe(200);
    expect(Object.keys(board.body.noticeboard)).toEqual([
      'Players looking for a team',
      'Teams looking for players',
    ]);
    expect(board.body.notices[0].html).toContain('<table>');
  });
});
