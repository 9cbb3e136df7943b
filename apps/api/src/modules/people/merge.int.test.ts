// Merging two duplicate members (people/merge.service.ts and each area's *-merge.service.ts)
// against a real PostgreSQL: the duplicate is given a row in every table that points at Member,
// and after the merge PostgreSQL's own catalogue proves no foreign key to Member still holds
// the duplicate's id. A new table pointing at Member fails here until its module moves its rows.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/helpers.js';
import { createMember } from '../../../test/factories.js';
import {
  createInvoice,
  createTeamWith,
  createVoucher,
  recordInvoicePayment,
} from '../../../test/money-factories.js';
import { createClass, createHpcMember, createPlan } from '../../../test/hpc-factories.js';
import { createHireVenue } from '../../../test/booking-factories.js';
import { createCompetition, createGame, at } from '../../../test/officials-fixtures.js';
import { AppError } from '../../lib/app-error.js';
import { mergeMembers, type MergeSummary } from './merge.service.js';

let ctx: TestContext;
let admin: { id: number };
const merge = (fromId: number, intoId: number, reason = 'Registered twice') =>
  mergeMembers(ctx.app.deps, admin.id, fromId, intoId, reason);

beforeAll(async () => {
  ctx = await createTestContext();
  admin = await createMember(ctx.db, { staffGrants: { create: [{ role: 'admin' }] } });
});
afterAll(() => ctx?.close());

/** Every foreign-key column that references "Member", read from PostgreSQL's catalogue. */
async function memberForeignKeys(): Promise<Array<{ tbl: string; col: string }>> {
  return ctx.db.$queryRaw<Array<{ tbl: string; col: string }>>`
    SELECT cl.relname::text AS tbl, a.attname::text AS col
      FROM pg_constraint c
      JOIN pg_class cl ON cl.oid = c.conrelid
      JOIN LATERAL unnest(c.conkey) AS k(attnum) ON true
      JOIN pg_attribute a ON a.attrelid = c.conrelid AND a.attnum = k.attnum
     WHERE c.contype = 'f' AND c.confrelid = '"Member"'::regclass
     ORDER BY 1, 2`;
}

/** How many rows of each foreign-key column to Member hold `memberId`, as `Table.column`. */
async function rowsPointingAt(memberId: number): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const { tbl, col } of await memberForeignKeys()) {
    const [row] = await ctx.db.$queryRawUnsafe<Array<{ n: number }>>(
      `SELECT count(*)::int AS n FROM "${tbl}" WHERE "${col}" = $1`,
      memberId,
    );
    counts[`${tbl}.${col}`] = row!.n;
  }
  return counts;
}

const refusal = async (promise: Promise<unknown>) => {
  const err = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(AppError);
  return { status: (err as AppError).statusCode, message: (err as AppError).message };
};

