// The treasurer's invoices (console, finance staff): an invoice created for a member or a team
// shows on the member side with the owing rule; a division's game fees are billed per team for a
// round or the season, once however often it is pressed; cash, transfers and cheques are
// recorded up to what is owing, also when two are recorded at the same moment; a void credits
// what is owing with a credit note and stops further payments; the search finds by words and
// status. Each write is audited; only finance staff and admins may.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/helpers.js';
import { createMember } from '../../../test/factories.js';
import { createInvoice, createTeamWith } from '../../../test/money-factories.js';
import { createDivision, createGame, createSeason, createTeams } from '../../../test/competition-factory.js';

let ctx: TestContext;
let finance: { id: number };
let manager: { id: number };
let payer: { id: number };
const bearer = (id: number) => `Bearer ${ctx.app.jwt.sign({ sub: String(id), tv: 0 })}`;
const get = (path: string, as = finance.id) =>
  ctx.api().get(`/api/admin${path}`).set('authorization', bearer(as));
const post = (path: string, body: unknown, as = finance.id) =>
  ctx
    .api()
    .post(`/api/admin${path}`)
    .set('authorization', bearer(as))
    .send(body as object);
/** The invoice as its member (or the team's manager) sees it on the member side. */
const memberView = async (id: number, as: number) =>
  (await ctx.api().get(`/api/ecommerce/invoice/${id}`).set('authorization', bearer(as))).body.data as {
    inv_amount: number;
    inv_owing: number;
    inv_paid: string;
    inv_tax: number;
    inv_products: Array<{ opr_name: string; opr_total: number }>;
  };

beforeAll(async () => {
  ctx = await createTestContext({ TIME_ZONE: 'Australia/Sydney', TAX_RATE: '0.1' });
  finance = await createMember(ctx.db, { staffGrants: { create: [{ role: 'finance' }] } });
  manager = await createMember(ctx.db, { firstname: 'Marlowe', lastname: 'Fenwick' });
  payer = await createMember(ctx.db, { firstname: 'Persephone', lastname: 'Oakridge' });
});
afterAll(() => ctx?.close());

describe('creating invoices', () => {
  it('bills a team with lines and a discount; its manager sees the amount, the GST and what is owing', async () => {
    const team = await createTeamWith(ctx.db, [{ memberId: manager.id, role: 'manager' }]);
    const res = await post('/invoices', {
      team_id: team.id,
      due_date: '2026-12-15',
      discount_cents: 1_000,
      lines: [
        { description: 'Uniform singlets', quantity: 8, unit_price_cents: 4_500 },
        { description: 'Referee levy', quantity: 1, unit_price_cents: 5_000, payout_cents: 5_000 },
      ],
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.data).toMatchObject({
      billed_to: team.name,
      kind: 'team',
      amount_cents: 40_000,
      owing_cents: 40_000,
      discount_cents: 1_000,
      gst_cents: 3_636,
      due_date: '2026-12-15',
      lines: [
        { description: 'Uniform singlets', quantity: 8, total_cents: 36_000, payout_cents: 0 },
        { description: 'Referee levy', quantity: 1, total_cents: 5_000, payout_cents: 5_000 },
      ],
      credit_note: null,
    });
    expect(await memberView(res.body.data.id, manager.id)).toMatchObject({
      inv_amount: 400,
      inv_owing: 400,
      inv_tax: 36.36,
      inv_paid: 'No',
    });
    const audit = await ctx.db.auditEntry.findFirstOrThrow({
      where: { action: 'invoice.create', entityId: String(res.body.data.id) },
    });
    expect(audit.actorId).toBe(finance.id);
  });

  it('refuses an invoice billed to both or neither, a discount that leaves nothing, and a member that does not exist', async () => {
    const line = [{ description: 'Fees', quantity: 1, unit_price_cents: 1_000 }];
    const both = await post('/invoices', {
      member_id: payer.id,
      team_id: 1,
      due_date: '2026-12-15',
      lines: line,
    });
    expect(both.status).toBe(422);
    expect(both.body.errors).toHaveProperty('member_id');
    const neither = await post('/invoices', { due_date: '2026-12-15', lines: line });
    expect(neither.status).toBe(422);
    const discount = await post('/invoices', {
      member_id: payer.id,
      due_date: '2026-12-15',
      discount_cents: 1_000,
      lines: line,
    });
    expect(discount.status).toBe(422);
    expect(discount.body.errors).toHaveProperty('discount_cents');
    const ghost = await post('/invoices', { member_id: 99_999_999, due_date: '2026-12-15', lines: line });
    expect(ghost.status).toBe(422);
    expect(ghost.body.errors).toEqual({ member_id: ['No such member'] });
    const bad = await post('/invoices', { member_id: payer.id, due_date: '2026-02-30', lines: [] });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.errors).sort()).toEqual(['due_date', 'lines']);
  });
});

