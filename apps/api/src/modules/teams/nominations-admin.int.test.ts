// The console's nominations through the API, with the real Stripe SDK against the local Stripe
// endpoint: a manager nominates and pays in the wizard, staff accept, decline (refunded through
// the gateway once, however many times it is asked), waitlist or regrade; a freed place goes to
// the first waitlisted team; the manager is emailed each outcome and sees it on the team page;
// every decision is audited; the last place goes to exactly one of many racing accepts.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { NOMINATION_STATUS_TEXT, TEAM_MSG } from '@courtside/contracts';
import { createTestContext, type TestContext } from '../../../test/helpers.js';
import { createMember } from '../../../test/factories.js';
import { createOpenDivision, wizardEntry } from '../../../test/team-factories.js';
import { startStripeMock, type StripeMock } from '../../../test/stripe-mock.js';

let ctx: TestContext;
let stripeApi: StripeMock;
let admin: { id: number };
let competition: { id: number };
let finance: { id: number };
const bearer = (id: number) => `Bearer ${ctx.app.jwt.sign({ sub: String(id), tv: 0 })}`;
const decide = (
  teamId: number,
  decision: string,
  body: Record<string, unknown> = {},
  actor = competition.id,
) =>
  ctx
    .api()
    .post(`/api/admin/nominations/${teamId}/${decision}`)
    .set('authorization', bearer(actor))
    .send(body);
const list = (query: Record<string, string | number>, actor = competition.id) =>
  ctx.api().get('/api/admin/nominations').query(query).set('authorization', bearer(actor));
const teamPage = (teamId: number, memberId: number) =>
  ctx.api().get(`/api/member/teams/${teamId}`).set('authorization', bearer(memberId));
const statusOf = async (teamId: number) =>
  (await ctx.db.team.findUniqueOrThrow({ where: { id: teamId } })).nominationStatus;

beforeAll(async () => {
  stripeApi = await startStripeMock();
  ctx = await createTestContext({
    TIME_ZONE: 'Australia/Sydney',
    STRIPE_SECRET_KEY: 'sk_test_courtside',
    STRIPE_PUBLISHABLE_KEY: 'pk_test_courtside',
    STRIPE_WEBHOOK_SECRET: 'whsec_courtside',
    STRIPE_API_URL: stripeApi.url,
  });
  admin = await createMember(ctx.db, { staffGrants: { create: [{ role: 'admin' }] } });
  competition = await createMember(ctx.db, { staffGrants: { create: [{ role: 'competition' }] } });
  finance = await createMember(ctx.db, { staffGrants: { create: [{ role: 'finance' }] } });
});
afterAll(async () => {
  await ctx?.close();
  await stripeApi?.close();
});
beforeEach(() => {
  stripeApi.calls.length = 0;
});

type Member = Awaited<ReturnType<typeof createMember>>;
type Open = Awaited<ReturnType<typeof createOpenDivision>>;
let unique = 0;

/** The manager nominates a team through the member wizard and pays by card at Stripe. */
async function nominate(manager: Member, open: Open) {
  const res = await ctx
    .api()
    .post('/api/ecommerce/teamnomination/payteamnom')
    .set('authorization', bearer(manager.id))
    .send({
      ...wizardEntry(manager, open, { teamname: `Harbour Heat ${++unique}`, tag: `Fresh${unique}` }),
      teamnominationCart: [{ p_name: 'Team Nomination', p_price: 1 }],
      cardData: { paymentMethodId: 'pm_card_visa' },
    });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data.t_id as number;
}

/** A team entered by hand with a manager who has an email address. */
async function team(divisionId: number, data: Record<string, unknown> = {}) {
  const manager = await createMember(ctx.db, { email: `manager${++unique}@example.com` });
  const t = await ctx.db.team.create({
    data: {
      name: `Team ${unique}`,
      divisionId,
      positions: { create: [{ memberId: manager.id, role: 'manager' }] },
      ...data,
    },
  });
  return { ...t, manager };
}