describe('merging a duplicate that has a row in every table pointing at Member', () => {
  let kept: { id: number };
  let duplicate: { id: number; dob: Date };
  let earlierDuplicate: { id: number };
  let before: Record<string, number>;
  let summary: MergeSummary;
  const ids = {} as Record<string, number>;

  beforeAll(async () => {
    kept = await createMember(ctx.db, {
      firstname: 'Kim',
      lastname: 'Kept',
      accessRef: ['referee'],
      isMan: true,
      skTmVal: null,
    });
    // The kept record was made by a nomination: no sign-in, no mobile, no address, no second contact.
    await ctx.db.member.update({
      where: { id: kept.id },
      data: {
        username: null,
        usernameLower: null,
        passwordHash: null,
        mobile: null,
        address: null,
        suburb: null,
        postcode: null,
        state: null,
        // Half a bank account: the duplicate's full one must not be mixed into it.
        acctName: 'K Kept',
      },
    });
    duplicate = await createMember(ctx.db, {
      firstname: 'Kimberley',
      lastname: 'Kept',
      username: 'KimK',
      mobile: '0400111222',
      address: '9 Hoop Street',
      suburb: 'GLEBE',
      postcode: '2037',
      state: 'NSW',
      ecFullname2: 'Sam Kept',
      ecMobile2: '0400333444',
      acctName: 'Kimberley Kept',
      acctBsb: '062000',
      acctNumber: '12345678',
      isRef: true,
      skTm: true,
      skTmVal: 150,
      accessRef: ['scorer', 'referee'],
      stripeCustomerId: `cus_dup_${Date.now()}`,
    });
    earlierDuplicate = await createMember(ctx.db, { firstname: 'Kym', lastname: 'Kept' });
    await ctx.db.member.update({
      where: { id: earlierDuplicate.id },
      data: { mergedIntoId: duplicate.id, deactivatedAt: new Date() },
    });
    const d = duplicate.id;
    const k = kept.id;

    // membership: basketball both (the duplicate's runs later), netball only the duplicate.
    await ctx.db.sportProfile.createMany({
      data: [
        { memberId: k, sport: 'basketball', expiryDate: new Date('2026-03-31T00:00:00Z'), membRenewal: true },
        { memberId: d, sport: 'basketball', expiryDate: new Date('2027-03-31T00:00:00Z') },
        { memberId: d, sport: 'netball', expiryDate: new Date('2026-06-30T00:00:00Z') },
      ],
    });
    // auth and the sign-in machinery.
    await ctx.db.passwordResetToken.create({
      data: { memberId: d, tokenHash: `hash-${d}`, expiresAt: new Date(Date.now() + 3_600_000) },
    });
    await ctx.db.endedSession.create({
      data: { sid: `sid-${d}`, memberId: d, expiresAt: new Date(Date.now() + 3_600_000) },
    });

    // teams and draw: the same player position in one team (the duplicate's has the number).
    const team = await createTeamWith(ctx.db, [
      { memberId: k, role: 'player' },
      { memberId: d, role: 'player' },
      { memberId: d, role: 'coach' },
    ]);
    await ctx.db.teamPosition.updateMany({
      where: { teamId: team.id, memberId: d, role: 'player' },
      data: { playingNumber: 7, attendance: 4, isRepresentative: true },
    });
    await ctx.db.teamPosition.updateMany({
      where: { teamId: team.id, memberId: k, role: 'player' },
      data: { attendance: 6 },
    });
    ids.team = team.id;
    await ctx.db.team.update({ where: { id: team.id }, data: { createdById: d } });
    const comp = await createCompetition(ctx.db);
    const game1 = await createGame(ctx.db, comp, at(-7, '18:00'));
    const game2 = await createGame(ctx.db, comp, at(-14, '18:00'));
    ids.game1 = game1.id;
    await ctx.db.teamMemberRequest.create({
      data: {
        teamId: team.id,
        kind: 'temporary',
        memberId: d,
        replacingMemberId: d,
        requestedById: d,
        firstname: 'Kimberley',
        lastname: 'Kept',
        dob: duplicate.dob,
        gender: 'female',
        role: 'player',
        gameId: game1.id,
      },
    });
    await ctx.db.gameForfeit.create({ data: { gameId: game1.id, teamId: comp.teamA.id, requestedById: d } });
    await ctx.db.playerGameStat.createMany({
      data: [
        { gameId: game1.id, teamId: comp.teamA.id, memberId: k, points: 12 },
        { gameId: game1.id, teamId: comp.teamA.id, memberId: d, points: 10 },
        { gameId: game2.id, teamId: comp.teamA.id, memberId: d, points: 8 },
      ],
    });

    // money: an invoice, a voucher, orders (one with an idempotency key the kept member used too), a payment.
    const invoice = await createInvoice(ctx.db, { memberId: d });
    await recordInvoicePayment(ctx.db, invoice, d, 5_000);
    await createVoucher(ctx.db, duplicate);
    const order = { origin: 'store' as const, subtotalCents: 1_000, taxCents: 91, totalCents: 1_000 };
    await ctx.db.order.create({ data: { ...order, memberId: k, idempotencyKey: 'same-key' } });
    await ctx.db.order.create({ data: { ...order, memberId: d, idempotencyKey: 'same-key' } });
    await ctx.db.attendee.create({
      data: {
        createdById: d,
        memberId: d,
        firstname: 'Kimberley',
        lastname: 'Kept',
        dob: duplicate.dob,
        gender: 'female',
      },
    });

    // court hire.
    const hire = await createHireVenue(ctx.db);
    const startsAt = at(3, '10:00');
    await ctx.db.booking.create({
      data: {
        memberId: d,
        courtId: hire.single,
        startsAt,
        endsAt: new Date(startsAt.getTime() + 3_600_000),
        sportId: hire.basketball,
        typeId: hire.casual,
        priceCents: 6_000,
        status: 'booked',
      },
    });

    // referees: one slot both have (no venue), one only the duplicate has; the same assignment twice.
    await ctx.db.refereeAvailability.createMany({
      data: [
        { memberId: k, seasonId: comp.season.id, weekday: 2, timeSlot: '18:00' },
        { memberId: d, seasonId: comp.season.id, weekday: 2, timeSlot: '18:00' },
        { memberId: d, seasonId: comp.season.id, venueId: comp.venue.id, weekday: 4, timeSlot: '19:00' },
      ],
    });
    await ctx.db.refereeUnavailableDate.createMany({
      data: [
        { memberId: k, seasonId: comp.season.id, date: new Date('2026-12-24T00:00:00Z') },
        { memberId: d, seasonId: comp.season.id, date: new Date('2026-12-24T00:00:00Z') },
        { memberId: d, seasonId: comp.season.id, date: new Date('2026-12-31T00:00:00Z') },
      ],
    });
    await ctx.db.refereeAssignment.createMany({
      data: [
        { gameId: game1.id, memberId: k, rosterType: 'referee' },
        { gameId: game1.id, memberId: d, rosterType: 'referee' },
        { gameId: game2.id, memberId: d, rosterType: 'scorer' },
      ],
    });
    const event = await ctx.db.localEvent.create({ data: { name: 'Junior carnival' } });
    await ctx.db.localRosterEntry.create({
      data: {
        eventId: event.id,
        memberId: d,
        scheduleAt: at(5, '09:00'),
        venueId: comp.venue.id,
        function: 'Scorer',
      },
    });

    // HPC: a subscription; class 1 waitlisted kept / booked duplicate, class 2 booked by both, class 3 only the duplicate.
    const plan = await createPlan(ctx.db);
    await ctx.db.subscription.create({
      data: {
        memberId: d,
        planId: plan.id,
        priceCents: plan.priceCents,
        startDate: new Date('2026-11-01T00:00:00Z'),
        currentPeriodEnd: new Date(Date.now() + 30 * 86_400_000),
      },
    });
    const [class1, class2, class3] = [
      await createClass(ctx.db, 2),
      await createClass(ctx.db, 3),
      await createClass(ctx.db, 4),
    ];
    ids.class1 = class1.id;
    ids.class2 = class2.id;
    await ctx.db.classEnrollment.createMany({
      data: [
        { classId: class1.id, memberId: k, status: 'waitlisted', waitlistedAt: new Date() },
        { classId: class1.id, memberId: d, status: 'booked' },
        { classId: class2.id, memberId: k, status: 'booked' },
        { classId: class2.id, memberId: d, status: 'booked' },
        { classId: class3.id, memberId: d, status: 'cancelled' },
      ],
    });
    await ctx.db.hpcClass.update({ where: { id: class1.id }, data: { bookedCount: 1 } });
    await ctx.db.hpcClass.update({ where: { id: class2.id }, data: { bookedCount: 2 } });

    // staff and two-factor sign-in.
    await ctx.db.staffGrant.createMany({
      data: [
        { memberId: k, role: 'competition' },
        { memberId: d, role: 'competition' },
        { memberId: d, role: 'finance' },
      ],
    });
    await ctx.db.secondFactor.createMany({
      data: [
        { memberId: k, secret: 'KEPTKEPTKEPTKEPT', enabledAt: new Date() },
        { memberId: d, secret: 'DUPLDUPLDUPLDUPL', enabledAt: new Date() },
      ],
    });
    await ctx.db.recoveryCode.createMany({
      data: [
        { memberId: k, codeHash: 'kept-code' },
        { memberId: d, codeHash: 'duplicate-code' },
      ],
    });

    before = await rowsPointingAt(d);
    summary = await merge(d, k, 'Registered twice: once by her coach, once herself');
  });

  it('had given the duplicate a row in every column that references Member', () => {
    // A new table pointing at Member shows up here: give the duplicate a row in it above, then
    // write its module's merge function.
    expect(Object.entries(before).filter(([, n]) => n === 0)).toEqual([]);
  });

  it('leaves no foreign key to Member holding the duplicate, per the catalogue', async () => {
    const after = await rowsPointingAt(duplicate.id);
    expect(Object.entries(after).filter(([, n]) => n > 0)).toEqual([]);
    expect(
      await ctx.db.member.findUnique({ where: { id: earlierDuplicate.id }, select: { mergedIntoId: true } }),
    ).toEqual({
      mergedIntoId: kept.id,
    });
  });

  it('keeps the duplicate as a deactivated record merged into the kept member, signed out everywhere', async () => {
    const d = await ctx.db.member.findUniqueOrThrow({ where: { id: duplicate.id } });
    expect(d.mergedIntoId).toBe(kept.id);
    expect(d.deactivatedAt).toBeInstanceOf(Date);
    expect(d.tokenVersion).toBe(1);
    // Its sign-in went to the kept member, who had none, so its username is let go.
    expect([d.username, d.usernameLower, d.stripeCustomerId]).toEqual([null, null, null]);
    expect(d.firstname).toBe('Kimberley');
  });

  it("fills the kept member's blanks from the duplicate without overwriting, and adds flags and roster types", async () => {
    const k = await ctx.db.member.findUniqueOrThrow({ where: { id: kept.id } });
    const d = await ctx.db.member.findUniqueOrThrow({ where: { id: duplicate.id } });
    expect(k).toMatchObject({
      firstname: 'Kim',
      username: 'KimK',
      usernameLower: 'kimk',
      mobile: '0400111222',
      address: '9 Hoop Street',
      suburb: 'GLEBE',
      postcode: '2037',
      ecFullname2: 'Sam Kept',
      ecMobile2: '0400333444',
      // Kept's own first contact and half bank account stay; the duplicate's account is not mixed in.
      ecFullname: 'Pat Jones',
      acctName: 'K Kept',
      acctBsb: null,
      acctNumber: null,
      isRef: true,
      isMan: true,
      skTm: true,
      skTmVal: 150,
      accessRef: ['referee', 'scorer'],
    });
    expect(k.passwordHash).toEqual(expect.any(String));
    expect(k.stripeCustomerId).toMatch(/^cus_dup_/);
    expect(d.passwordHash).toBe(k.passwordHash);
    expect(summary.changed).toEqual(
      expect.arrayContaining([
        'username',
        'password',
        'mobile',
        'address',
        'ecFullname2',
        'isRef',
        'accessRef',
      ]),
    );
    expect(summary.changed).not.toContain('acctBsb');
    expect(summary.changed).not.toContain('usernameLower');
  });

  it('resolves the collisions as each area says', async () => {
    const k = kept.id;
    expect(
      await ctx.db.sportProfile.findMany({
        where: { memberId: k },
        select: { sport: true, expiryDate: true, membRenewal: true },
        orderBy: { sport: 'asc' },
      }),
    ).toEqual([
      { sport: 'basketball', expiryDate: new Date('2027-03-31T00:00:00Z'), membRenewal: false },
      { sport: 'netball', expiryDate: new Date('2026-06-30T00:00:00Z'), membRenewal: false },
    ]);
    expect(
      await ctx.db.teamPosition.findMany({
        where: { teamId: ids.team, memberId: k },
        select: { role: true, playingNumber: true, attendance: true, isRepresentative: true },
        orderBy: { role: 'asc' },
      }),
    ).toEqual([
      { role: 'coach', playingNumber: null, attendance: 0, isRepresentative: false },
      { role: 'player', playingNumber: 7, attendance: 6, isRepresentative: true },
    ]);
    expect(
      await ctx.db.playerGameStat.findMany({
        where: { memberId: k },
        select: { gameId: true, points: true },
        orderBy: { points: 'desc' },
      }),
    ).toEqual([
      { gameId: ids.game1, points: 12 },
      { gameId: expect.any(Number), points: 8 },
    ]);
    expect(await ctx.db.refereeAvailability.count({ where: { memberId: k } })).toBe(2);
    expect(await ctx.db.refereeUnavailableDate.count({ where: { memberId: k } })).toBe(2);
    expect(await ctx.db.refereeAssignment.count({ where: { memberId: k } })).toBe(2);
    // The duplicate's order moved and gave up the key the kept member had used.
    expect(
      (
        await ctx.db.order.findMany({
          where: { memberId: k },
          select: { idempotencyKey: true },
          orderBy: { id: 'asc' },
        })
      ).map((o) => o.idempotencyKey),
    ).toEqual([null, 'same-key', null]);
    // Class 1: the duplicate's place passed to the kept member; class 2: one person, one place.
    const enrolments = await ctx.db.classEnrollment.findMany({
      where: { memberId: k },
      select: { classId: true, status: true, waitlistedAt: true },
      orderBy: { classId: 'asc' },
    });
    expect(enrolments.map((e) => e.status)).toEqual(['booked', 'booked', 'cancelled']);
    expect(enrolments[0]!.waitlistedAt).toBeNull();
    const classes = await ctx.db.hpcClass.findMany({
      where: { id: { in: [ids.class1!, ids.class2!] } },
      select: { bookedCount: true },
      orderBy: { id: 'asc' },
    });
    expect(classes.map((c) => c.bookedCount)).toEqual([1, 1]);
    expect(
      (await ctx.db.staffGrant.findMany({ where: { memberId: k }, orderBy: { role: 'asc' } })).map(
        (g) => g.role,
      ),
    ).toEqual(['competition', 'finance']);
    expect(
      await ctx.db.secondFactor.findUnique({ where: { memberId: k }, select: { secret: true } }),
    ).toEqual({
      secret: 'KEPTKEPTKEPTKEPT',
    });
    expect((await ctx.db.recoveryCode.findMany({ where: { memberId: k } })).map((c) => c.codeHash)).toEqual([
      'kept-code',
    ]);
  });

  it('answers and audits the rows moved and dropped per table, with the reason', async () => {
    expect(summary.moved).toMatchObject({
      SportProfile: 1,
      TeamPosition: 1,
      PlayerGameStat: 1,
      Invoice: 1,
      Order: 2,
      Payment: 1,
      Booking: 1,
      'TeamMemberRequest.requestedById': 1,
      'Member.mergedIntoId': 1,
    });
    expect(summary.dropped).toEqual({
      SportProfile: 1,
      TeamPosition: 1,
      PlayerGameStat: 1,
      RefereeAvailability: 1,
      RefereeUnavailableDate: 1,
      RefereeAssignment: 1,
      ClassEnrollment: 2,
      StaffGrant: 1,
      SecondFactor: 1,
      RecoveryCode: 1,
      PasswordResetToken: 1,
      EndedSession: 1,
    });
    const entries = await ctx.db.auditEntry.findMany({
      where: { entity: 'Member', entityId: String(kept.id) },
    });
    expect(entries).toHaveLength(1);
    const entry = entries[0]!;
    expect(entry).toMatchObject({
      actorId: admin.id,
      action: 'member.merge',
      reason: 'Registered twice: once by her coach, once herself',
      before: {
        kept: { username: null, password: 'none', mobile: null, isRef: false },
        duplicate: { id: duplicate.id, mergedIntoId: null, tokenVersion: 0, username: 'KimK' },
      },
      after: {
        kept: { username: 'KimK', password: 'set', mobile: '0400111222', isRef: true },
        duplicate: { id: duplicate.id, mergedIntoId: kept.id, tokenVersion: 1, username: null },
        rows: { Invoice: { moved: 1, dropped: 0 }, SportProfile: { moved: 1, dropped: 1 } },
      },
    });
    expect(JSON.stringify(entry)).not.toMatch(/argon2|passwordHash/);
  });
});

