// The venues and court hire catalogue through the console's API (facilities staff and admins):
// venues, courts and their halves, weekly hours, sports, types and options, and rate rules,
// each write audited with before and after; bad input is a 422 and what is in use is not
// deleted (409). What staff set is what the member side offers and prices.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HIRE_MSG } from '@courtside/contracts/admin';
import { createTestContext, type TestContext } from '../../../test/helpers.js';
import { createMember } from '../../../test/factories.js';
import { createHireVenue, type HireVenue } from '../../../test/booking-factories.js';
import { localInstant } from '../../lib/local-dates.js';

let ctx: TestContext;
let v: HireVenue;
let admin: { id: number };
let facilities: { id: number };
let finance: { id: number };
let member: { id: number };

const bearer = (id: number) => `Bearer ${ctx.app.jwt.sign({ sub: String(id), tv: 0 })}`;
const api = (
  method: 'get' | 'post' | 'put' | 'delete',
  path: string,
  actor: number | null = facilities.id,
) => {
  const req = ctx.api()[method](`/api/admin${path}`);
  return actor === null ? req : req.set('authorization', bearer(actor));
};
const auditOf = (entity: string, id: number) =>
  ctx.db.auditEntry.findMany({ where: { entity, entityId: String(id) }, orderBy: { id: 'asc' } });

beforeAll(async () => {
  ctx = await createTestContext({ TIME_ZONE: 'Australia/Sydney' });
  ctx.clock.offsetMs = Date.parse('2027-06-09T09:00:00+10:00') - Date.now();
  v = await createHireVenue(ctx.db);
  const staff = (role: 'admin' | 'facilities' | 'finance') =>
    createMember(ctx.db, { firstname: role, lastname: 'Staff', staffGrants: { create: [{ role }] } });
  admin = await staff('admin');
  facilities = await staff('facilities');
  finance = await staff('finance');
  member = await createMember(ctx.db);
});
afterAll(() => ctx?.close());

describe('venues', () => {
  it('lists, adds and changes a venue, each write audited (admins too)', async () => {
    const made = await api('post', '/venues', admin.id).send({ name: 'Eastside Courts', suburb: 'Bondi' });
    expect(made.status).toBe(201);
    const id = made.body.data.id as number;
    expect(made.body.data).toEqual({
      id,
      name: 'Eastside Courts',
      address: null,
      suburb: 'Bondi',
      postcode: null,
      state: null,
      courts: 0,
      bookable_courts: 0,
    });
    const list = await api('get', '/venues');
    expect(list.body.data.venues).toContainEqual(
      expect.objectContaining({ id: v.venueId, courts: 5, bookable_courts: 5 }),
    );
    const changed = await api('put', `/venues/${id}`).send({ name: 'Eastside Stadium', state: 'NSW' });
    expect(changed.body.data).toMatchObject({ name: 'Eastside Stadium', suburb: null, state: 'NSW' });
    expect((await api('put', '/venues/2000000000').send({ name: 'Nowhere' })).status).toBe(404);
    expect((await auditOf('Venue', id)).map((a) => [a.action, a.before, a.after])).toEqual([
      ['venue.create', null, expect.objectContaining({ name: 'Eastside Courts' })],
      [
        'venue.update',
        expect.objectContaining({ name: 'Eastside Courts', suburb: 'Bondi' }),
        expect.objectContaining({ name: 'Eastside Stadium', suburb: null }),
      ],
    ]);
  });

  it('answers a venue page with its courts, halves, hours, sports and rates', async () => {
    const page = await api('get', `/venues/${v.venueId}`);
    expect(page.status).toBe(200);
    const full = page.body.data.court_list.find((c: { id: number }) => c.id === v.full);
    expect(full).toMatchObject({ halves: [v.halfA, v.halfB], option_id: v.fullOption });
    expect(full.hours).toHaveLength(7);
    expect(full.hours[0]).toEqual({ weekday: 0, open: '06:00', close: '23:00' });
    expect(page.body.data.sports.map((s: { id: number }) => s.id).sort()).toEqual(
      [v.basketball, v.netball].sort(),
    );
    expect(page.body.data.rate_rules.length).toBeGreaterThan(0);
  });

  it('refuses finance staff and members (403) and visitors (401)', async () => {
    for (const who of [finance.id, member.id]) {
      expect((await api('get', '/venues', who)).status).toBe(403);
      expect((await api('post', '/venues', who).send({ name: 'X' })).status).toBe(403);
    }
    expect((await api('get', '/venues', null)).status).toBe(401);
  });
});

