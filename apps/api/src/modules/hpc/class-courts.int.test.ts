// One court, one use, whatever books it: an HPC class holds the court its room names (and that
// court's halves or full court) in the database, beside court hires and published games. So a
// weekly schedule over a recurring hire, a class over a published game (made or moved there), a
// member's hire over a class and a draw published over a class are each refused, naming what
// clashes, and nothing is written.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { HPC_ADMIN_MSG } from '@courtside/contracts/admin';
import { createTestContext, type TestContext } from '../../../test/helpers.js';
import { createMember } from '../../../test/factories.js';
import { VISA } from '../../../test/money-factories.js';
import { createGameOn, createHireVenue, type HireVenue } from '../../../test/booking-factories.js';
import { createDivision, createSeason, createTeams } from '../../../test/competition-factory.js';
import { localInstant } from '../../lib/local-dates.js';
import { COURT_TAKEN } from '../draw/index.js';
import { runDrawGenerations } from '../draw/index.js';

const TZ = 'Australia/Sydney';
let ctx: TestContext;
let v: HireVenue;
let staff: { id: number };
let member: { id: number };

const bearer = (id: number) => `Bearer ${ctx.app.jwt.sign({ sub: String(id), tv: 0 })}`;
const at = (date: string, time: string) => localInstant(date, time, TZ);
const admin = (method: 'post' | 'patch', path: string) =>
  ctx.api()[method](`/api/admin${path}`).set('authorization', bearer(staff.id));
const schedule = (o: Record<string, unknown>) =>
  admin('post', '/hpc/series').send({
    name: 'Shooting Lab',
    capacity: 10,
    venue_id: v.venueId,
    count: 1,
    ...o,
  });
const classesNamed = (name: string) => ctx.db.hpcClass.count({ where: { name } });

/** A new draw's draft of one game, 09:00 to 10:00 on `date` on the court, between two new teams. */
async function draftOfOneGame(teams: [string, string], courtId: number, date: string) {
  const season = await createSeason(ctx.db);
  const division = await createDivision(ctx.db, season.id);
  const [a, b] = await createTeams(ctx.db, division.id, teams);
  const draft = await ctx.db.drawDraft.create({
    data: {
      seasonId: season.id,
      kind: 'generate',
      divisionIds: [division.id],
      request: {},
      report: {},
      createdById: staff.id,
      games: {
        create: [
          {
            action: 'create',
            divisionId: division.id,
            round: 1,
            startsAt: at(date, '09:00'),
            endsAt: at(date, '10:00'),
            courtId,
            teamAId: a.id,
            teamBId: b.id,
          },
        ],
      },
    },
  });
  return { draft, division };
}

// Wednesday 9 June 2027, 9 am in Sydney.
beforeAll(async () => {
  ctx = await createTestContext({ TIME_ZONE: TZ });
  v = await createHireVenue(ctx.db);
  staff = await createMember(ctx.db, { staffGrants: { create: [{ role: 'admin' }] } });
  member = await createMember(ctx.db, { firstname: 'Hattie', lastname: 'Hirer' });
});
afterAll(() => ctx?.close());
beforeEach(() => {
  ctx.clock.offsetMs = Date.parse('2027-06-09T09:00:00+10:00') - Date.now();
});