describe('refusals', () => {
  it('refuses merging a member into itself, into a deactivated or merged member, a merged one again, and strangers', async () => {
    const a = await createMember(ctx.db);
    const b = await createMember(ctx.db);
    const gone = await createMember(ctx.db, { deactivatedAt: new Date() });
    const merged = await createMember(ctx.db, { mergedIntoId: b.id, deactivatedAt: new Date() });
    await ctx.db.sportProfile.create({ data: { memberId: a.id, sport: 'basketball' } });

    expect(await refusal(merge(a.id, a.id))).toEqual({
      status: 400,
      message: 'A member cannot be merged into itself.',
    });
    expect(await refusal(merge(a.id, gone.id))).toEqual({
      status: 409,
      message: `Member #${gone.id} is deactivated: merge into an active member.`,
    });
    expect(await refusal(merge(a.id, merged.id))).toEqual({
      status: 409,
      message: `Member #${merged.id} was merged into member #${b.id}: merge into that member instead.`,
    });
    expect(await refusal(merge(merged.id, a.id))).toEqual({
      status: 409,
      message: `Member #${merged.id} was already merged into member #${b.id}.`,
    });
    expect(await refusal(merge(a.id, 99_999_999))).toEqual({
      status: 404,
      message: 'Member #99999999 not found',
    });
    expect(await refusal(merge(99_999_998, a.id))).toEqual({
      status: 404,
      message: 'Member #99999998 not found',
    });

    // Nothing was written by any of them.
    expect(await ctx.db.sportProfile.count({ where: { memberId: a.id } })).toBe(1);
    expect(
      await ctx.db.member.findUnique({
        where: { id: a.id },
        select: { deactivatedAt: true, mergedIntoId: true },
      }),
    ).toEqual({ deactivatedAt: null, mergedIntoId: null });
    expect(
      await ctx.db.auditEntry.count({
        where: { entityId: { in: [a, b, gone, merged].map((m) => String(m.id)) } },
      }),
    ).toBe(0);
  });

  it('keeps the sign-in of a kept member that has one, and the duplicate keeps its username reserved', async () => {
    const k = await createMember(ctx.db, { username: `keeper${Date.now()}` });
    const d = await createMember(ctx.db, { username: `dupe${Date.now()}` });
    await merge(d.id, k.id);
    const [kAfter, dAfter] = await Promise.all([
      ctx.db.member.findUniqueOrThrow({ where: { id: k.id } }),
      ctx.db.member.findUniqueOrThrow({ where: { id: d.id } }),
    ]);
    expect(kAfter.username).toBe(k.username);
    expect(dAfter.username).toBe(d.username);
    expect(dAfter.usernameLower).toBe(d.usernameLower);
  });
});