describe('GET /api/admin/nominations', () => {
  it('lists a season’s nominations with their manager and what they paid, filtered and paged by the server', async () => {
    const open = await createOpenDivision(ctx.db);
    const manager = await createMember(ctx.db, { email: `lister${++unique}@example.com` });
    const paid = await nominate(manager, open);
    const other = await team(open.division.id, { nominationStatus: 'waitlisted', waitlistedAt: new Date() });
    const res = await list({ season_id: open.season.id, sort: 'nominated' });
    expect(res.status).toBe(200);
    expect(res.body.data.total).toBe(2);
    expect(res.body.data.nominations[0]).toMatchObject({
      team_id: paid,
      status: 'pending',
      division_id: open.division.id,
      grade: open.grade.name,
      group: open.group.name,
      season: open.season.name,
      manager: `${manager.firstname} ${manager.lastname}`,
      manager_email: manager.email,
      paid_cents: 65_000,
      refunded_cents: 0,
    });
    const waitlisted = await list({ season_id: open.season.id, status: 'waitlisted' });
    expect(waitlisted.body.data.nominations.map((n: { team_id: number }) => n.team_id)).toEqual([other.id]);
    const paged = await list({ season_id: open.season.id, page_size: 1, page: 1, sort: 'nominated' });
    expect(paged.body.data.nominations.map((n: { team_id: number }) => n.team_id)).toEqual([other.id]);
    expect((await list({ season_id: open.season.id }, finance.id)).status).toBe(403);
    expect((await list({ page_size: 1000 })).status).toBe(422);
  });
});