describe('one court, one use', () => {
  it('refuses a weekly schedule over a recurring court hire, listing each clashing date, and makes no class', async () => {
    const hires = await admin('post', '/hire-bookings/block').send({
      member_id: member.id,
      court_id: v.single,
      sport_id: v.basketball,
      type_id: v.casual,
      first_date: '2027-06-15',
      rrule: 'FREQ=WEEKLY;BYDAY=TU;COUNT=2',
      start_time: '18:00',
      end_time: '19:00',
    });
    expect(hires.status, JSON.stringify(hires.body)).toBeLessThan(300);

    const res = await schedule({
      name: 'Tuesday Shooting',
      room: 'Court 2',
      weekdays: ['TU'],
      start_time: '18:30',
      end_time: '20:00',
      first_date: '2027-06-15',
      count: 3,
    });
    expect(res.status, JSON.stringify(res.body)).toBe(409);
    expect(res.body).toEqual({
      error: 'conflict',
      message: HPC_ADMIN_MSG.courtTaken(2),
      errors: {
        '2027-06-15': ['15/06/2027: Hire: Hattie Hirer, Court 2, 18:00 to 19:00'],
        '2027-06-22': ['22/06/2027: Hire: Hattie Hirer, Court 2, 18:00 to 19:00'],
      },
    });
    expect(await classesNamed('Tuesday Shooting')).toBe(0);
  });

  it('refuses a class over a published game on the full court, made on its half or moved there', async () => {
    await createGameOn(ctx.db, v.full, at('2027-06-17', '19:00'), at('2027-06-17', '20:00'));
    const over = await schedule({
      name: 'Thursday Defence',
      room: 'Court 1 - Half A',
      weekdays: ['TH'],
      start_time: '19:30',
      end_time: '20:30',
      first_date: '2027-06-17',
    });
    expect(over.status, JSON.stringify(over.body)).toBe(409);
    expect(over.body.errors).toEqual({
      '2027-06-17': ['17/06/2027: Competition game, Court 1, 19:00 to 20:00'],
    });
    expect(await classesNamed('Thursday Defence')).toBe(0);

    const before = await schedule({
      name: 'Early Defence',
      room: 'Court 1 - Half A',
      weekdays: ['TH'],
      start_time: '17:00',
      end_time: '18:00',
      first_date: '2027-06-17',
    });
    expect(before.status, JSON.stringify(before.body)).toBe(201);
    const id = before.body.data.classes[0].id as number;
    const moved = await admin('patch', `/hpc/classes/${id}`).send({ start_time: '18:30', end_time: '19:30' });
    expect(moved.status, JSON.stringify(moved.body)).toBe(409);
    expect(moved.body.errors).toEqual({
      '2027-06-17': ['17/06/2027: Competition game, Court 1, 19:00 to 20:00'],
    });
    const kept = await ctx.db.hpcClass.findUniqueOrThrow({ where: { id } });
    expect(kept.startsAt).toEqual(at('2027-06-17', '17:00'));
  });

  it("refuses a member's hire of a half court over a class on its full court (error_collision), until it is cancelled", async () => {
    const made = await schedule({
      name: 'Friday Squad',
      room: 'Court 1',
      weekdays: ['FR'],
      start_time: '17:00',
      end_time: '18:30',
      first_date: '2027-06-11',
    });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    const cart = {
      venue: v.venueId,
      day: '11/06/2027',
      start: '17:30',
      end: '18:30',
      space: v.halfA,
      sport: v.basketball,
      type: v.casual,
      option: null,
    };
    const res = await ctx.api().post('/api/booking/paybooking').set('authorization', bearer(member.id)).send({
      cardData: VISA,
      couponCart: [],
      donationCart: [],
      bookingCart: cart,
      idempotencyKey: randomUUID(),
    });
    expect(res.status, JSON.stringify(res.body)).toBe(409);
    expect(res.body.error).toBe('error_collision');
    expect(await ctx.db.booking.count({ where: { courtId: v.halfA, status: { not: 'cancelled' } } })).toBe(0);

    // A cancelled class lets go of its court.
    const id = made.body.data.classes[0].id as number;
    expect((await admin('post', `/hpc/classes/${id}/cancel`).send({})).status).toBeLessThan(300);
    const again = await ctx
      .api()
      .post('/api/booking/paybooking')
      .set('authorization', bearer(member.id))
      .send({
        cardData: VISA,
        couponCart: [],
        donationCart: [],
        bookingCart: cart,
        idempotencyKey: randomUUID(),
      });
    expect(again.status, JSON.stringify(again.body)).toBe(200);
  });

  it("makes a draw that leaves a class's time on its court free", async () => {
    const made = await schedule({
      name: 'Saturday Skills',
      room: 'Court 2',
      weekdays: ['SA'],
      start_time: '08:30',
      end_time: '10:30',
      first_date: '2027-06-26',
    });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    const season = await createSeason(ctx.db, { startDate: new Date('2027-06-26T00:00:00Z') });
    const division = await createDivision(ctx.db, season.id);
    await createTeams(ctx.db, division.id, ['Eagles', 'Falcons', 'Hawks', 'Kites']);
    const slots = await admin('post', `/seasons/${season.id}/draw/slots`).send({
      venue_id: v.venueId,
      weekday: 6,
      start_times: ['09:00', '10:00', '11:00', '12:00'],
      game_minutes: 50,
      court_ids: [v.single],
    });
    expect(slots.status, JSON.stringify(slots.body)).toBe(201);
    const asked = await admin('post', `/seasons/${season.id}/draw/generate`).send({
      division_ids: [division.id],
    });
    expect(asked.status, JSON.stringify(asked.body)).toBe(202);
    expect(await runDrawGenerations(ctx.app.deps)).toEqual({ generated: 1, failed: 0 });
    const draft = await ctx
      .api()
      .get(`/api/admin/draw-drafts/${asked.body.data.id}`)
      .set('authorization', bearer(staff.id));
    const games = (
      draft.body.data.games as Array<{ team_a: unknown; date: string | null; time: string | null }>
    ).filter((g) => g.team_a && g.date === '2027-06-26');
    expect(games.map((g) => g.time)).toEqual(['11:00', '12:00']);
  });

  it('refuses to publish a draw whose game lands on a class, naming it, and publishes nothing', async () => {
    const made = await schedule({
      name: 'Saturday Elite',
      room: 'Court 2',
      weekdays: ['SA'],
      start_time: '08:00',
      end_time: '10:00',
      first_date: '2027-06-19',
    });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    const { draft, division } = await draftOfOneGame(['Eagles', 'Falcons'], v.single, '2027-06-19');
    const res = await admin('post', `/draw-drafts/${draft.id}/publish`).send({});
    expect(res.status, JSON.stringify(res.body)).toBe(409);
    expect(res.body).toEqual({
      error: 'conflict',
      message: `${COURT_TAKEN} 19/06/2027: HPC class: Saturday Elite, Court 2, 08:00 to 10:00.`,
      errors: { '2027-06-19': ['19/06/2027: HPC class: Saturday Elite, Court 2, 08:00 to 10:00'] },
    });
    expect(await ctx.db.game.count({ where: { divisionId: division.id } })).toBe(0);
    expect((await ctx.db.drawDraft.findUniqueOrThrow({ where: { id: draft.id } })).status).toBe('draft');
  });
});