describe('a class both records hold a place in', () => {
  it('gives the spare place to the first on the waitlist with an active subscription', async () => {
    const cls = await createClass(ctx.db, 5, { capacity: 2 });
    const [k, d] = [await createMember(ctx.db), await createMember(ctx.db)];
    const lapsed = await createHpcMember(ctx.db);
    const waiting = await createHpcMember(ctx.db, { subscribed: true });
    await ctx.db.classEnrollment.createMany({
      data: [
        { classId: cls.id, memberId: k.id, status: 'booked' },
        { classId: cls.id, memberId: d.id, status: 'booked' },
        {
          classId: cls.id,
          memberId: lapsed.id,
          status: 'waitlisted',
          waitlistedAt: new Date(Date.now() - 60_000),
        },
        { classId: cls.id, memberId: waiting.id, status: 'waitlisted', waitlistedAt: new Date() },
      ],
    });
    await ctx.db.hpcClass.update({ where: { id: cls.id }, data: { bookedCount: 2 } });

    await merge(d.id, k.id);
    const statuses = await ctx.db.classEnrollment.findMany({
      where: { classId: cls.id },
      select: { memberId: true, status: true },
      orderBy: { id: 'asc' },
    });
    expect(statuses).toEqual([
      { memberId: k.id, status: 'booked' },
      { memberId: lapsed.id, status: 'waitlisted' },
      { memberId: waiting.id, status: 'booked' },
    ]);
    expect((await ctx.db.hpcClass.findUniqueOrThrow({ where: { id: cls.id } })).bookedCount).toBe(2);
  });
});