describe('game fees', () => {
  it('bills each team its games of a round, then of the season, and skips what was billed already', async () => {
    const season = await createSeason(ctx.db, { name: 'Winter 2027' });
    const division = await createDivision(ctx.db, season.id, { name: 'Fees Div' });
    const [kites, owls, rays] = await createTeams(ctx.db, division.id, ['Kites', 'Owls', 'Rays'] as const);
    const at = (d: number) => ({ y: 2027, m: 5, d, h: 10 });
    await createGame(ctx.db, division.id, at(2), { round: 1, teamAId: kites.id, teamBId: owls.id });
    await createGame(ctx.db, division.id, at(2), { round: 1, byeTeamId: rays.id });
    await createGame(ctx.db, division.id, at(9), { round: 2, teamAId: rays.id, teamBId: kites.id });

    const round1 = { division_id: division.id, round: 1, fee_cents: 6_500, due_date: '2027-05-16' };
    const first = await post('/invoices/game-fees', round1);
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(
      first.body.data.created.map((c: { team: string; games: number; amount_cents: number }) => [
        c.team,
        c.games,
        c.amount_cents,
      ]),
    ).toEqual([
      ['Kites', 1, 6_500],
      ['Owls', 1, 6_500],
    ]);
    expect(first.body.data.skipped).toEqual([{ team: 'Rays', reason: 'No game this round' }]);
    const again = await post('/invoices/game-fees', round1);
    expect(again.body.data).toEqual({
      created: [],
      skipped: [
        { team: 'Kites', reason: 'Already billed' },
        { team: 'Owls', reason: 'Already billed' },
        { team: 'Rays', reason: 'No game this round' },
      ],
    });
    const line = await ctx.db.invoiceLine.findFirstOrThrow({ where: { invoice: { teamId: kites.id } } });
    expect(line).toMatchObject({
      description: 'Game fees: Fees Div, Winter 2027, round 1',
      quantity: 1,
      unitPriceCents: 6_500,
    });

    const wholeSeason = await post('/invoices/game-fees', { ...round1, round: null });
    expect(
      wholeSeason.body.data.created.map((c: { team: string; games: number }) => [c.team, c.games]),
    ).toEqual([
      ['Kites', 2],
      ['Owls', 1],
      ['Rays', 1],
    ]);
    expect(
      await ctx.db.auditEntry.count({
        where: { action: 'invoice.game_fees', entityId: String(division.id) },
      }),
    ).toBe(3);
  });

  it('bills once when pressed twice at the same moment', async () => {
    const season = await createSeason(ctx.db);
    const division = await createDivision(ctx.db, season.id, { name: 'Race Div' });
    const [a, b] = await createTeams(ctx.db, division.id, ['Alpha', 'Bravo'] as const);
    await createGame(
      ctx.db,
      division.id,
      { y: 2027, m: 6, d: 6, h: 9 },
      { round: 3, teamAId: a.id, teamBId: b.id },
    );
    const body = { division_id: division.id, round: 3, fee_cents: 5_000, due_date: '2027-06-20' };
    const answers = await Promise.all([post('/invoices/game-fees', body), post('/invoices/game-fees', body)]);
    expect(answers.map((r) => r.status)).toEqual([200, 200]);
    expect(answers.map((r) => r.body.data.created.length).sort()).toEqual([0, 2]);
    expect(await ctx.db.invoice.count({ where: { teamId: { in: [a.id, b.id] } } })).toBe(2);
  });
});

