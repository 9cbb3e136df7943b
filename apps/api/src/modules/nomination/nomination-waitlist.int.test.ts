// A manager meeting a full division joins its waitlist from the wizard instead of a dead end: the
// team is entered waitlisted with its place in the queue and nothing is charged; a division with
// a place is refused (it is entered with its payment). When staff free a place, the first team
// that joined is offered it, billed the division's fee on an invoice its manager sees, and
// emailed over SMTP how to pay. Of two managers racing for the last place, one takes it and the
// other is told it is full and joins the waitlist.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NOMINATION_MSG, NOMINATION_STATUS_TEXT, WAITLIST_MSG } from '@courtside/contracts';
import { createTestContext, type TestContext } from '../../../test/helpers.js';
import { createMember } from '../../../test/factories.js';
import { createInvoice, VISA } from '../../../test/money-factories.js';
import { createOpenDivision, wizardEntry } from '../../../test/team-factories.js';

let ctx: TestContext;
let competition: { id: number };
const bearer = (id: number) => `Bearer ${ctx.app.jwt.sign({ sub: String(id), tv: 0 })}`;
const post = (path: string, memberId: number, body: Record<string, unknown>) =>
  ctx.api().post(`/api/ecommerce/teamnomination/${path}`).set('authorization', bearer(memberId)).send(body);
const get = (path: string, memberId: number) => ctx.api().get(path).set('authorization', bearer(memberId));

beforeAll(async () => {
  ctx = await createTestContext({ TIME_ZONE: 'Australia/Sydney', TAX_RATE: '0.1' });
  competition = await createMember(ctx.db, { staffGrants: { create: [{ role: 'competition' }] } });
});
afterAll(() => ctx?.close());

type Member = Awaited<ReturnType<typeof createMember>>;
type Open = Awaited<ReturnType<typeof createOpenDivision>>;
let unique = 0;

/** The wizard's entry of a team by `manager` into the division, with five new players. */
function entry(manager: Member, open: Open) {
  const tag = String(++unique);
  return {
    ...wizardEntry(manager, open, { teamname: `Queue Jumpers ${tag}`, tag: `Line${tag}` }),
    teamnominationCart: [],
    cardData: VISA,
  };
}

/** A division of one place, taken by a team whose nominator pays no fees (nothing to refund). */
async function fullDivision() {
  const open = await createOpenDivision(ctx.db, { division: { capacity: 1 } });
  const holder = await createMember(ctx.db, { skTm: true });
  const taken = await post('payteamnom', holder.id, entry(holder, open));
  expect(taken.status).toBe(200);
  return { open, holderTeamId: taken.body.data.t_id as number };
}

describe('joining the waitlist of a full division', () => {
  it('enters the team waitlisted with its position, and charges nothing', async () => {
    const { open } = await fullDivision();
    const [first, second] = [await createMember(ctx.db), await createMember(ctx.db)];
    // The capacity check still answers the division is full, with its message.
    const check = await get(`/api/ecommerce/teamnomination/${open.division.id}`, first.id);
    expect(check.status).toBe(422);
    expect(check.body).toEqual({ error: 'error_division', message: NOMINATION_MSG.divisionFull });

    const joined = await post('joinwaitlist', first.id, entry(first, open));
    expect(joined.status).toBe(200);
    const division = open.division.name;
    expect(joined.body.data).toMatchObject({
      division,
      position: 1,
      message: `Your team is on the waitlist for ${division} (position 1). We will email you if a place comes up.`,
    });
    const next = await post('joinwaitlist', second.id, entry(second, open));
    expect(next.body.data).toMatchObject({ position: 2, message: WAITLIST_MSG.joined(division, 2) });

    const team = await ctx.db.team.findUniqueOrThrow({ where: { id: joined.body.data.t_id } });
    expect(team).toMatchObject({ divisionId: open.division.id, nominationStatus: 'waitlisted' });
    expect(team.waitlistedAt).toBeInstanceOf(Date);
    // No order and no payment: a place not held is not charged for.
    expect(await ctx.db.order.count({ where: { memberId: { in: [first.id, second.id] } } })).toBe(0);
    expect(await ctx.db.invoice.count({ where: { teamId: team.id } })).toBe(0);
    // The manager's team page says the team is waitlisted.
    const page = await get(`/api/member/teams/${team.id}`, first.id);
    expect(page.body.data.t_nomination).toMatchObject({
      status: 'waitlisted',
      text: NOMINATION_STATUS_TEXT.waitlisted,
    });
  });

  it('refuses to waitlist a team for a division with a place left', async () => {
    const open = await createOpenDivision(ctx.db, { division: { capacity: 2 } });
    const manager = await createMember(ctx.db);
    const body = entry(manager, open);
    const res = await post('joinwaitlist', manager.id, body);
    expect(res.status).toBe(422);
    expect(res.body).toEqual({ error: 'error_response', message: WAITLIST_MSG.hasPlaces });
    expect(await ctx.db.team.count({ where: { name: body.team.teamname } })).toBe(0);
  });

  it('keeps the name clash rule of the division', async () => {
    const { open, holderTeamId } = await fullDivision();
    const holder = await ctx.db.team.findUniqueOrThrow({ where: { id: holderTeamId } });
    const manager = await createMember(ctx.db);
    const body = entry(manager, open);
    body.team.teamname = holder.name.toUpperCase();
    const res = await post('joinwaitlist', manager.id, body);
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({ teamname: [NOMINATION_MSG.teamNameTaken] });
  });
});