describe('deciding a nomination', () => {
  it('accepts it: audited, the manager emailed, the team page says so', async () => {
    const open = await createOpenDivision(ctx.db);
    const manager = await createMember(ctx.db, { email: `accept${++unique}@example.com` });
    const teamId = await nominate(manager, open);
    const page = await teamPage(teamId, manager.id);
    expect(page.body.data.t_nomination).toMatchObject({
      status: 'pending',
      text: NOMINATION_STATUS_TEXT.pending,
    });

    const res = await decide(teamId, 'accept', { reason: 'Welcome back' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data).toMatchObject({ nomination: { status: 'accepted' }, refunded_cents: 0 });
    const audit = await ctx.db.auditEntry.findMany({ where: { entity: 'Team', entityId: String(teamId) } });
    expect(audit).toMatchObject([
      {
        actorId: competition.id,
        action: 'nomination.accept',
        before: { status: 'pending' },
        after: { status: 'accepted' },
        reason: 'Welcome back',
      },
    ]);
    const mail = await ctx.mail.waitFor((m) => m.to === manager.email && /accepted/.test(m.text));
    expect(mail.text).toContain('Welcome back');
    // The link opens the member's team page (the web app's /member/teams/team/:id).
    expect(mail.text).toContain(`http://portal.test/member/teams/team/${teamId}`);
    expect((await teamPage(teamId, manager.id)).body.data.t_nomination).toMatchObject({
      status: 'accepted',
      text: NOMINATION_STATUS_TEXT.accepted,
      reason: 'Welcome back',
    });
    // Accepted twice is a conflict, not a second entry.
    expect((await decide(teamId, 'accept')).status).toBe(409);
    expect(await ctx.db.auditEntry.count({ where: { entity: 'Team', entityId: String(teamId) } })).toBe(1);
  });

  it('declines a paid nomination: refunded once at Stripe, even when asked ten times at once', async () => {
    const open = await createOpenDivision(ctx.db);
    const manager = await createMember(ctx.db, { email: `decline${++unique}@example.com` });
    const teamId = await nominate(manager, open);
    const payment = await ctx.db.payment.findFirstOrThrow({ where: { order: { teamId } } });
    stripeApi.calls.length = 0;

    const answers = await Promise.all(
      Array.from({ length: 10 }, () => decide(teamId, 'decline', { reason: 'The grade is full' })),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([200, ...Array(9).fill(409)]);
    const ok = answers.find((a) => a.status === 200)!;
    expect(ok.body.data).toMatchObject({
      nomination: { status: 'declined', refunded_cents: 65_000 },
      refunded_cents: 65_000,
    });

    const refunds = stripeApi.calls.filter((c) => c.path === '/v1/refunds');
    expect(refunds).toHaveLength(1);
    expect(refunds[0]!.form).toMatchObject({ payment_intent: payment.gatewayRef, amount: '65000' });
    expect(refunds[0]!.idempotencyKey).toContain(`team-${teamId}-payment-${payment.id}`);
    expect(await ctx.db.payment.findUniqueOrThrow({ where: { id: payment.id } })).toMatchObject({
      status: 'refunded',
      refundedCents: 65_000,
    });
    // Dated and named as Stripe's refund, so the payout that carries it matches it.
    expect(await ctx.db.refund.findMany({ where: { paymentId: payment.id } })).toMatchObject([
      {
        amountCents: 65_000,
        reason: 'Team declined',
        byHand: false,
        gatewayRef: expect.stringMatching(/^re_/),
      },
    ]);
    const mail = await ctx.mail.waitFor((m) => m.to === manager.email && /declined/.test(m.text));
    expect(mail.text).toContain('The grade is full');
    expect(mail.text).toContain('$650.00 has been refunded');
    expect((await teamPage(teamId, manager.id)).body.data.t_nomination).toMatchObject({
      status: 'declined',
      reason: 'The grade is full',
    });
    const audit = await ctx.db.auditEntry.findMany({ where: { entity: 'Team', entityId: String(teamId) } });
    expect(audit).toMatchObject([
      { action: 'nomination.decline', after: { status: 'declined', refunded_cents: 65_000 } },
    ]);
  });

  it('writes nothing when Stripe cannot refund, and can be asked again', async () => {
    const open = await createOpenDivision(ctx.db);
    const manager = await createMember(ctx.db, { email: `down${++unique}@example.com` });
    const teamId = await nominate(manager, open);
    stripeApi.down = true;
    try {
      const res = await decide(teamId, 'decline', { reason: 'Full' });
      expect(res.status).toBeGreaterThanOrEqual(500);
      expect(res.body.error).toBe('error_response');
    } finally {
      stripeApi.down = false;
    }
    expect(await statusOf(teamId)).toBe('pending');
    expect(await ctx.db.payment.count({ where: { order: { teamId }, status: 'refunded' } })).toBe(0);
    expect(await ctx.db.auditEntry.count({ where: { entity: 'Team', entityId: String(teamId) } })).toBe(0);
    expect((await decide(teamId, 'decline', { reason: 'Full' })).status).toBe(200);
  });

  it('credits what a declined team still owes on its invoices', async () => {
    const open = await createOpenDivision(ctx.db);
    const t = await team(open.division.id, { nominationStatus: 'pending' });
    const invoice = await ctx.db.invoice.create({
      data: { teamId: t.id, dueDate: new Date('2026-12-31T00:00:00Z'), amountCents: 40_000 },
    });
    expect((await decide(t.id, 'decline', { reason: 'Withdrawn' })).status).toBe(200);
    const after = await ctx.db.invoice.findUniqueOrThrow({
      where: { id: invoice.id },
      include: { lines: true },
    });
    expect(after.amountCents).toBe(0);
    expect(after.lines).toMatchObject([{ unitPriceCents: -40_000 }]);
  });

  it('refuses a decline without a reason with a 422, writing nothing', async () => {
    const open = await createOpenDivision(ctx.db);
    const t = await team(open.division.id, { nominationStatus: 'pending' });
    const res = await decide(t.id, 'decline', { reason: '  ' });
    expect(res.status).toBe(422);
    expect(await statusOf(t.id)).toBe('pending');
    expect((await decide(t.id, 'accept', {}, finance.id)).status).toBe(403);
    expect((await decide(999_999, 'accept')).status).toBe(404);
  });
});

describe('players outside the division’s gender or ages', () => {
  it('are flagged to staff, who may accept the team anyway: the audit entry lists the warnings', async () => {
    const open = await createOpenDivision(ctx.db, {
      season: { startDate: new Date('2027-01-01T00:00:00Z') },
      division: { playersGender: 'female', maxAge: 20 },
    });
    const t = await team(open.division.id, { nominationStatus: 'pending' });
    const ava = await createMember(ctx.db, {
      firstname: 'Ava',
      lastname: 'Young',
      gender: 'female',
      dob: new Date('2007-01-02T00:00:00Z'),
    });
    const sam = await createMember(ctx.db, {
      firstname: 'Sam',
      lastname: 'Lee',
      gender: 'male',
      dob: new Date('1992-03-15T00:00:00Z'),
    });
    await ctx.db.teamPosition.createMany({
      data: [ava, sam].map((m) => ({ teamId: t.id, memberId: m.id, role: 'player' as const })),
    });
    const warnings = [
      'Sam Lee is male: this division is for women',
      'Sam Lee is 34: this division is for players under 21',
    ];
    const listed = await list({ division_id: open.division.id });
    expect(listed.body.data.nominations).toMatchObject([{ team_id: t.id, warnings }]);

    const res = await decide(t.id, 'accept');
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data.nomination).toMatchObject({ status: 'accepted', warnings });
    const audit = await ctx.db.auditEntry.findMany({ where: { entity: 'Team', entityId: String(t.id) } });
    expect(audit).toMatchObject([
      { action: 'nomination.accept', after: { status: 'accepted', accepted_with_warnings: warnings } },
    ]);
  });
});

describe('the waitlist', () => {
  it('offers a freed place to the first waitlisted team, who is told by email', async () => {
    const open = await createOpenDivision(ctx.db, { division: { capacity: 2 } });
    const a = await team(open.division.id, { nominationStatus: 'accepted' });
    await team(open.division.id, { nominationStatus: 'accepted' });
    // A waitlist division of the group whose teams prefer the full one.
    const waitlist = await ctx.db.division.create({
      data: { name: 'Waitlist', seasonId: open.season.id, groupId: open.group.id, waitlist: true },
    });
    const first = await team(waitlist.id, {
      nominationStatus: 'waitlisted',
      waitlistedAt: new Date('2026-01-01T00:00:00Z'),
      preferredDivisionId: open.division.id,
    });
    const second = await team(open.division.id, {
      nominationStatus: 'waitlisted',
      waitlistedAt: new Date('2026-02-01T00:00:00Z'),
    });

    // Full: a waitlisted team cannot simply be accepted.
    expect((await decide(second.id, 'accept')).status).toBe(409);

    const res = await decide(a.id, 'decline', { reason: 'Withdrew' });
    expect(res.status).toBe(200);
    expect(res.body.data.offered_team_id).toBe(first.id);
    expect(await ctx.db.team.findUniqueOrThrow({ where: { id: first.id } })).toMatchObject({
      nominationStatus: 'offered',
      divisionId: open.division.id,
    });
    expect(await statusOf(second.id)).toBe('waitlisted');
    await ctx.mail.waitFor((m) => m.to === first.manager.email && /offered/.test(m.text));
    expect(
      await ctx.db.auditEntry.findFirst({
        where: { action: 'nomination.offer', entityId: String(first.id) },
      }),
    ).not.toBeNull();
    // The offered team holds the place: still full for the second.
    expect((await decide(second.id, 'accept')).status).toBe(409);
    expect((await decide(first.id, 'accept')).status).toBe(200);
  });

  it('gives the last place to exactly one of ten waitlisted teams accepted at once', async () => {
    const open = await createOpenDivision(ctx.db, { division: { capacity: 3 } });
    await team(open.division.id, { nominationStatus: 'accepted' });
    await team(open.division.id, { nominationStatus: 'accepted' });
    const waiting = [];
    for (let i = 0; i < 10; i++)
      waiting.push(
        await team(open.division.id, { nominationStatus: 'waitlisted', waitlistedAt: new Date() }),
      );
    const answers = await Promise.all(waiting.map((t) => decide(t.id, 'accept')));
    expect(answers.map((a) => a.status).sort()).toEqual([200, ...Array(9).fill(409)]);
    expect(
      await ctx.db.team.count({ where: { divisionId: open.division.id, nominationStatus: 'accepted' } }),
    ).toBe(3);
  });

  it('frees the place for the nomination wizard: a declined or waitlisted team holds none', async () => {
    const open = await createOpenDivision(ctx.db, { division: { capacity: 1 } });
    const t = await team(open.division.id, { nominationStatus: 'pending' });
    const manager = await createMember(ctx.db);
    const soldOut = async () =>
      (
        await ctx
          .api()
          .get(`/api/ecommerce/divisions/${open.group.id}`)
          .set('authorization', bearer(manager.id))
      ).body.data.find((d: { value: number }) => d.value === open.division.id).sold_out;
    expect(await soldOut()).toBe(true);
    expect((await decide(t.id, 'waitlist')).status).toBe(200);
    expect(await soldOut()).toBe(false);
  });
});

describe('a member withdrawing', () => {
  const withdraw = (memberId: number, body: Record<string, unknown>, what = 'withdrawnomination') =>
    ctx.api().post(`/api/member/teams/${what}`).set('authorization', bearer(memberId)).send(body);

  it('withdraws their own pending nomination: refunded, audited, the place offered to the waitlist', async () => {
    const open = await createOpenDivision(ctx.db, { division: { capacity: 1 } });
    const manager = await createMember(ctx.db, { email: `withdraw${++unique}@example.com` });
    const teamId = await nominate(manager, open);
    const waiting = await team(open.division.id, {
      nominationStatus: 'waitlisted',
      waitlistedAt: new Date(),
    });
    const player = await ctx.db.teamPosition.findFirstOrThrow({ where: { teamId, role: 'player' } });
    const stranger = await createMember(ctx.db);
    expect((await teamPage(teamId, manager.id)).body.data.t_nomination.can_withdraw).toBe(true);
    expect((await teamPage(teamId, player.memberId)).body.data.t_nomination.can_withdraw).toBe(false);

    // Only the nominator or a manager: a player is refused, a stranger learns nothing.
    expect((await withdraw(player.memberId, { teamTid: teamId })).status).toBe(403);
    expect((await withdraw(stranger.id, { teamTid: teamId })).status).toBe(404);
    expect(await statusOf(teamId)).toBe('pending');

    stripeApi.calls.length = 0;
    const res = await withdraw(manager.id, { teamTid: teamId });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: TEAM_MSG.nominationWithdrawn });
    expect(await statusOf(teamId)).toBe('declined');
    expect(stripeApi.calls.filter((c) => c.path === '/v1/refunds')).toHaveLength(1);
    expect(await ctx.db.payment.count({ where: { order: { teamId }, status: 'refunded' } })).toBe(1);
    expect(await statusOf(waiting.id)).toBe('offered');
    const audit = await ctx.db.auditEntry.findMany({
      where: { entity: 'Team', entityId: { in: [String(teamId), String(waiting.id)] } },
      orderBy: { id: 'asc' },
    });
    expect(audit).toMatchObject([
      {
        actorId: manager.id,
        action: 'nomination.withdraw',
        before: { status: 'pending' },
        after: { status: 'declined', refunded_cents: 65_000 },
        reason: `Withdrawn by ${manager.firstname} ${manager.lastname}`,
      },
      { actorId: manager.id, action: 'nomination.offer', after: { status: 'offered' } },
    ]);
    await ctx.mail.waitFor((m) => m.to === waiting.manager.email && /offered/.test(m.text));
    const page = (await teamPage(teamId, manager.id)).body.data.t_nomination;
    expect(page).toMatchObject({ status: 'declined', can_withdraw: false });

    // Once withdrawn (or decided by staff) it cannot be withdrawn again.
    const again = await withdraw(manager.id, { teamTid: teamId });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(TEAM_MSG.nominationNotWithdrawn);
  });

  it('withdraws a pending member request they made; not someone else’s, not a decided one', async () => {
    const open = await createOpenDivision(ctx.db);
    const t = await team(open.division.id, { nominationStatus: 'accepted' });
    const teamAdmin = await createMember(ctx.db);
    await ctx.db.teamPosition.create({ data: { teamId: t.id, memberId: teamAdmin.id, role: 'admin' } });
    const request = (status: 'pending' | 'approved') =>
      ctx.db.teamMemberRequest.create({
        data: {
          teamId: t.id,
          kind: 'new',
          firstname: 'Nia',
          lastname: `New${++unique}`,
          dob: new Date('2001-01-01T00:00:00Z'),
          gender: 'female',
          email: `nia${unique}@example.com`,
          role: 'player',
          status,
          decidedAt: status === 'pending' ? null : new Date(),
          requestedById: t.manager.id,
        },
      });
    const mine = await request('pending');
    const decided = await request('approved');
    const shown = (await teamPage(t.id, t.manager.id)).body.data.t_requests;
    expect(shown.map((r: { id: number; can_withdraw: boolean }) => [r.id, r.can_withdraw])).toEqual([
      [mine.id, true],
      [decided.id, false],
    ]);
    const body = { teamTid: t.id, requestId: mine.id };

    expect((await withdraw(teamAdmin.id, body, 'withdrawrequest')).status).toBe(403);
    expect(
      (await withdraw(t.manager.id, { teamTid: t.id, requestId: decided.id }, 'withdrawrequest')).status,
    ).toBe(409);
    const res = await withdraw(t.manager.id, body, 'withdrawrequest');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: TEAM_MSG.requestWithdrawn });
    expect(await ctx.db.teamMemberRequest.findUnique({ where: { id: mine.id } })).toBeNull();
    expect(
      await ctx.db.auditEntry.findMany({ where: { entity: 'TeamMemberRequest', entityId: String(mine.id) } }),
    ).toMatchObject([
      { actorId: t.manager.id, action: 'team.request.withdraw', before: { status: 'pending' } },
    ]);
    expect((await withdraw(t.manager.id, body, 'withdrawrequest')).status).toBe(404);
  });
});

