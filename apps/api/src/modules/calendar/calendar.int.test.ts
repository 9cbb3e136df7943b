// Calendar feeds through the API, read back with a real iCalendar parser (ical.js): a member's
// private address gathers their team's games and duties, officiating on published roster dates,
// event roster shifts, court hire and HPC classes, each in the association's zone; a draw repair
// moves the game in the feed under the same UID; renewing the address ends the old one. A team's
// feed is public, for shown divisions only.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ICAL from 'ical.js';
import { createTestContext, type TestContext } from '../../../test/helpers.js';
import { createMember } from '../../../test/factories.js';
import { createDivision, createSeason, createTeams } from '../../../test/competition-factory.js';
import { createHireVenue } from '../../../test/booking-factories.js';
import { createClass } from '../../../test/hpc-factories.js';
import { dbDate, localInstant } from '../../lib/local-dates.js';
import { runDrawGenerations } from '../draw/index.js';

const TZ = 'Australia/Sydney';
let ctx: TestContext;
let staff: { id: number };
let member: { id: number };
let season: { id: number };
let division: { id: number };
let teams: ReadonlyArray<{ id: number; name: string }>;

const bearer = (id: number) => `Bearer ${ctx.app.jwt.sign({ sub: String(id), tv: 0 })}`;
const admin = (method: 'get' | 'post' | 'put', path: string) =>
  ctx.api()[method](`/api/admin${path}`).set('authorization', bearer(staff.id));
const fetchFeed = (path: string) =>
  ctx
    .api()
    .get(path)
    .buffer(true)
    .parse((r, cb) => {
      let body = '';
      r.on('data', (c: Buffer) => (body += c.toString('utf8')));
      r.on('end', () => cb(null, body));
    });

/** The feed's events by UID, with the zone registered so local times read right. */
function eventsOf(body: string): Map<string, ICAL.Event> {
  const calendar = new ICAL.Component(ICAL.parse(body));
  for (const zone of calendar.getAllSubcomponents('vtimezone')) ICAL.TimezoneService.register(zone);
  return new Map(
    calendar.getAllSubcomponents('vevent').map((v) => {
      const event = new ICAL.Event(v);
      return [event.uid, event];
    }),
  );
}

async function myAddress(memberId = member.id) {
  const res = await ctx
    .api()
    .get('/api/member/calendar-feed')
    .set('authorization', bearer(memberId))
    .expect(200);
  return res.body.data as { webcal_url: string; https_url: string };
}
const pathOf = (url: string) => new URL(url).pathname;

beforeAll(async () => {
  ctx = await createTestContext({ TIME_ZONE: TZ, CLIENT_NAME: 'Harbourside Basketball Association' });
  staff = await createMember(ctx.db, { staffGrants: { create: [{ role: 'competition' }] } });
  member = await createMember(ctx.db, { firstname: 'Mia' });

  // Saturdays from 3 April 2027, 09:00-11:00 on two courts; four teams once, with duty teams.
  const venue = await ctx.db.venue.create({
    data: { name: 'Feed Stadium', address: '1 Hoop Lane', suburb: 'Rozelle', state: 'NSW', postcode: '2039' },
  });
  const courts = [];
  for (const name of ['Court 1', 'Court 2'])
    courts.push(await ctx.db.court.create({ data: { name, venueId: venue.id, sortOrder: courts.length } }));
  season = await createSeason(ctx.db, { startDate: new Date('2027-04-03T00:00:00Z') });
  division = await createDivision(ctx.db, season.id, { name: 'Open Women Div 1', dutyTeams: true });
  teams = await createTeams(ctx.db, division.id, ['Ants', 'Bees', 'Cats', 'Dogs']);
  await ctx.db.teamPosition.create({ data: { teamId: teams[0]!.id, memberId: member.id, role: 'player' } });
  await admin('post', `/seasons/${season.id}/draw/slots`)
    .send({
      venue_id: venue.id,
      weekday: 6,
      start_times: ['09:00', '10:00', '11:00'],
      game_minutes: 50,
      court_ids: courts.map((c) => c.id),
    })
    .expect(201);
  const asked = await admin('post', `/seasons/${season.id}/draw/generate`)
    .send({ division_ids: [division.id], to_date: '2027-05-29' })
    .expect(202);
  await runDrawGenerations(ctx.app.deps);
  await admin('post', `/draw-drafts/${asked.body.data.id}/publish`)
    .send({ leave_unplaced: true })
    .expect(200);
  // Ants keep the bench for one game of the others (as the engine's duty rule would, by a court),
  // and no other: the duties the engine gave are taken back first.
  await ctx.db.game.updateMany({ where: { divisionId: division.id }, data: { dutyTeamId: null } });
  const ants = teams[0]!.id;
  const others = await ctx.db.game.findFirstOrThrow({
    where: { divisionId: division.id, teamAId: { not: ants }, teamBId: { not: ants } },
  });
  await ctx.db.game.update({ where: { id: others.id }, data: { dutyTeamId: ants } });
});
afterAll(() => ctx?.close());