describe('a place freed in the division', () => {
  it('is offered to the first team that joined, billed on an invoice its manager is emailed', async () => {
    const { open, holderTeamId } = await fullDivision();
    const [first, second] = [await createMember(ctx.db), await createMember(ctx.db)];
    const firstTeam = (await post('joinwaitlist', first.id, entry(first, open))).body.data.t_id as number;
    const secondTeam = (await post('joinwaitlist', second.id, entry(second, open))).body.data.t_id as number;

    const declined = await ctx
      .api()
      .post(`/api/admin/nominations/${holderTeamId}/decline`)
      .set('authorization', bearer(competition.id))
      .send({ reason: 'Withdrew by phone' });
    expect(declined.status).toBe(200);
    expect(declined.body.data.offered_team_id).toBe(firstTeam);
    expect((await ctx.db.team.findUniqueOrThrow({ where: { id: firstTeam } })).nominationStatus).toBe(
      'offered',
    );
    expect((await ctx.db.team.findUniqueOrThrow({ where: { id: secondTeam } })).nominationStatus).toBe(
      'waitlisted',
    );

    // The division's fee, GST inside, on an invoice the manager sees among their invoices.
    const invoices = (await get('/api/ecommerce/invoices', first.id)).body.data.invoices as Array<{
      inv_id: number;
      inv_team_id: number | null;
      inv_amount: number;
      inv_tax: number;
      inv_owing: number;
    }>;
    const invoice = invoices.find((i) => i.inv_team_id === firstTeam);
    expect(invoice).toMatchObject({ inv_amount: 650, inv_tax: 59.09, inv_owing: 650 });

    const mail = await ctx.mail.waitFor((m) => m.to === first.email && /offered/.test(m.text));
    expect(mail.text).toContain('pay the nomination fee of $650.00');
    expect(mail.text).toContain(`http://portal.test/member/invoices/invoice/${invoice!.inv_id}`);
  });

  it('is offered and billed the same way when the team holding it withdraws', async () => {
    const open = await createOpenDivision(ctx.db, { division: { capacity: 1 } });
    const holder = await createMember(ctx.db, { skTm: true });
    const held = (await post('payteamnom', holder.id, entry(holder, open))).body.data.t_id as number;
    const waiting = await createMember(ctx.db);
    const waitingTeam = (await post('joinwaitlist', waiting.id, entry(waiting, open))).body.data
      .t_id as number;

    const withdrawn = await ctx
      .api()
      .post('/api/member/teams/withdrawnomination')
      .set('authorization', bearer(holder.id))
      .send({ teamTid: held });
    expect(withdrawn.status).toBe(200);
    expect((await ctx.db.team.findUniqueOrThrow({ where: { id: waitingTeam } })).nominationStatus).toBe(
      'offered',
    );
    const invoice = await ctx.db.invoice.findFirstOrThrow({ where: { teamId: waitingTeam } });
    expect(invoice.amountCents).toBe(65_000);
    const mail = await ctx.mail.waitFor((m) => m.to === waiting.email && /offered/.test(m.text));
    expect(mail.text).toContain(`http://portal.test/member/invoices/invoice/${invoice.id}`);
  });

  it('does not bill a team offered a place it already paid for', async () => {
    const { open, holderTeamId } = await fullDivision();
    // A paid nomination that staff put on the waitlist.
    await ctx.db.division.update({ where: { id: open.division.id }, data: { capacity: 2 } });
    const paying = await createMember(ctx.db);
    const paid = await post('payteamnom', paying.id, entry(paying, open));
    expect(paid.status).toBe(200);
    await ctx.db.division.update({ where: { id: open.division.id }, data: { capacity: 1 } });
    const waitlisted = await ctx
      .api()
      .post(`/api/admin/nominations/${paid.body.data.t_id}/waitlist`)
      .set('authorization', bearer(competition.id))
      .send({});
    expect(waitlisted.status).toBe(200);
    const declined = await ctx
      .api()
      .post(`/api/admin/nominations/${holderTeamId}/decline`)
      .set('authorization', bearer(competition.id))
      .send({ reason: 'Folded' });
    expect(declined.body.data.offered_team_id).toBe(paid.body.data.t_id);
    expect(await ctx.db.invoice.count({ where: { teamId: paid.body.data.t_id } })).toBe(0);
  });
  it('bills the fee to a team whose only invoice was for something else', async () => {
    const { open, holderTeamId } = await fullDivision();
    const manager = await createMember(ctx.db);
    const waiting = (await post('joinwaitlist', manager.id, entry(manager, open))).body.data.t_id as number;
    // A bond billed to the team while it waited is not its nomination fee.
    await createInvoice(ctx.db, {
      teamId: waiting,
      amountCents: 5_000,
      lines: { create: [{ description: 'Team bond', quantity: 1, unitPriceCents: 5_000, payoutCents: 0 }] },
    });
    const declined = await ctx
      .api()
      .post(`/api/admin/nominations/${holderTeamId}/decline`)
      .set('authorization', bearer(competition.id))
      .send({ reason: 'Folded' });
    expect(declined.body.data.offered_team_id).toBe(waiting);
    const lines = await ctx.db.invoiceLine.findMany({
      where: { invoice: { teamId: waiting } },
      select: { description: true, unitPriceCents: true },
      orderBy: { id: 'asc' },
    });
    expect(lines).toEqual([
      { description: 'Team bond', unitPriceCents: 5_000 },
      { description: expect.stringMatching(/^Team Nomination - /), unitPriceCents: 65_000 },
    ]);
  });
});