describe('a declined team', () => {
  it('is not in the competition: the public ladder and team filter leave it out, and the console counts only teams holding a place', async () => {
    const open = await createOpenDivision(ctx.db, { division: { capacity: 4 } });
    const kept = await team(open.division.id);
    const gone = await team(open.division.id, { nominationStatus: 'pending' });
    expect((await decide(gone.id, 'decline', { reason: 'Graded too strong for the division' })).status).toBe(
      200,
    );
    const { seasonId } = open.division;
    const filter = await ctx.api().get(`/api/draw/seasons/divisions/${open.division.id}/teams`).expect(200);
    expect(filter.body.data.map((t: { team_id: number }) => t.team_id)).toEqual([kept.id]);
    const ladder = await ctx
      .api()
      .get(`/api/draw/result?season=${seasonId}&division=${open.division.id}`)
      .expect(200);
    expect(ladder.body.divisionResult.map((r: { team_id: number }) => r.team_id)).toEqual([kept.id]);
    const season = await ctx
      .api()
      .get(`/api/admin/seasons/${seasonId}`)
      .set('authorization', bearer(competition.id))
      .expect(200);
    const divisions = season.body.data.grades.flatMap((g: { groups: Array<{ divisions: unknown[] }> }) =>
      g.groups.flatMap((gr) => gr.divisions),
    ) as Array<{ id: number; team_count: number }>;
    expect(divisions.find((d) => d.id === open.division.id)?.team_count).toBe(1);
    expect(season.body.data.season.team_count).toBe(1);
  });
});