describe('payments received outside the portal', () => {
  it('records cash against a member’s invoice up to what is owing; the member sees it paid', async () => {
    const inv = await createInvoice(ctx.db, { memberId: payer.id, amountCents: 12_000 });
    const over = await post(`/invoices/${inv.id}/payments`, {
      method: 'cash',
      amount_cents: 12_001,
      reference: 'Desk 12',
    });
    expect(over.status).toBe(422);
    expect(over.body.errors).toEqual({ amount_cents: ['At most $120.00 is owing on this invoice.'] });
    const part = await post(`/invoices/${inv.id}/payments`, {
      method: 'eft',
      amount_cents: 7_000,
      reference: 'NAB 5521',
    });
    expect(part.status, JSON.stringify(part.body)).toBe(200);
    expect(part.body.data).toMatchObject({
      status: 'owing',
      owing_cents: 5_000,
      payments: [
        {
          method: 'eft',
          amount_cents: 7_000,
          status: 'succeeded',
          payer: 'Persephone Oakridge',
          description: `Invoice #${inv.id}: NAB 5521`,
        },
      ],
    });
    const rest = await post(`/invoices/${inv.id}/payments`, {
      method: 'cheque',
      amount_cents: 5_000,
      reference: 'Chq 000123',
    });
    expect(rest.body.data).toMatchObject({ status: 'paid', owing_cents: 0 });
    expect(await memberView(inv.id, payer.id)).toMatchObject({ inv_owing: 0, inv_paid: 'Yes' });
    const none = await post(`/invoices/${inv.id}/payments`, {
      method: 'cash',
      amount_cents: 100,
      reference: 'Extra',
    });
    expect(none.status).toBe(409);
    expect(
      await ctx.db.auditEntry.count({ where: { action: 'invoice.payment', entityId: String(inv.id) } }),
    ).toBe(2);
  });

  it('takes only one of two payments recorded at once that would each settle the invoice', async () => {
    const inv = await createInvoice(ctx.db, { memberId: payer.id, amountCents: 9_000 });
    const body = { method: 'cash', amount_cents: 9_000, reference: 'Front desk' };
    const answers = await Promise.all([
      post(`/invoices/${inv.id}/payments`, body),
      post(`/invoices/${inv.id}/payments`, body),
    ]);
    expect(answers.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(await ctx.db.payment.count({ where: { invoiceId: inv.id } })).toBe(1);
  });

  it('records a team’s payment against its manager, and refuses a team with none', async () => {
    const team = await createTeamWith(ctx.db, [{ memberId: manager.id, role: 'manager' }]);
    const inv = await createInvoice(ctx.db, { teamId: team.id, amountCents: 30_000 });
    const res = await post(`/invoices/${inv.id}/payments`, {
      method: 'eft',
      amount_cents: 30_000,
      reference: 'CBA 77',
    });
    expect(res.body.data.payments).toMatchObject([{ payer: 'Marlowe Fenwick' }]);
    const orphan = await createTeamWith(ctx.db, []);
    const alone = await createInvoice(ctx.db, { teamId: orphan.id, amountCents: 1_000 });
    const refused = await post(`/invoices/${alone.id}/payments`, {
      method: 'cash',
      amount_cents: 1_000,
      reference: 'x',
    });
    expect(refused.status).toBe(409);
  });
});

describe('voiding', () => {
  it('credits what is owing with a credit note, keeps the payment, and takes no more payments', async () => {
    const inv = await createInvoice(ctx.db, { memberId: payer.id, amountCents: 20_000 });
    await post(`/invoices/${inv.id}/payments`, { method: 'cash', amount_cents: 5_000, reference: 'Desk' });
    const res = await post(`/invoices/${inv.id}/void`, { reason: 'Billed the wrong team' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data).toMatchObject({
      status: 'void',
      amount_cents: 5_000,
      owing_cents: 0,
      void_reason: 'Billed the wrong team',
      credit_note: { number: `CN-${inv.id}`, amount_cents: 15_000 },
      payments: [{ amount_cents: 5_000 }],
    });
    const seen = await memberView(inv.id, payer.id);
    expect(seen).toMatchObject({ inv_owing: 0 });
    expect(seen.inv_products.at(-1)).toEqual(
      expect.objectContaining({
        opr_name: `Credit note CN-${inv.id}: Billed the wrong team`,
        opr_total: -150,
      }),
    );
    expect((await post(`/invoices/${inv.id}/void`, { reason: 'Again' })).status).toBe(409);
    expect(
      (await post(`/invoices/${inv.id}/payments`, { method: 'cash', amount_cents: 100, reference: 'x' }))
        .status,
    ).toBe(409);
    const audit = await ctx.db.auditEntry.findFirstOrThrow({
      where: { action: 'invoice.void', entityId: String(inv.id) },
    });
    expect(audit).toMatchObject({
      reason: 'Billed the wrong team',
      after: { credit_note: `CN-${inv.id}`, credited_cents: 15_000 },
    });
  });

  it('credits money refunded after the void, so a void invoice never owes again', async () => {
    const inv = await createInvoice(ctx.db, { memberId: payer.id, amountCents: 20_000 });
    await post(`/invoices/${inv.id}/payments`, { method: 'cash', amount_cents: 5_000, reference: 'Desk' });
    expect((await post(`/invoices/${inv.id}/void`, { reason: 'Wrong team' })).status).toBe(200);
    const { orderId } = await ctx.db.payment.findFirstOrThrow({ where: { invoiceId: inv.id } });
    const refunded = await ctx
      .api()
      .post(`/api/admin/orders/${orderId}/refunds`)
      .set('authorization', bearer(finance.id))
      .send({
        amount_cents: 3_000,
        reason: 'Paid back at the desk',
        idempotency_key: `void-refund-${inv.id}`,
      });
    expect(refunded.status, JSON.stringify(refunded.body)).toBe(200);
    const res = await get(`/invoices/${inv.id}`);
    expect(res.body.data).toMatchObject({
      status: 'void',
      amount_cents: 2_000,
      owing_cents: 0,
      credit_note: { number: `CN-${inv.id}`, amount_cents: 18_000 },
    });
    expect(await memberView(inv.id, payer.id)).toMatchObject({ inv_owing: 0 });
  });

  it('refuses to void an invoice paid in full', async () => {
    const inv = await createInvoice(ctx.db, { memberId: payer.id, amountCents: 2_000 });
    await post(`/invoices/${inv.id}/payments`, { method: 'cash', amount_cents: 2_000, reference: 'Desk' });
    const res = await post(`/invoices/${inv.id}/void`, { reason: 'Too late' });
    expect(res.status).toBe(409);
  });
});

describe('finding invoices', () => {
  it('finds by number, team, member words and status', async () => {
    const member = await createMember(ctx.db, { firstname: 'Quintessa', lastname: 'Ravensdale' });
    const overdue = await createInvoice(ctx.db, {
      memberId: member.id,
      amountCents: 1_000,
      dueDate: new Date('2020-01-31T00:00:00Z'),
    });
    const owing = await createInvoice(ctx.db, {
      memberId: member.id,
      amountCents: 1_000,
      dueDate: new Date('2099-01-31T00:00:00Z'),
    });
    const paid = await createInvoice(ctx.db, { memberId: member.id, amountCents: 1_000 });
    await post(`/invoices/${paid.id}/payments`, { method: 'cash', amount_cents: 1_000, reference: 'Desk' });
    const ids = async (query: string) => {
      const res = await get(`/invoices?${query}`);
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      return (res.body.data.invoices as Array<{ id: number }>).map((i) => i.id);
    };
    expect(await ids('q=Ravensdale')).toEqual([paid.id, owing.id, overdue.id]);
    expect(await ids('q=Ravensdale&status=overdue')).toEqual([overdue.id]);
    expect(await ids('q=Ravensdale&status=owing')).toEqual([owing.id]);
    expect(await ids('q=Ravensdale&status=paid')).toEqual([paid.id]);
    expect(await ids(`q=${owing.id}`)).toContain(owing.id);
    const page = await get('/invoices?q=Ravensdale&page_size=2');
    expect(page.body.data).toMatchObject({ total: 3, page: 0, page_size: 2, members_capped: false });
    const billable = await get('/invoices/billable?q=Ravensdale');
    expect(billable.body.data.members).toEqual([
      { id: member.id, name: 'Quintessa Ravensdale', email: expect.anything() },
    ]);
    // Words are text, never a pattern: '%_' matches no team, a trailing backslash is no error.
    for (const words of ['%_', 'Kites\\']) {
      const literal = await get(`/invoices/billable?q=${encodeURIComponent(words)}`);
      expect(literal.status, words).toBe(200);
      expect(literal.body.data.teams, words).toEqual([]);
      const search = await get(`/invoices?q=${encodeURIComponent(words)}`);
      expect(search.status, words).toBe(200);
      expect(search.body.data.invoices, words).toEqual([]);
    }
  });

  it('lets finance staff and admins in, not competition staff or members', async () => {
    const competition = await createMember(ctx.db, { staffGrants: { create: [{ role: 'competition' }] } });
    expect((await get('/invoices', competition.id)).status).toBe(403);
    expect((await get('/invoices', payer.id)).status).toBe(403);
    const admin = await createMember(ctx.db, { staffGrants: { create: [{ role: 'admin' }] } });
    expect((await get('/invoices', admin.id)).status).toBe(200);
  });
});