describe('a closed court takes nothing new', () => {
  const closure = (courtId: number, date: string, from: string, to: string) =>
    ctx.db.courtClosure.create({
      data: { courtId, startsAt: at(date, from), endsAt: at(date, to), reason: 'Floor resurfacing' },
    });
  const classOn = (room: string, date: string, from: string, to: string) =>
    ctx.db.hpcClass.create({
      data: {
        name: 'Late Lab',
        startsAt: at(date, from),
        endsAt: at(date, to),
        venueId: v.venueId,
        room,
        capacity: 8,
      },
    });
  const refused = async (write: Promise<unknown>) => {
    const err = await write.then(
      () => null,
      (e: unknown) => e,
    );
    expect(err, 'the write should be refused').not.toBeNull();
    expect(JSON.stringify(err)).toContain('23P01');
  };

  it('refuses, in PostgreSQL, a class, a game or a hire written straight onto a closed court, its halves or its full court', async () => {
    await closure(v.full, '2027-07-06', '09:00', '12:00');
    await closure(v.halfB, '2027-07-07', '09:00', '12:00');
    // Written past the console's checks: the database is what refuses.
    await refused(classOn('Court 1', '2027-07-06', '11:00', '13:00'));
    await refused(classOn('Court 1 - Half A', '2027-07-06', '08:00', '10:00'));
    await refused(createGameOn(ctx.db, v.halfA, at('2027-07-06', '10:00'), at('2027-07-06', '11:00')));
    // A closed half closes its full court, not the other half.
    await refused(createGameOn(ctx.db, v.full, at('2027-07-07', '10:00'), at('2027-07-07', '11:00')));
    await createGameOn(ctx.db, v.halfA, at('2027-07-07', '10:00'), at('2027-07-07', '11:00'));
    // Right after a closure, and on another court, the court is free.
    await classOn('Court 1', '2027-07-06', '12:00', '13:00');
    await createGameOn(ctx.db, v.single, at('2027-07-06', '10:00'), at('2027-07-06', '11:00'));
    const hire = await admin('post', '/hire-bookings').send({
      member_id: member.id,
      court_id: v.halfB,
      sport_id: v.basketball,
      type_id: v.casual,
      date: '2027-07-07',
      start_time: '11:00',
      end_time: '12:00',
      invoice: false,
    });
    expect(hire.status, JSON.stringify(hire.body)).toBe(409);
    expect(await ctx.db.hpcClass.count({ where: { name: 'Late Lab' } })).toBe(1);
  });

  it('a class made while a closure of its court is being written waits for it, then is refused', async () => {
    let making: Promise<unknown> | undefined;
    let answered = false;
    await ctx.db.$transaction(
      async (tx) => {
        // What the console's transaction holds while it writes a closure (court-closures.service.ts).
        await tx.$queryRaw`SELECT id FROM "Court" WHERE id = ${v.single} FOR NO KEY UPDATE`;
        await tx.courtClosure.create({
          data: {
            courtId: v.single,
            startsAt: at('2027-07-08', '17:00'),
            endsAt: at('2027-07-08', '20:00'),
            reason: 'Leak',
          },
        });
        making = classOn('Court 2', '2027-07-08', '18:00', '19:00').finally(() => (answered = true));
        making.catch(() => {});
        // Until the class's write waits for the court's row (or, without that wait, has answered).
        for (let i = 0; i < 200 && !answered; i += 1) {
          const [{ waiting }] = await ctx.db.$queryRaw<[{ waiting: number }]>`
            SELECT count(*)::int AS waiting FROM pg_stat_activity
             WHERE datname = current_database() AND wait_event_type = 'Lock'`;
          if (waiting > 0) break;
          await new Promise((resolve) => setTimeout(resolve, 50));
        }
      },
      { timeout: 20_000 },
    );
    await refused(making!);
    expect(await ctx.db.hpcClass.count({ where: { startsAt: at('2027-07-08', '18:00') } })).toBe(0);
  });

  it('refuses to publish a draft whose game lands on a court closed since it was made, naming the closure', async () => {
    const { draft, division } = await draftOfOneGame(['Kites', 'Larks'], v.halfA, '2027-07-10');
    await closure(v.full, '2027-07-10', '08:00', '12:00');
    const res = await admin('post', `/draw-drafts/${draft.id}/publish`).send({});
    expect(res.status, JSON.stringify(res.body)).toBe(409);
    expect(res.body).toEqual({
      error: 'conflict',
      message: `${COURT_TAKEN} 10/07/2027: Closed: Floor resurfacing, Court 1, 08:00 to 12:00.`,
      errors: { '2027-07-10': ['10/07/2027: Closed: Floor resurfacing, Court 1, 08:00 to 12:00'] },
    });
    expect(await ctx.db.game.count({ where: { divisionId: division.id } })).toBe(0);
  });
});