describe('regrading', () => {
  it('moves a team to another division of its season when it has room, and offers the place it left', async () => {
    const open = await createOpenDivision(ctx.db, { division: { capacity: 1 } });
    const mover = await team(open.division.id, { nominationStatus: 'accepted' });
    const waiting = await team(open.division.id, {
      nominationStatus: 'waitlisted',
      waitlistedAt: new Date(),
    });
    const full = await ctx.db.division.create({
      data: { name: 'Div 2', seasonId: open.season.id, groupId: open.group.id, capacity: 0 },
    });
    const roomy = await ctx.db.division.create({
      data: { name: 'Div 3', seasonId: open.season.id, groupId: open.group.id },
    });
    const elsewhere = await createOpenDivision(ctx.db);

    expect((await decide(mover.id, 'regrade', { division_id: full.id })).status).toBe(409);
    expect((await decide(mover.id, 'regrade', { division_id: elsewhere.division.id })).status).toBe(422);
    const res = await decide(mover.id, 'regrade', {
      division_id: roomy.id,
      reason: 'Stronger than expected',
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data).toMatchObject({
      nomination: { division_id: roomy.id, status: 'accepted' },
      offered_team_id: waiting.id,
    });
    expect(
      await ctx.db.auditEntry.findFirst({
        where: { action: 'nomination.regrade', entityId: String(mover.id) },
      }),
    ).toMatchObject({
      before: { division_id: open.division.id },
      after: { division_id: roomy.id },
      actorId: competition.id,
    });
    // Admins decide too.
    expect((await decide(waiting.id, 'accept', {}, admin.id)).status).toBe(200);
  });
});

describe('deciding many picked nominations at once', () => {
  const bulk = (body: Record<string, unknown>, actor = competition.id) =>
    ctx.api().post('/api/admin/nominations/bulk').set('authorization', bearer(actor)).send(body);
  const auditOf = (teamIds: number[]) =>
    ctx.db.auditEntry.findMany({
      where: { entity: 'Team', entityId: { in: teamIds.map(String) } },
      orderBy: { entityId: 'asc' },
    });

  it('declines each picked team with the one reason: each refunded, audited and its manager emailed', async () => {
    const open = await createOpenDivision(ctx.db);
    const managers = [
      await createMember(ctx.db, { email: `bulkdecline${++unique}@example.com` }),
      await createMember(ctx.db, { email: `bulkdecline${++unique}@example.com` }),
    ];
    const teamIds = [await nominate(managers[0]!, open), await nominate(managers[1]!, open)];
    stripeApi.calls.length = 0;

    const res = await bulk({ action: 'decline', team_ids: teamIds, reason: '  The grade is full  ' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data).toMatchObject({ action: 'decline', decided: 2, refused: 0 });
    expect(res.body.data.results).toMatchObject(
      teamIds.map((id) => ({
        team_id: id,
        decided: true,
        status: 'declined',
        message: null,
        refunded_cents: 65_000,
      })),
    );
    expect(stripeApi.calls.filter((c) => c.path === '/v1/refunds')).toHaveLength(2);
    for (const id of teamIds) {
      expect(await ctx.db.payment.count({ where: { order: { teamId: id }, status: 'refunded' } })).toBe(1);
      expect(await ctx.db.team.findUniqueOrThrow({ where: { id } })).toMatchObject({
        nominationStatus: 'declined',
        nominationReason: 'The grade is full',
      });
    }
    const audit = await auditOf(teamIds);
    expect(audit).toHaveLength(2);
    for (const entry of audit)
      expect(entry).toMatchObject({
        actorId: competition.id,
        action: 'nomination.decline',
        after: { status: 'declined', refunded_cents: 65_000 },
        reason: 'The grade is full',
      });
    for (const manager of managers) {
      const mail = await ctx.mail.waitFor((m) => m.to === manager.email && /declined/.test(m.text));
      expect(mail.text).toContain('The grade is full');
      expect(mail.text).toContain('$650.00 has been refunded');
    }
  });

  it('accepts the others when one picked team is refused for a full division, and says why', async () => {
    const full = await createOpenDivision(ctx.db, { division: { capacity: 1 } });
    await team(full.division.id, { nominationStatus: 'accepted' });
    const waiting = await team(full.division.id, {
      nominationStatus: 'waitlisted',
      waitlistedAt: new Date(),
    });
    const open = await createOpenDivision(ctx.db);
    const first = await team(open.division.id, { nominationStatus: 'pending' });
    const last = await team(open.division.id, { nominationStatus: 'pending' });

    const res = await bulk({ action: 'accept', team_ids: [first.id, waiting.id, last.id] });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data).toMatchObject({ decided: 2, refused: 1 });
    expect(res.body.data.results).toEqual([
      expect.objectContaining({ team_id: first.id, decided: true, status: 'accepted' }),
      {
        team_id: waiting.id,
        team: waiting.name,
        decided: false,
        status: null,
        message: 'That division has no place left: decline or waitlist a team in it first.',
        refunded_cents: 0,
        offered_team_id: null,
        warnings: [],
      },
      expect.objectContaining({ team_id: last.id, decided: true, status: 'accepted' }),
    ]);
    expect(await statusOf(first.id)).toBe('accepted');
    expect(await statusOf(last.id)).toBe('accepted');
    expect(await statusOf(waiting.id)).toBe('waitlisted');
    expect((await auditOf([first.id, last.id, waiting.id])).map((a) => [a.entityId, a.action])).toEqual(
      [first.id, last.id].map((id) => [String(id), 'nomination.accept']).sort(),
    );
    await ctx.mail.waitFor((m) => m.to === first.manager.email && /accepted/.test(m.text));
    await ctx.mail.waitFor((m) => m.to === last.manager.email && /accepted/.test(m.text));
  });

  it('waitlists each picked team of a division without a limit, offering none of them a place', async () => {
    const open = await createOpenDivision(ctx.db);
    const first = await team(open.division.id, { nominationStatus: 'pending' });
    const second = await team(open.division.id, { nominationStatus: 'pending' });
    const res = await bulk({
      action: 'waitlist',
      team_ids: [first.id, second.id],
      reason: 'Grading game first',
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data.results).toMatchObject([
      { team_id: first.id, decided: true, status: 'waitlisted', offered_team_id: null },
      { team_id: second.id, decided: true, status: 'waitlisted', offered_team_id: null },
    ]);
    expect(await statusOf(first.id)).toBe('waitlisted');
    expect(await statusOf(second.id)).toBe('waitlisted');
  });

  it('never offers a place the batch freed back to a team the same batch waitlisted', async () => {
    const full = await createOpenDivision(ctx.db, { division: { capacity: 2 } });
    const first = await team(full.division.id, { nominationStatus: 'accepted' });
    const second = await team(full.division.id, { nominationStatus: 'accepted' });
    const res = await bulk({ action: 'waitlist', team_ids: [first.id, second.id], reason: 'Grading first' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data.results).toMatchObject([
      { team_id: first.id, decided: true, offered_team_id: null },
      { team_id: second.id, decided: true, offered_team_id: null },
    ]);
    expect(await statusOf(first.id)).toBe('waitlisted');
    expect(await statusOf(second.id)).toBe('waitlisted');
  });

  it('answers a batch of refusals with each reason, changing and logging nothing', async () => {
    const full = await createOpenDivision(ctx.db, { division: { capacity: 1 } });
    await team(full.division.id, { nominationStatus: 'accepted' });
    const waiting = await team(full.division.id, {
      nominationStatus: 'waitlisted',
      waitlistedAt: new Date(),
    });
    const unaudited = ctx.app.unauditedWrites.count;
    const res = await bulk({ action: 'accept', team_ids: [waiting.id] });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data).toMatchObject({ decided: 0, refused: 1 });
    expect(await statusOf(waiting.id)).toBe('waitlisted');
    expect(await auditOf([waiting.id])).toEqual([]);
    // Nothing changed, so no entry was owed: the watch over console writes counts none missing.
    expect(ctx.app.unauditedWrites.count).toBe(unaudited);
  });

  it('names the players outside a division’s range that a bulk acceptance let in, and audits them', async () => {
    const open = await createOpenDivision(ctx.db, {
      season: { startDate: new Date('2027-01-01T00:00:00Z') },
      division: { playersGender: 'female' },
    });
    const mixed = await team(open.division.id, { nominationStatus: 'pending' });
    const plain = await team(open.division.id, { nominationStatus: 'pending' });
    const sam = await createMember(ctx.db, { firstname: 'Sam', lastname: 'Lee', gender: 'male' });
    await ctx.db.teamPosition.create({ data: { teamId: mixed.id, memberId: sam.id, role: 'player' } });
    const warnings = ['Sam Lee is male: this division is for women'];

    const res = await bulk({ action: 'accept', team_ids: [mixed.id, plain.id] });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data.results).toMatchObject([
      { team_id: mixed.id, decided: true, warnings },
      { team_id: plain.id, decided: true, warnings: [] },
    ]);
    expect(await auditOf([mixed.id])).toMatchObject([
      { action: 'nomination.accept', after: { status: 'accepted', accepted_with_warnings: warnings } },
    ]);
  });

  it('refuses a role without the Nominations area before the body is read', async () => {
    const open = await createOpenDivision(ctx.db);
    const t = await team(open.division.id, { nominationStatus: 'pending' });
    const refused = await bulk({ action: 'no such thing', team_ids: 'all' }, finance.id);
    expect(refused.status).toBe(403);
    expect((await bulk({ action: 'accept', team_ids: [t.id] }, finance.id)).status).toBe(403);
    expect(await statusOf(t.id)).toBe('pending');
  });

  it('refuses an empty list, an unknown action, too many teams and a decline without a reason with a 422', async () => {
    const open = await createOpenDivision(ctx.db);
    const t = await team(open.division.id, { nominationStatus: 'pending' });
    const empty = await bulk({ action: 'accept', team_ids: [] });
    expect(empty.status).toBe(422);
    expect(empty.body.errors.team_ids).toEqual(['Pick at least one team.']);
    const unknown = await bulk({ action: 'regrade', team_ids: [t.id] });
    expect(unknown.status).toBe(422);
    expect(Object.keys(unknown.body.errors)).toEqual(['action']);
    const many = await bulk({ action: 'accept', team_ids: Array.from({ length: 201 }, (_, i) => i + 1) });
    expect(many.status).toBe(422);
    expect(many.body.errors.team_ids).toEqual(['Pick at most 200 teams at once.']);
    const silent = await bulk({ action: 'decline', team_ids: [t.id], reason: '   ' });
    expect(silent.status).toBe(422);
    expect(silent.body.errors.reason).toEqual(['Say why they are declined']);
    expect(await statusOf(t.id)).toBe('pending');
    expect(await ctx.db.auditEntry.count({ where: { entity: 'Team', entityId: String(t.id) } })).toBe(0);
  });

  it('counts a team picked twice once: one decision, one audit entry, one email', async () => {
    const open = await createOpenDivision(ctx.db);
    const t = await team(open.division.id, { nominationStatus: 'pending' });
    const res = await bulk({ action: 'waitlist', team_ids: [t.id, t.id, t.id], reason: 'Grading' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data).toMatchObject({ decided: 1, refused: 0 });
    expect(res.body.data.results).toMatchObject([{ team_id: t.id, decided: true, status: 'waitlisted' }]);
    expect(await auditOf([t.id])).toMatchObject([{ action: 'nomination.waitlist', reason: 'Grading' }]);
    await ctx.mail.waitFor((m) => m.to === t.manager.email && /waitlist/i.test(m.text));
    expect(ctx.mail.messages.filter((m) => m.to === t.manager.email)).toHaveLength(1);
  });
});
