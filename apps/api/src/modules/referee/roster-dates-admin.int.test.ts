// Publishing a roster date from the console: the member side then refuses availability changes
// touching the date, each official of the day's games gets one email listing their games (over
// real SMTP to the test listener), a second publish is a 409, withdrawing opens the date again;
// every change is audited.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REFEREE_MSG } from '@courtside/contracts';
import { createTestContext, type TestContext } from '../../../test/helpers.js';
import { createMember } from '../../../test/factories.js';
import {
  at,
  createCompetition,
  createGame,
  dayFromToday,
  type Competition,
} from '../../../test/officials-fixtures.js';
import { weekdayOfIso } from '../../lib/local-dates.js';

let ctx: TestContext;
let staff: { id: number };
let comp: Competition;
const DAY = dayFromToday(10);
const bearer = (id: number) => `Bearer ${ctx.app.jwt.sign({ sub: String(id), tv: 0 })}`;
const api = (method: 'get' | 'post' | 'delete', path: string) =>
  ctx.api()[method](`/api/admin${path}`).set('authorization', bearer(staff.id));

beforeAll(async () => {
  ctx = await createTestContext({ TIME_ZONE: 'Australia/Sydney', CLIENT_NAME: 'Harbourside Basketball' });
  staff = await createMember(ctx.db, { staffGrants: { create: [{ role: 'competition' }] } });
  comp = await createCompetition(ctx.db, { venueName: 'Roster Stadium' });
});
afterAll(() => ctx?.close());

describe('publishing a roster date', () => {
  it('emails each official their games of the day and closes the date to availability changes', async () => {
    const kim = await createMember(ctx.db, {
      firstname: 'Kim',
      email: 'kim@example.test',
      isRef: true,
      accessRef: ['Referee', 'Scorer'],
    });
    const lee = await createMember(ctx.db, { firstname: 'Lee', email: 'lee@example.test', isRef: true });
    const [nine, ten] = [
      await createGame(ctx.db, comp, at(10, '09:00')),
      await createGame(ctx.db, comp, at(10, '10:00')),
    ];
    await createGame(ctx.db, comp, at(10, '11:00'));
    const nextDay = await createGame(ctx.db, comp, at(11, '09:00'));
    await ctx.db.refereeAssignment.createMany({
      data: [
        { gameId: nine.id, memberId: kim.id, rosterType: 'Referee' },
        { gameId: ten.id, memberId: kim.id, rosterType: 'Scorer' },
        { gameId: ten.id, memberId: lee.id, rosterType: 'Referee' },
        { gameId: nextDay.id, memberId: kim.id, rosterType: 'Referee' },
      ],
    });
    // Kim keeps a slot on the day's weekday before the date is published.
    const keep = await ctx
      .api()
      .post('/api/referee/availability')
      .set('authorization', bearer(kim.id))
      .send({
        season: comp.season.id,
        availability: [{ day: weekdayOfIso(DAY), time: '09:00' }],
        unavailability: [],
      });
    expect(keep.status, JSON.stringify(keep.body)).toBe(200);

    const res = await api('post', `/seasons/${comp.season.id}/roster-dates`).send({ date: DAY });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.data).toEqual({ date: DAY, emailed: 2, games_without_officials: 1 });

    const mailTo = async (to: string) =>
      ctx.mail.waitFor((m) => m.to === to && m.subject.startsWith('Your games on'));
    const toKim = await mailTo('kim@example.test');
    expect(toKim.subject).toMatch(/^Your games on \w{3} \d{2}\/\d{2}\/\d{4} - Harbourside Basketball$/);
    expect(toKim.text).toContain(
      `- 09:00 Roster Stadium, Court 1: ${comp.teamA.name} vs ${comp.teamB.name} (${comp.division.name}), Referee`,
    );
    expect(toKim.text).toContain(
      `- 10:00 Roster Stadium, Court 1: ${comp.teamA.name} vs ${comp.teamB.name} (${comp.division.name}), Scorer`,
    );
    // The next day's game is not in the day's email.
    expect(toKim.text.match(/^- /gm)).toHaveLength(2);
    expect((await mailTo('lee@example.test')).text).toContain('- 10:00 Roster Stadium, Court 1');

    // The member side now refuses a change touching the date.
    const change = await ctx
      .api()
      .post('/api/referee/availability')
      .set('authorization', bearer(kim.id))
      .send({ season: comp.season.id, availability: [], unavailability: [] });
    expect(change.status).toBe(422);
    expect(change.body).toEqual({ error: 'roster_published', message: REFEREE_MSG.rosterPublished });

    const again = await api('post', `/seasons/${comp.season.id}/roster-dates`).send({ date: DAY });
    expect(again.status).toBe(409);
    const list = await api('get', `/seasons/${comp.season.id}/roster-dates`).expect(200);
    expect(list.body.data.dates).toEqual([{ date: DAY, published_at: expect.any(String) }]);

    expect((await api('delete', `/seasons/${comp.season.id}/roster-dates/${DAY}`)).status).toBe(200);
    expect((await api('delete', `/seasons/${comp.season.id}/roster-dates/${DAY}`)).status).toBe(404);
    const reopened = await ctx
      .api()
      .post('/api/referee/availability')
      .set('authorization', bearer(kim.id))
      .send({ season: comp.season.id, availability: [], unavailability: [] });
    expect(reopened.status).toBe(200);
    const audit = await ctx.db.auditEntry.findMany({
      where: { entity: 'Season', entityId: String(comp.season.id), action: { startsWith: 'roster_date.' } },
      orderBy: { id: 'asc' },
    });
    expect(audit.map((a) => [a.action, a.actorId])).toEqual([
      ['roster_date.publish', staff.id],
      ['roster_date.withdraw', staff.id],
    ]);
  });

  it('refuses an unknown season, a bad date, and staff of another role', async () => {
    expect((await api('post', '/seasons/999999/roster-dates').send({ date: DAY })).status).toBe(404);
    const bad = await api('post', `/seasons/${comp.season.id}/roster-dates`).send({ date: '2027-02-30' });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.errors)).toEqual(['date']);
    expect((await api('delete', `/seasons/${comp.season.id}/roster-dates/2027-13-45`)).status).toBe(422);
    const finance = await createMember(ctx.db, { staffGrants: { create: [{ role: 'finance' }] } });
    const refused = await ctx
      .api()
      .post(`/api/admin/seasons/${comp.season.id}/roster-dates`)
      .set('authorization', bearer(finance.id))
      .send({ date: DAY });
    expect(refused.status).toBe(403);
    expect(await ctx.db.rosterPublication.count({ where: { seasonId: comp.season.id } })).toBe(0);
  });
});
