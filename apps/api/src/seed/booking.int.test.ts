import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/helpers.js';
import { createMember } from '../../test/factories.js';
import { VISA } from '../../test/money-factories.js';
import { seedCompetition } from './competition.js';
import { seedBooking } from './booking.js';

let ctx: TestContext;
const bearer = (id: number) => `Bearer ${ctx.app.jwt.sign({ sub: String(id), tv: 0 })}`;
let demomember: { id: number };

beforeAll(async () => {
  ctx = await createTestContext({ TIME_ZONE: 'Australia/Sydney' });
  demomember = await createMember(ctx.db, {
    username: 'demomember',
    usernameLower: 'demomember',
    gender: 'male',
  });
  await createMember(ctx.db, { username: 'demomanager', usernameLower: 'demomanager' });
  await ctx.db.$transaction((tx) => seedCompetition(tx, ctx.env), { timeout: 120_000 });
  expect(await seedBooking(ctx.db, ctx.env)).toBe(true);
}, 180_000);
afterAll(() => ctx?.close());

describe('court hire demo data', () => {
  it("divides each competition venue's Court 1 into halves and lists the catalogue", async () => {
    const venues = (await ctx.api().get('/api/booking/venues')).body.data as Array<{ venue_id: number }>;
    expect(venues).toHaveLength(2);
    const courts = (await ctx.api().get(`/api/booking/courts/venue/${venues[0]!.venue_id}`)).body
      .data as Array<{
      court_id: number;
      court_name: string;
      parent_id: number | null;
    }>;
    const full = courts.find((c) => c.court_name === 'Court 1')!;
    expect(courts.filter((c) => c.parent_id === full.court_id).map((c) => c.court_name)).toEqual([
      'Court 1 - Half A',
      'Court 1 - Half B',
    ]);
    const sports = (await ctx.api().get(`/api/booking/sports/venue/${venues[0]!.venue_id}`)).body.data.map(
      (s: { sport_name: string }) => s.sport_name,
    );
    expect(sports.sort()).toEqual(['Basketball', 'Futsal', 'Netball', 'Volleyball']);
    const types = (await ctx.api().get(`/api/booking/types/venue/${venues[0]!.venue_id}`)).body.data.map(
      (t: { type_name: string }) => t.type_name,
    );
    expect(types.sort()).toEqual(['Casual hire', 'Party', 'Training']);
    const options = (await ctx.api().get(`/api/booking/options/venue/${venues[0]!.venue_id}`)).body.data.map(
      (o: { option_name: string }) => o.option_name,
    );
    expect(options.sort()).toEqual(['Full court', 'Half court', 'With scoreboard']);
  });

  it('books courts for other members in the coming days, never over a game or each other, and gives demomember a past booking', async () => {
    const bookings = await ctx.db.booking.findMany({ include: { occupancies: true } });
    expect(bookings.filter((b) => b.memberId !== demomember.id).length).toBeGreaterThanOrEqual(4);
    for (const b of bookings) {
      expect(b.orderId).not.toBeNull();
      expect(b.occupancies.length).toBeGreaterThan(0);
      const games = await ctx.db.game.count({
        where: {
          courtId: { not: null },
          startsAt: { lt: b.endsAt },
          endsAt: { gt: b.startsAt },
          court: {
            OR: [{ id: b.courtId }, { halves: { some: { id: b.courtId } } }, { parentCourtId: b.courtId }],
          },
        },
      });
      expect(games).toBe(0);
    }
    const history = await ctx
      .api()
      .get('/api/booking/mybookings')
      .set('authorization', bearer(demomember.id));
    expect(history.body.data).toHaveLength(1);
    expect(history.body.data[0]).toMatchObject({ space_name: 'Court 2', status: 'Booked' });
    expect(new Date(history.body.data[0].booking_from).getTime()).toBeLessThan(Date.now());
  });

  it('lets demomember book and pay for a free court tomorrow at the demo rates', async () => {
    const venueId = (await ctx.api().get('/api/booking/venues')).body.data[0].venue_id;
    const courts = (await ctx.api().get(`/api/booking/courts/venue/${venueId}`)).body.data as Array<{
      court_id: number;
      court_name: string;
    }>;
    const sport = (await ctx.api().get(`/api/booking/sports/venue/${venueId}`)).body.data.find(
      (s: { sport_name: string }) => s.sport_name === 'Basketball',
    ).sport_id;
    const type = (await ctx.api().get(`/api/booking/types/venue/${venueId}`)).body.data.find(
      (t: { type_name: string }) => t.type_name === 'Casual hire',
    ).type_id;
    const tomorrow = new Date(Date.now() + 86_400_000).toLocaleDateString('en-GB', {
      timeZone: 'Australia/Sydney',
    });
    const space = courts.find((c) => c.court_name === 'Court 3')!.court_id;
    const avail = await ctx
      .api()
      .post('/api/booking/events/checkavail')
      .set('authorization', bearer(demomember.id))
      .send({ day: tomorrow, space });
    expect(avail.status).toBe(200);
    const taken = avail.body.feedback.taken as Array<{ start: string; end: string }>;
    const free = ['07:00', '08:00', '09:00', '10:00', '11:00', '12:00', '13:00', '14:00'].find((t) =>
      taken.every((s) => s.end <= t || s.start >= `${String(Number(t.slice(0, 2)) + 1).padStart(2, '0')}:00`),
    )!;
    const end = `${String(Number(free.slice(0, 2)) + 1).padStart(2, '0')}:00`;
    const cart = { day: tomorrow, start: free, end, space, sport, type, option: null };
    const price = await ctx
      .api()
      .post('/api/booking/events/checkrules')
      .set('authorization', bearer(demomember.id))
      .send(cart);
    expect([60, 75]).toContain(price.body.feedback);
    const paid = await ctx
      .api()
      .post('/api/booking/paybooking')
      .set('authorization', bearer(demomember.id))
      .send({
        cardData: VISA,
        bookingCart: { ...cart, rate_review: price.body.feedback },
        donationCart: [],
        idempotencyKey: randomUUID(),
      });
    expect(paid.status).toBe(200);
  });

  it('runs once', async () => {
    expect(await seedBooking(ctx.db, ctx.env)).toBe(false);
  });
});