describe('two managers racing for the last place', () => {
  it('enters one and tells the other the division is full, who then joins its waitlist', async () => {
    const open = await createOpenDivision(ctx.db, { division: { capacity: 1 } });
    const managers = [await createMember(ctx.db), await createMember(ctx.db)];
    const answers = await Promise.all(managers.map((m) => post('payteamnom', m.id, entry(m, open))));
    expect(answers.map((a) => a.status).sort()).toEqual([200, 422]);
    const lost = answers.findIndex((a) => a.status === 422);
    expect(answers[lost]!.body).toEqual({ error: 'error_division', message: NOMINATION_MSG.divisionFull });

    const loser = managers[lost]!;
    const joined = await post('joinwaitlist', loser.id, entry(loser, open));
    expect(joined.body.data.position).toBe(1);
    const holding = await ctx.db.team.count({
      where: { divisionId: open.division.id, nominationStatus: { in: ['pending', 'accepted', 'offered'] } },
    });
    expect(holding).toBe(1);
  });

  it('never over-fills when one joins the waitlist as the other takes the last place', async () => {
    const open = await createOpenDivision(ctx.db, { division: { capacity: 1 } });
    const [payer, waiter] = [await createMember(ctx.db), await createMember(ctx.db)];
    const [paid, joined] = await Promise.all([
      post('payteamnom', payer.id, entry(payer, open)),
      post('joinwaitlist', waiter.id, entry(waiter, open)),
    ]);
    expect(paid.status).toBe(200);
    // Queued behind the payment it joins the waitlist; ahead of it, it is told to pay instead.
    if (joined.status === 200) expect(joined.body.data.position).toBe(1);
    else expect(joined.body).toEqual({ error: 'error_response', message: WAITLIST_MSG.hasPlaces });
    const teams = await ctx.db.team.findMany({
      where: { divisionId: open.division.id },
      select: { nominationStatus: true },
    });
    expect(teams.filter((t) => t.nominationStatus !== 'waitlisted')).toHaveLength(1);
  });
});