describe('courts, halves and hours', () => {
  it('adds a court and its two halves, sets its week of hours, and a member can then book a half', async () => {
    const venue = (await api('post', '/venues').send({ name: 'Westside' })).body.data.id as number;
    const sport = await api('post', `/venues/${venue}/sports`).send({ name: 'Basketball' });
    expect(sport.status).toBe(201);
    const court = await api('post', `/venues/${venue}/courts`).send({ name: 'Court A', bookable: true });
    expect(court.status).toBe(201);
    const half = (name: string) =>
      api('post', `/venues/${venue}/courts`).send({
        name,
        bookable: true,
        parent_court_id: court.body.data.id,
        option_id: v.halfOption,
      });
    const a = await half('Court A - North');
    const b = await half('Court A - South');
    expect([a.status, b.status]).toEqual([201, 201]);
    const hours = await api('put', `/courts/${a.body.data.id}/hours`).send({
      hours: [
        { weekday: 4, open: '09:00', close: '12:00' },
        { weekday: 4, open: '13:00', close: '21:00' },
      ],
    });
    expect(hours.status).toBe(200);
    expect(hours.body.data.hours).toEqual([
      { weekday: 4, open: '09:00', close: '12:00' },
      { weekday: 4, open: '13:00', close: '21:00' },
    ]);
    const rule = await api('post', `/venues/${venue}/rate-rules`).send({
      from: '06:00',
      to: '22:00',
      price_per_hour_cents: 4_000,
    });
    expect(rule.status).toBe(201);
    const page = await api('get', `/venues/${venue}`);
    expect(page.body.data.court_list.find((c: { id: number }) => c.id === court.body.data.id).halves).toEqual(
      [a.body.data.id, b.body.data.id],
    );
    // The member side reads the same rows: Thursday 10 June, 10:00-11:00 on the North half at $40.
    const price = await ctx
      .api()
      .post('/api/booking/events/checkrules')
      .set('authorization', bearer(member.id))
      .send({
        day: '10/06/2027',
        start: '10:00',
        end: '11:00',
        space: a.body.data.id,
        sport: sport.body.data.id,
        type: v.casual,
        option: null,
      });
    expect(price.body).toMatchObject({ bookable: true, feedback: 40 });
    expect((await auditOf('Court', a.body.data.id)).map((e) => e.action)).toEqual([
      'court.create',
      'court.hours',
    ]);
  });

  it('refuses overlapping hours, a half at another venue and a court made a half of its own half (422)', async () => {
    const overlap = await api('put', `/courts/${v.single}/hours`).send({
      hours: [
        { weekday: 1, open: '09:00', close: '12:00' },
        { weekday: 1, open: '11:00', close: '13:00' },
      ],
    });
    expect(overlap.status).toBe(422);
    expect(overlap.body.errors).toEqual({ hours: [HIRE_MSG.hoursOverlap] });
    const other = await createHireVenue(ctx.db);
    const elsewhere = await api('post', `/venues/${v.venueId}/courts`).send({
      name: 'Stray half',
      bookable: true,
      parent_court_id: other.full,
    });
    expect(elsewhere.body.errors).toEqual({ parent_court_id: [HIRE_MSG.parentElsewhere] });
    const loop = await api('put', `/courts/${other.full}`).send({
      name: 'Court 1',
      bookable: true,
      parent_court_id: other.halfA,
    });
    expect(loop.body.errors).toEqual({ parent_court_id: [HIRE_MSG.parentLoop] });
  });

  it('retires a court by no longer hiring it, and refuses dividing a court with hires to come (409)', async () => {
    const other = await createHireVenue(ctx.db);
    const m = await createMember(ctx.db);
    const startsAt = localInstant('2027-06-20', '10:00', 'Australia/Sydney');
    const booking = await ctx.db.booking.create({
      data: {
        memberId: m.id,
        courtId: other.single,
        sportId: other.basketball,
        typeId: other.casual,
        startsAt,
        endsAt: new Date(startsAt.getTime() + 3_600_000),
        priceCents: 6_000,
        status: 'booked',
      },
    });
    await ctx.db.courtOccupancy.create({
      data: { bookingId: booking.id, courtId: other.single, startsAt, endsAt: booking.endsAt },
    });
    const half = await api('post', `/venues/${other.venueId}/courts`).send({
      name: 'Court 2 - Half',
      bookable: true,
      parent_court_id: other.single,
    });
    expect(half.status).toBe(409);
    expect(half.body.message).toBe(HIRE_MSG.divisionInUse);
    const off = await api('put', `/courts/${other.single}`).send({ name: 'Court 2', bookable: false });
    expect(off.status).toBe(200);
    expect(off.body.data.bookable).toBe(false);
    const audit = await auditOf('Court', other.single);
    expect(
      audit.map((a) => [
        a.action,
        (a.before as { bookable?: boolean } | null)?.bookable,
        (a.after as { bookable?: boolean }).bookable,
      ]),
    ).toEqual([['court.update', true, false]]);
    // Members are no longer offered it.
    const courts = await ctx.api().get(`/api/booking/courts/venue/${other.venueId}`);
    expect(courts.body.data.map((c: { court_id: number }) => c.court_id)).not.toContain(other.single);
  });
});

