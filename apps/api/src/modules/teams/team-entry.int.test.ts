// Staff entering a team for a club that pays by EFT or cash, through the API: the team is entered
// (pending, as the wizard enters one) and billed on one invoice for the division's nomination fee,
// audited, its manager emailed; the wizard's rules hold (a name the division has, a waitlist
// division's preferred division, no fee for a manager who pays none), a full division waitlists
// the team unbilled until it is offered a place, the manager must be able to sign in, only
// competition staff may do it, and racing entries take the last place exactly once.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NOMINATION_MSG } from '@courtside/contracts';
import { createTestContext, type TestContext } from '../../../test/helpers.js';
import { createMember } from '../../../test/factories.js';
import { createOpenDivision } from '../../../test/team-factories.js';

let ctx: TestContext;
let admin: { id: number };
let competition: { id: number };
let finance: { id: number };
const bearer = (id: number) => `Bearer ${ctx.app.jwt.sign({ sub: String(id), tv: 0 })}`;
const enter = (body: Record<string, unknown>, actor = competition.id) =>
  ctx.api().post('/api/admin/nominations/entries').set('authorization', bearer(actor)).send(body);

let unique = 0;
const manager = () => createMember(ctx.db, { email: `entry.manager${++unique}@example.com` });
type Open = Awaited<ReturnType<typeof createOpenDivision>>;
const entry = (open: Open, managerId: number, extra: Record<string, unknown> = {}) => ({
  team_name: `Glebe Giants ${++unique}`,
  manager_id: managerId,
  season_id: open.season.id,
  division_id: open.division.id,
  ...extra,
});

beforeAll(async () => {
  ctx = await createTestContext({ TIME_ZONE: 'Australia/Sydney' });
  admin = await createMember(ctx.db, { staffGrants: { create: [{ role: 'admin' }] } });
  competition = await createMember(ctx.db, { staffGrants: { create: [{ role: 'competition' }] } });
  finance = await createMember(ctx.db, { staffGrants: { create: [{ role: 'finance' }] } });
});
afterAll(async () => {
  await ctx?.close();
});

