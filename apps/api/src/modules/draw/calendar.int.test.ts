import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ICAL from 'ical.js';
import { createTestContext, type TestContext } from '../../../test/helpers.js';
import {
  createCourt,
  createDivision,
  createGame,
  createSeason,
  createTeams,
} from '../../../test/competition-factory.js';

let ctx: TestContext;
let game: { id: number };
let byeCard: { id: number };
let holiday: { id: number };

beforeAll(async () => {
  ctx = await createTestContext({
    CLIENT_NAME: 'Harbourside Basketball Association',
    TIME_ZONE: 'Australia/Sydney',
  });
  const { db } = ctx;
  const season = await createSeason(db);
  const division = await createDivision(db, season.id, { name: 'Open Men Div 1' });
  const [tigers, hawks] = await createTeams(db, division.id, ['Balmain Tigers', 'Glebe Hawks']);
  const court = await createCourt(db, 'Court 2');
  // 7 March 2099 falls in daylight saving time (+11:00); 14 June would be +10:00.
  game = await createGame(
    db,
    division.id,
    { y: 2099, m: 3, d: 7, h: 18, min: 30 },
    { round: 4, courtId: court.id, teamAId: tigers.id, teamBId: hawks.id },
  );
  byeCard = await createGame(
    db,
    division.id,
    { y: 2099, m: 3, d: 7, h: 18, min: 30 },
    { round: 4, byeTeamId: tigers.id },
  );
  holiday = await createGame(
    db,
    division.id,
    { y: 2099, m: 3, d: 14, h: 9 },
    { round: 5, excludedDate: true, matchLabel: 'Public Holiday - No Games' },
  );
});
afterAll(() => ctx?.close());

describe('game calendar file', () => {
  it('answers an iCalendar file a real parser reads with the Sydney start and end, location and summary', async () => {
    const res = await ctx
      .api()
      .get(`/api/draw/game/${game.id}/ics`)
      .buffer(true)
      .parse((r, cb) => {
        let text = '';
        r.on('data', (c: Buffer) => (text += c.toString('utf8')));
        r.on('end', () => cb(null, text));
      })
      .expect(200);
    expect(res.headers['content-type']).toMatch(/^text\/calendar/);
    expect(res.headers['content-disposition']).toBe(`attachment; filename="game-${game.id}.ics"`);

    const calendar = new ICAL.Component(ICAL.parse(res.body as string));
    const zone = calendar.getFirstSubcomponent('vtimezone');
    expect(zone?.getFirstPropertyValue('tzid')).toBe('Australia/Sydney');
    ICAL.TimezoneService.register(zone!);
    const event = new ICAL.Event(calendar.getFirstSubcomponent('vevent')!);

    expect(event.uid).toBe(`game-${game.id}@portal.test`);
    expect(event.summary).toBe('Balmain Tigers vs Glebe Hawks');
    expect(event.location).toBe('Harbourside Sports Centre, 48 Victoria Road, Rozelle NSW 2039');
    expect(event.description).toBe(
      'Balmain Tigers vs Glebe Hawks\nDivision: Open Men Div 1\nRound: 4\nCourt: Court 2',
    );
    expect(event.component.getFirstProperty('dtstart')?.getParameter('tzid')).toBe('Australia/Sydney');
    expect(event.startDate.zone?.tzid).toBe('Australia/Sydney');
    expect(event.startDate.toString()).toBe('2099-03-07T18:30:00');
    expect(event.endDate.toString()).toBe('2099-03-07T19:20:00');
    // The zone definition makes the instant right: 18:30 AEDT is 07:30 UTC.
    expect(event.startDate.toJSDate().toISOString()).toBe('2099-03-07T07:30:00.000Z');
    expect(event.endDate.toJSDate().toISOString()).toBe('2099-03-07T08:20:00.000Z');
    // DTSTAMP is in UTC, as RFC 5545 requires.
    expect(res.body).toMatch(/\r\nDTSTAMP:\d{8}T\d{6}Z\r\n/);
  });

  it('has no calendar entry for a bye card, an excluded date or an unknown game, and refuses a bad id', async () => {
    await ctx.api().get(`/api/draw/game/${byeCard.id}/ics`).expect(404);
    await ctx.api().get(`/api/draw/game/${holiday.id}/ics`).expect(404);
    await ctx.api().get('/api/draw/game/999999/ics').expect(404);
    const bad = await ctx.api().get('/api/draw/game/next/ics').expect(400);
    expect(bad.body).toMatchObject({ error: 'bad_request' });
  });
});