describe('sports, types, options and rate rules', () => {
  it('adds, changes and deletes unused ones, refusing what courts, rates or hires use (409)', async () => {
    const type = await api('post', '/booking-types').send({ name: 'Training', slug: 'training-x' });
    expect(type.status).toBe(201);
    const again = await api('post', '/booking-types').send({ name: 'Again', slug: 'training-x' });
    expect(again.status).toBe(422);
    expect(again.body.errors).toEqual({ slug: [HIRE_MSG.slugTaken] });
    const renamed = await api('put', `/booking-types/${type.body.data.id}`).send({
      name: 'Squad',
      slug: 'squad-x',
    });
    expect(renamed.body.data).toEqual({ id: type.body.data.id, name: 'Squad', slug: 'squad-x' });
    expect((await api('delete', `/booking-types/${type.body.data.id}`)).status).toBe(200);
    // The Party type has a blocking rate rule; the half court option is the halves'.
    const party = await api('delete', `/booking-types/${v.party}`);
    expect([party.status, party.body.message]).toEqual([409, HIRE_MSG.typeInUse]);
    expect((await api('delete', `/booking-options/${v.halfOption}`)).status).toBe(409);

    const option = await api('post', '/booking-options').send({ name: 'Lights on' });
    expect(option.status).toBe(201);
    expect(
      (await api('put', `/booking-options/${option.body.data.id}`).send({ name: 'Lights' })).body.data.name,
    ).toBe('Lights');
    // Two staff deleting it at the same moment: one deletes, the other finds nothing (never a 500).
    const both = await Promise.all([
      api('delete', `/booking-options/${option.body.data.id}`),
      api('delete', `/booking-options/${option.body.data.id}`),
    ]);
    expect(both.map((r) => r.status).sort()).toEqual([200, 404]);

    const sport = await api('put', `/booking-sports/${v.netball}`).send({ name: 'Netball (indoor)' });
    expect(sport.body.data).toEqual({ id: v.netball, venue_id: v.venueId, name: 'Netball (indoor)' });
    const used = await createHireVenue(ctx.db);
    const m = await createMember(ctx.db);
    const startsAt = localInstant('2027-06-21', '10:00', 'Australia/Sydney');
    await ctx.db.booking.create({
      data: {
        memberId: m.id,
        courtId: used.single,
        sportId: used.basketball,
        typeId: used.casual,
        startsAt,
        endsAt: new Date(startsAt.getTime() + 3_600_000),
        priceCents: 6_000,
        status: 'booked',
      },
    });
    expect((await api('delete', `/booking-sports/${used.basketball}`)).status).toBe(409);
    expect((await api('delete', `/booking-sports/${used.netball}`)).status).toBe(200);
    expect((await auditOf('BookingSport', v.netball))[0]).toMatchObject({
      action: 'booking_sport.update',
      before: { name: 'Netball' },
      after: { name: 'Netball (indoor)' },
    });
  });

  it('adds a rate rule, turns it off (it stops pricing) and deletes it, each audited; refuses a sport of another venue', async () => {
    const venue = (await api('post', '/venues').send({ name: 'Rates Hall' })).body.data.id as number;
    const sport = (await api('post', `/venues/${venue}/sports`).send({ name: 'Futsal' })).body.data
      .id as number;
    const court = (await api('post', `/venues/${venue}/courts`).send({ name: 'Court 1', bookable: true }))
      .body.data.id as number;
    await api('put', `/courts/${court}/hours`).send({
      hours: [{ weekday: 4, open: '08:00', close: '20:00' }],
    });
    const body = {
      sport_id: sport,
      weekday: 4,
      from: '08:00',
      to: '20:00',
      price_per_hour_cents: 5_500,
      priority: 5,
    };
    const rule = await api('post', `/venues/${venue}/rate-rules`).send(body);
    expect(rule.status).toBe(201);
    expect(rule.body.data).toMatchObject({ ...body, venue_id: venue, active: true, blocked_message: null });
    const check = () =>
      ctx.api().post('/api/booking/events/checkrules').set('authorization', bearer(member.id)).send({
        day: '10/06/2027',
        start: '10:00',
        end: '11:00',
        space: court,
        sport,
        type: v.casual,
        option: null,
      });
    expect((await check()).body).toMatchObject({ bookable: true, feedback: 55 });
    const off = await api('put', `/rate-rules/${rule.body.data.id}`).send({ ...body, active: false });
    expect(off.body.data.active).toBe(false);
    expect((await check()).body).toMatchObject({ bookable: false, reason: 'error_rate' });
    expect((await api('delete', `/rate-rules/${rule.body.data.id}`)).status).toBe(200);
    expect(
      (await auditOf('RateRule', rule.body.data.id)).map((a) => [
        a.action,
        (a.before as { active?: boolean } | null)?.active,
        (a.after as { active?: boolean } | null)?.active,
      ]),
    ).toEqual([
      ['rate_rule.create', undefined, true],
      ['rate_rule.update', true, false],
      ['rate_rule.delete', false, undefined],
    ]);
    const stray = await api('post', `/venues/${venue}/rate-rules`).send({ ...body, sport_id: v.basketball });
    expect(stray.status).toBe(422);
    expect(stray.body.errors).toEqual({ sport_id: [HIRE_MSG.noSuchSport] });
    const backwards = await api('post', `/venues/${venue}/rate-rules`).send({
      ...body,
      from: '20:00',
      to: '08:00',
    });
    expect(backwards.body.errors).toEqual({ to: [HIRE_MSG.endAfterStart] });
  });
});