describe('POST /api/admin/nominations/entries', () => {
  it('enters the team and bills its fee on one invoice with the GST inside, audited, the manager emailed', async () => {
    const open = await createOpenDivision(ctx.db);
    const boss = await manager();
    const body = entry(open, boss.id, { reason: 'Glebe pays by EFT' });
    const res = await enter(body);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const { team_id: teamId, invoice_id: invoiceId } = res.body.data;
    // 650.00 with GST inside: 650.00 / 11 = 59.09.
    expect(res.body.data).toMatchObject({
      team: body.team_name,
      status: 'pending',
      amount_cents: 65_000,
      gst_cents: 5_909,
    });

    // The team holds a place like a wizard nomination; the staff member takes no position in it.
    const team = await ctx.db.team.findUniqueOrThrow({
      where: { id: teamId },
      select: {
        divisionId: true,
        nominationStatus: true,
        positions: { select: { memberId: true, role: true } },
      },
    });
    expect(team).toEqual({
      divisionId: open.division.id,
      nominationStatus: 'pending',
      positions: [{ memberId: boss.id, role: 'manager' }],
    });

    // One invoice, to the team, for the division's nomination fee.
    const invoices = await ctx.db.invoice.findMany({
      where: { teamId },
      select: {
        id: true,
        amountCents: true,
        lines: { select: { quantity: true, unitPriceCents: true, description: true } },
      },
    });
    expect(invoices).toEqual([
      {
        id: invoiceId,
        amountCents: 65_000,
        lines: [
          {
            quantity: 1,
            unitPriceCents: 65_000,
            description: `Team Nomination - ${open.division.name} (${open.season.name}): ${body.team_name}`,
          },
        ],
      },
    ]);
    const shown = await ctx
      .api()
      .get(`/api/admin/invoices/${invoiceId}`)
      .set('authorization', bearer(admin.id));
    expect(shown.body.data).toMatchObject({
      kind: 'team',
      team_id: teamId,
      amount_cents: 65_000,
      gst_cents: 5_909,
      owing_cents: 65_000,
    });
    // The manager sees it among their invoices, to pay it.
    const own = await ctx
      .api()
      .get(`/api/ecommerce/invoice/${invoiceId}`)
      .set('authorization', bearer(boss.id));
    expect(own.status).toBe(200);

    // It shows in the console's Nominations and Teams lists as a wizard nomination does.
    const [listed, teams] = await Promise.all(
      ['/api/admin/nominations', '/api/admin/teams'].map((url) =>
        ctx
          .api()
          .get(url)
          .query({ division_id: open.division.id })
          .set('authorization', bearer(competition.id)),
      ),
    );
    expect(teams!.body.data.nominations).toMatchObject([{ team_id: teamId, team: body.team_name }]);
    expect(listed!.body.data.nominations).toMatchObject([
      {
        team_id: teamId,
        status: 'pending',
        manager: `${boss.firstname} ${boss.lastname}`,
        manager_email: boss.email,
      },
    ]);

    const audit = await ctx.db.auditEntry.findMany({
      where: {
        OR: [
          { entity: 'Team', entityId: String(teamId) },
          { entity: 'Invoice', entityId: String(invoiceId) },
        ],
      },
      orderBy: { id: 'asc' },
    });
    expect(audit.map((a) => [a.action, a.actorId])).toEqual([
      ['invoice.create', competition.id],
      ['nomination.enter', competition.id],
    ]);
    expect(audit[1]).toMatchObject({
      reason: 'Glebe pays by EFT',
      after: { status: 'pending', manager_id: boss.id, invoice_id: invoiceId, amount_cents: 65_000 },
    });

    const mail = await ctx.mail.waitFor((m) => m.to === boss.email && m.text.includes(body.team_name));
    expect(mail.text).toContain(`Invoice ${invoiceId} for the nomination fee, $650.00 (GST $59.09)`);
    expect(mail.text).toContain('waiting for the association to accept it');
  });

  it('refuses a name the division already has, in any case', async () => {
    const open = await createOpenDivision(ctx.db);
    const first = await enter(entry(open, (await manager()).id, { team_name: 'Harbour Heat' }));
    expect(first.status).toBe(201);
    const res = await enter(entry(open, (await manager()).id, { team_name: '  harbour HEAT ' }));
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({ team_name: [NOMINATION_MSG.teamNameTaken] });
    expect(await ctx.db.team.count({ where: { divisionId: open.division.id } })).toBe(1);
  });

  it('refuses a manager who cannot sign in', async () => {
    const open = await createOpenDivision(ctx.db);
    const noSignIn = await createMember(ctx.db, { passwordHash: null });
    const res = await enter(entry(open, noSignIn.id));
    expect(res.status).toBe(422);
    expect(res.body.errors.manager_id[0]).toMatch(/has no sign-in/);
    expect(await ctx.db.team.count({ where: { divisionId: open.division.id } })).toBe(0);
  });

  it('refuses a role without the Nominations area before reading the body', async () => {
    const open = await createOpenDivision(ctx.db);
    const refused = await enter({ nonsense: true }, finance.id);
    expect(refused.status).toBe(403);
    const signedOut = await ctx.api().post('/api/admin/nominations/entries').send(entry(open, finance.id));
    expect(signedOut.status).toBe(401);
    expect(await ctx.db.team.count({ where: { divisionId: open.division.id } })).toBe(0);
  });

  it('puts the team on a full division’s waitlist, billed only once it is offered a place', async () => {
    const open = await createOpenDivision(ctx.db, { division: { capacity: 1 } });
    const first = await enter(entry(open, (await manager()).id));
    expect(first.body.data).toMatchObject({ status: 'pending', amount_cents: 65_000 });
    const waiting = await manager();
    const res = await enter(entry(open, waiting.id));
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const teamId = res.body.data.team_id as number;
    expect(res.body.data).toMatchObject({
      status: 'waitlisted',
      invoice_id: null,
      amount_cents: 0,
      gst_cents: 0,
    });
    expect(await ctx.db.team.findUniqueOrThrow({ where: { id: teamId } })).toMatchObject({
      nominationStatus: 'waitlisted',
      waitlistedAt: expect.any(Date),
    });
    expect(await ctx.db.invoice.count({ where: { teamId } })).toBe(0);
    const mail = await ctx.mail.waitFor((m) => m.to === waiting.email && m.text.includes('on the waitlist'));
    expect(mail.text).toContain('Nothing is billed while the team waits');

    // The place frees: the waitlisted team is offered it and billed the fee then.
    const declined = await ctx
      .api()
      .post(`/api/admin/nominations/${first.body.data.team_id}/decline`)
      .set('authorization', bearer(competition.id))
      .send({ reason: 'Withdrew' });
    expect(declined.body.data.offered_team_id).toBe(teamId);
    expect(await ctx.db.invoice.findMany({ where: { teamId }, select: { amountCents: true } })).toEqual([
      { amountCents: 65_000 },
    ]);
  });

  it('bills a waitlisted team when staff accept it into a place that freed without an offer', async () => {
    const open = await createOpenDivision(ctx.db, { division: { capacity: 1 } });
    expect((await enter(entry(open, (await manager()).id))).body.data.status).toBe('pending');
    const waiting = await enter(entry(open, (await manager()).id));
    const teamId = waiting.body.data.team_id as number;
    expect(waiting.body.data).toMatchObject({ status: 'waitlisted', invoice_id: null });
    // Staff make room in the division (no place was freed, so nobody was offered one).
    await ctx.db.division.update({ where: { id: open.division.id }, data: { capacity: 2 } });
    const accepted = await ctx
      .api()
      .post(`/api/admin/nominations/${teamId}/accept`)
      .set('authorization', bearer(competition.id))
      .send({});
    expect(accepted.status, JSON.stringify(accepted.body)).toBe(200);
    expect(await ctx.db.invoice.findMany({ where: { teamId }, select: { amountCents: true } })).toEqual([
      { amountCents: 65_000 },
    ]);
  });

  it('bills nothing for a manager who pays no nomination fees, as the wizard charges them nothing', async () => {
    const open = await createOpenDivision(ctx.db);
    const free = await createMember(ctx.db, { skTm: true });
    const res = await enter(entry(open, free.id));
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({ status: 'pending', invoice_id: null, amount_cents: 0 });
    expect(await ctx.db.invoice.count({ where: { teamId: res.body.data.team_id } })).toBe(0);
  });

  it('asks a waitlist division for a preferred division of its group, as the wizard does', async () => {
    const open = await createOpenDivision(ctx.db, { division: { waitlist: true } });
    const preferred = await ctx.db.division.create({
      data: {
        name: `Open Women Div 2 ${++unique}`,
        seasonId: open.season.id,
        groupId: open.group.id,
        nominationPriceCents: 50_000,
      },
    });
    const without = await enter(entry(open, (await manager()).id));
    expect(without.status).toBe(422);
    expect(without.body.errors).toEqual({ preferred_division_id: [NOMINATION_MSG.preferredRequired] });
    const res = await enter(entry(open, (await manager()).id, { preferred_division_id: preferred.id }));
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(await ctx.db.team.findUniqueOrThrow({ where: { id: res.body.data.team_id } })).toMatchObject({
      divisionId: open.division.id,
      preferredDivisionId: preferred.id,
    });
  });

  it('gives the last place of a division group to exactly one of many racing entries', async () => {
    const open = await createOpenDivision(ctx.db, { groupCapacity: 1 });
    const managers = await Promise.all(Array.from({ length: 6 }, manager));
    const answers = await Promise.all(managers.map((m) => enter(entry(open, m.id))));
    expect(answers.map((a) => a.status)).toEqual(Array(6).fill(201));
    // One takes the place and is billed; the others wait, unbilled.
    expect(answers.map((a) => a.body.data.status as string).sort()).toEqual([
      'pending',
      ...Array<string>(5).fill('waitlisted'),
    ]);
    expect(
      await ctx.db.team.count({ where: { divisionId: open.division.id, nominationStatus: 'pending' } }),
    ).toBe(1);
    expect(await ctx.db.invoice.count({ where: { team: { divisionId: open.division.id } } })).toBe(1);
  });
});