describe("a member's calendar feed", () => {
  it("holds the team's games and duties in the association's zone, with their places", async () => {
    const address = await myAddress();
    expect(address.webcal_url).toMatch(/^webcal:\/\/.+\/api\/calendar\/members\/[A-Za-z0-9_-]{32}\.ics$/);
    expect(address.https_url.replace(/^https?:/, 'webcal:')).toBe(address.webcal_url);
    // The same address on every ask.
    expect(await myAddress()).toEqual(address);

    const res = await fetchFeed(pathOf(address.https_url)).expect(200);
    expect(res.headers['content-type']).toBe('text/calendar; charset=utf-8');
    const events = eventsOf(res.body as string);
    const games = await ctx.db.game.findMany({
      where: { divisionId: division.id, teamAId: { not: null } },
      include: { teamA: true, teamB: true },
    });
    const ants = teams[0]!.id;
    const playing = games.filter((g) => g.teamAId === ants || g.teamBId === ants);
    const duties = games.filter((g) => g.dutyTeamId === ants);
    expect(playing).toHaveLength(3);
    expect(duties).toHaveLength(1);
    expect([...events.keys()].sort()).toEqual(
      [
        ...playing.map((g) => `game-${g.id}@portal.test`),
        ...duties.map((g) => `duty-${g.id}@portal.test`),
      ].sort(),
    );
    for (const g of playing) {
      const event = events.get(`game-${g.id}@portal.test`)!;
      expect(event.summary).toBe(`${g.teamA!.name} vs ${g.teamB!.name}`);
      expect(event.location).toBe('Feed Stadium, 1 Hoop Lane, Rozelle, NSW 2039');
      expect(event.startDate.zone?.tzid).toBe(TZ);
      expect(event.startDate.toJSDate().toISOString()).toBe(g.startsAt.toISOString());
      expect(event.endDate.toJSDate().toISOString()).toBe(g.endsAt.toISOString());
    }
    for (const g of duties)
      expect(events.get(`duty-${g.id}@portal.test`)!.summary).toBe(
        `Duty: Ants (${g.teamA!.name} vs ${g.teamB!.name})`,
      );
  });

  it('moves a game a repair moved, under the same UID', async () => {
    const address = await myAddress();
    const before = eventsOf((await fetchFeed(pathOf(address.https_url)).expect(200)).body as string);
    const ants = teams[0]!.id;
    const first = await ctx.db.game.findFirstOrThrow({
      where: { divisionId: division.id, round: 1, OR: [{ teamAId: ants }, { teamBId: ants }] },
    });
    const uid = `game-${first.id}@portal.test`;
    expect(before.get(uid)!.startDate.toJSDate().toISOString()).toBe(first.startsAt.toISOString());

    const repair = await admin('post', `/seasons/${season.id}/draw/repair`)
      .send({ washout: { date: '2027-04-03' }, reason: 'Stadium flooded' })
      .expect(201);
    await admin('post', `/draw-drafts/${repair.body.data.id}/publish`).send({}).expect(200);
    const moved = await ctx.db.game.findUniqueOrThrow({ where: { id: first.id } });
    expect(moved.startsAt.getTime()).not.toBe(first.startsAt.getTime());

    const after = eventsOf((await fetchFeed(pathOf(address.https_url)).expect(200)).body as string);
    expect(after.get(uid)!.startDate.toJSDate().toISOString()).toBe(moved.startsAt.toISOString());
    // The same games, none added or lost.
    const gameUids = (events: Map<string, unknown>) =>
      [...events.keys()].filter((k) => k.startsWith('game-')).sort();
    expect(gameUids(after)).toEqual(gameUids(before));
  });

  it('adds officiating on published roster dates, event shifts, booked court hire and booked classes', async () => {
    const other = await createMember(ctx.db);
    await ctx.db.teamPosition.create({ data: { teamId: teams[1]!.id, memberId: other.id, role: 'player' } });
    // Two games of other teams to referee: 10 April published, 17 April not.
    const [onPublished, onDraft] = await Promise.all(
      ['2027-04-10', '2027-04-17'].map((date) =>
        ctx.db.game.findFirstOrThrow({
          where: {
            divisionId: division.id,
            teamAId: { notIn: [teams[0]!.id] },
            teamBId: { notIn: [teams[0]!.id] },
            startsAt: { gte: localInstant(date, '00:00', TZ), lt: localInstant(date, '23:59', TZ) },
          },
        }),
      ),
    );
    for (const game of [onPublished!, onDraft!])
      await ctx.db.refereeAssignment.create({
        data: { gameId: game.id, memberId: member.id, rosterType: 'Referee' },
      });
    await ctx.db.rosterPublication.create({ data: { seasonId: season.id, date: dbDate('2027-04-10') } });

    const event = await ctx.db.localEvent.create({ data: { name: 'State Cup' } });
    const ended = await ctx.db.localEvent.create({ data: { name: 'Old Cup', active: false } });
    const venue = await ctx.db.venue.findFirstOrThrow({ where: { name: 'Feed Stadium' } });
    const shift = await ctx.db.localRosterEntry.create({
      data: {
        eventId: event.id,
        memberId: member.id,
        scheduleAt: localInstant('2027-05-01', '08:00', TZ),
        minutes: 150,
        venueId: venue.id,
        function: 'Table',
      },
    });
    await ctx.db.localRosterEntry.create({
      data: {
        eventId: ended.id,
        memberId: member.id,
        scheduleAt: localInstant('2027-05-02', '08:00', TZ),
        venueId: venue.id,
        function: 'Table',
      },
    });

    const hire = await createHireVenue(ctx.db);
    const booking = (status: 'booked' | 'pending', date: string) =>
      ctx.db.booking.create({
        data: {
          memberId: member.id,
          courtId: hire.single,
          startsAt: localInstant(date, '18:00', TZ),
          endsAt: localInstant(date, '19:00', TZ),
          sportId: hire.basketball,
          typeId: hire.casual,
          priceCents: 6_000,
          status,
        },
      });
    const booked = await booking('booked', '2027-05-03');
    await booking('pending', '2027-05-04');

    const lab = await createClass(ctx.db, 30, { name: 'Shooting Lab' });
    const full = await createClass(ctx.db, 31, { name: 'Speed Lab' });
    await ctx.db.classEnrollment.create({ data: { classId: lab.id, memberId: member.id, status: 'booked' } });
    await ctx.db.classEnrollment.create({
      data: { classId: full.id, memberId: member.id, status: 'waitlisted', waitlistedAt: new Date() },
    });

    const events = eventsOf(
      (await fetchFeed(pathOf((await myAddress()).https_url)).expect(200)).body as string,
    );
    const referee = events.get(`referee-${onPublished!.id}-referee@portal.test`);
    expect(referee?.summary).toMatch(/^Referee: \w+ vs \w+$/);
    expect(referee!.endDate.toJSDate().getTime() - referee!.startDate.toJSDate().getTime()).toBe(45 * 60_000);
    expect(events.has(`referee-${onDraft!.id}-referee@portal.test`)).toBe(false);

    const table = events.get(`roster-entry-${shift.id}@portal.test`);
    expect(table?.summary).toBe('State Cup - Table');
    expect(table!.startDate.toString()).toBe('2027-05-01T08:00:00');
    // The shift's own end: 2 hours 30 minutes after its start.
    expect(table!.endDate.toString()).toBe('2027-05-01T10:30:00');
    expect([...events.values()].filter((e) => e.summary === 'Old Cup - Table')).toEqual([]);

    const court = events.get(`booking-${booked.id}@portal.test`);
    expect(court?.summary).toBe('Court hire: Basketball, Court 2');
    expect(court!.startDate.toString()).toBe('2027-05-03T18:00:00');
    expect([...events.keys()].filter((k) => k.startsWith('booking-'))).toHaveLength(1);

    expect(events.get(`hpc-class-${lab.id}@portal.test`)?.summary).toBe('Shooting Lab');
    expect(events.has(`hpc-class-${full.id}@portal.test`)).toBe(false);

    // The other member's feed has their own team's games and none of this.
    const theirs = eventsOf(
      (await fetchFeed(pathOf((await myAddress(other.id)).https_url)).expect(200)).body as string,
    );
    expect([...theirs.keys()].every((k) => k.startsWith('game-') || k.startsWith('duty-'))).toBe(true);
    expect([...theirs.values()].every((e) => e.summary.includes('Bees'))).toBe(true);
  });

  it('renews the address: the old one stops answering; unknown and malformed addresses are refused', async () => {
    const old = await myAddress();
    const renewed = await ctx
      .api()
      .post('/api/member/calendar-feed/renew')
      .set('authorization', bearer(member.id))
      .expect(200);
    expect(renewed.body.data.https_url).not.toBe(old.https_url);
    expect(await myAddress()).toEqual(renewed.body.data);
    await fetchFeed(pathOf(old.https_url)).expect(404);
    await fetchFeed(pathOf(renewed.body.data.https_url)).expect(200);
    await fetchFeed('/api/calendar/members/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA.ics').expect(404);
    expect((await fetchFeed('/api/calendar/members/short.ics')).status).toBe(422);
    // Signed out, there is no address to read.
    await ctx.api().get('/api/member/calendar-feed').expect(401);
    // A member merged away or deactivated has no feed.
    await ctx.db.member.update({ where: { id: member.id }, data: { deactivatedAt: new Date() } });
    await fetchFeed(pathOf(renewed.body.data.https_url)).expect(404);
    await ctx.db.member.update({ where: { id: member.id }, data: { deactivatedAt: null } });
  });
});

describe("a team's calendar feed", () => {
  it("is public for a shown division's team, with its games, and 404 otherwise", async () => {
    const res = await fetchFeed(`/api/calendar/teams/${teams[1]!.id}.ics`).expect(200);
    const events = eventsOf(res.body as string);
    const games = await ctx.db.game.findMany({
      where: { OR: [{ teamAId: teams[1]!.id }, { teamBId: teams[1]!.id }] },
    });
    expect(games).toHaveLength(3);
    for (const g of games) expect(events.has(`game-${g.id}@portal.test`)).toBe(true);
    await fetchFeed(`/api/calendar/teams/${teams[1]!.id}`).expect(200);
    await fetchFeed('/api/calendar/teams/999999.ics').expect(404);
    const hidden = await createDivision(ctx.db, season.id, { name: 'Hidden', status: 'inactive' });
    const [ghosts] = await createTeams(ctx.db, hidden.id, ['Ghosts']);
    await fetchFeed(`/api/calendar/teams/${ghosts.id}.ics`).expect(404);
  });
});