describe('two merges at once', () => {
  it('A into B and B into A at once: exactly one applies, the other is refused with a 409', async () => {
    const a = await createMember(ctx.db);
    const b = await createMember(ctx.db);
    await ctx.db.sportProfile.create({ data: { memberId: a.id, sport: 'basketball' } });
    await ctx.db.sportProfile.create({ data: { memberId: b.id, sport: 'netball' } });

    const outcomes = await Promise.allSettled([merge(a.id, b.id), merge(b.id, a.id)]);
    const applied = outcomes.filter((o) => o.status === 'fulfilled');
    const refused = outcomes.filter((o): o is PromiseRejectedResult => o.status === 'rejected');
    expect(applied).toHaveLength(1);
    expect(refused).toHaveLength(1);
    expect(refused[0]!.reason).toBeInstanceOf(AppError);
    expect((refused[0]!.reason as AppError).statusCode).toBe(409);

    const members = await ctx.db.member.findMany({
      where: { id: { in: [a.id, b.id] } },
      select: { id: true, mergedIntoId: true },
      orderBy: { id: 'asc' },
    });
    const mergedAway = members.filter((m) => m.mergedIntoId !== null);
    expect(mergedAway).toHaveLength(1);
    const keptId = members.find((m) => m.mergedIntoId === null)!.id;
    expect(mergedAway[0]!.mergedIntoId).toBe(keptId);
    expect(await ctx.db.sportProfile.count({ where: { memberId: keptId } })).toBe(2);
    expect(
      await ctx.db.auditEntry.count({
        where: { action: 'member.merge', entityId: { in: [String(a.id), String(b.id)] } },
      }),
    ).toBe(1);
  });
});
