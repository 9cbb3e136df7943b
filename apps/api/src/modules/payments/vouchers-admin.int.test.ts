// The treasurer's vouchers (console, finance staff): a client voucher made here is the one the
// member side accepts (its PIN the recipient's birthday, its last day in the association's time);
// withdrawn, the member side refuses it; each voucher lists the paid orders that used it; the
// Active & Creative Kids claim lists each redemption in the period by local date with the child,
// the activity and the amount claimed, also as CSV. Writes are audited; finance and admins only.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAY_MSG } from '@courtside/contracts';
import { createTestContext, type TestContext } from '../../../test/helpers.js';
import { createMember } from '../../../test/factories.js';
import { createVoucher, pinOf } from '../../../test/money-factories.js';

let ctx: TestContext;
let finance: { id: number };
let child: { id: number; dob: Date };
const bearer = (id: number) => `Bearer ${ctx.app.jwt.sign({ sub: String(id), tv: 0 })}`;
const get = (path: string, as = finance.id) =>
  ctx.api().get(`/api/admin${path}`).set('authorization', bearer(as));
const post = (path: string, body: unknown, as = finance.id) =>
  ctx
    .api()
    .post(`/api/admin${path}`)
    .set('authorization', bearer(as))
    .send(body as object);
const validate = (memberId: number, number: string, pin: string) =>
  ctx
    .api()
    .post('/api/ecommerce/voucher/validate')
    .set('authorization', bearer(memberId))
    .send({ voucher_number: number, voucher_pin: pin, akv: false });

/** A paid order that used the voucher, paid at `paidAt`. */
async function redeemed(
  voucherId: number,
  memberId: number,
  paidAt: string,
  discountCents: number,
  item: string,
) {
  return ctx.db.order.create({
    data: {
      memberId,
      origin: 'store',
      voucherId,
      subtotalCents: 25_000,
      discountCents,
      taxCents: 0,
      totalCents: 25_000 - discountCents,
      paid: true,
      paidAt: new Date(paidAt),
      lines: { create: [{ name: item, quantity: 1, unitPriceCents: 25_000, totalCents: 25_000 }] },
    },
  });
}

beforeAll(async () => {
  ctx = await createTestContext({ TIME_ZONE: 'Australia/Sydney' });
  finance = await createMember(ctx.db, { staffGrants: { create: [{ role: 'finance' }] } });
  child = await createMember(ctx.db, {
    firstname: 'Wren',
    lastname: 'Ashcombe',
    dob: new Date('2015-09-02T00:00:00Z'),
  });
});
afterAll(() => ctx?.close());

describe('client vouchers', () => {
  it('makes a voucher the member side accepts, and refuses it once withdrawn', async () => {
    const res = await post('/vouchers', {
      number: 'winter-15 off',
      method: 'percent',
      value: 1_500,
      recipient_member_id: child.id,
      single_use: true,
      expires_on: '2099-06-30',
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.data).toMatchObject({
      number: 'WINTER15OFF',
      kind: 'client',
      method: 'percent',
      value: 1_500,
      pin_ddmm: '0209',
      recipient: { id: child.id, name: 'Wren Ashcombe' },
      single_use: true,
      expires_on: '2099-06-30',
      status: 'usable',
      redemptions: 0,
      orders: [],
    });
    const ok = await validate(child.id, 'WINTER15OFF', pinOf(child));
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
    expect(ok.body).toMatchObject({ c_value: 15, c_method: 'percent' });

    const withdrawn = await post(`/vouchers/${res.body.data.id}`, { active: false });
    expect(withdrawn.body.data.status).toBe('withdrawn');
    const refused = await validate(child.id, 'WINTER15OFF', pinOf(child));
    expect(refused.body).toEqual({ error: 'error_response', message: PAY_MSG.voucherInvalid });
    expect(
      await ctx.db.auditEntry.count({ where: { entity: 'Voucher', entityId: String(res.body.data.id) } }),
    ).toBe(2);
  });

  it('refuses a number in use, over 100%, a PIN that is not the recipient’s birthday, a past last day', async () => {
    const taken = await post('/vouchers', {
      number: 'TAKEN01',
      method: 'fixed',
      value: 500,
      pin_ddmm: '0101',
      single_use: false,
    });
    // The log keeps that a PIN was set, never the PIN.
    const made = await ctx.db.auditEntry.findFirstOrThrow({
      where: { action: 'voucher.create', entityId: String(taken.body.data.id) },
    });
    expect(made.after).toMatchObject({ number: 'TAKEN01', pin_ddmm: '••••' });
    expect(JSON.stringify(made.after)).not.toContain('0101');
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ number: 'TAKEN01', method: 'fixed', value: 500, pin_ddmm: '0101', single_use: true }, 'number'],
      [{ number: 'PCT101', method: 'percent', value: 10_001, pin_ddmm: '0101', single_use: true }, 'value'],
      [{ number: 'NOPIN1', method: 'fixed', value: 500, single_use: true }, 'pin_ddmm'],
      [{ number: 'BADPIN1', method: 'fixed', value: 500, pin_ddmm: '3102', single_use: true }, 'pin_ddmm'],
      [
        {
          number: 'WRONGPIN',
          method: 'fixed',
          value: 500,
          pin_ddmm: '0101',
          recipient_member_id: child.id,
          single_use: true,
        },
        'pin_ddmm',
      ],
      [
        {
          number: 'OLD2020',
          method: 'fixed',
          value: 500,
          pin_ddmm: '0101',
          single_use: true,
          expires_on: '2020-01-01',
        },
        'expires_on',
      ],
    ];
    for (const [body, field] of cases) {
      const res = await post('/vouchers', body);
      expect(res.status, JSON.stringify(body)).toBe(422);
      expect(Object.keys(res.body.errors), JSON.stringify(body)).toEqual([field]);
    }
  });

  it('finds vouchers by part of the number, kind and status, and lists the orders that used one', async () => {
    const used = await createVoucher(ctx.db, child, { number: 'FINDUSED1', kind: 'client', singleUse: true });
    const spare = await createVoucher(ctx.db, child, {
      number: 'FINDSPARE1',
      kind: 'client',
      singleUse: false,
    });
    const order = await redeemed(used.id, child.id, '2026-05-01T02:00:00Z', 5_000, 'Holiday Camp');
    await ctx.db.voucher.update({
      where: { id: used.id },
      data: { redeemedAt: new Date(), redeemedOrderId: order.id },
    });
    const numbers = async (query: string) =>
      ((await get(`/vouchers?${query}`)).body.data.vouchers as Array<{ number: string }>).map(
        (v) => v.number,
      );
    expect(await numbers('q=find')).toEqual(['FINDSPARE1', 'FINDUSED1']);
    expect(await numbers('q=find&status=used')).toEqual(['FINDUSED1']);
    expect(await numbers('q=find&status=usable')).toEqual(['FINDSPARE1']);
    expect(await numbers('q=find&kind=akv')).toEqual([]);
    const page = await get(`/vouchers/${used.id}`);
    expect(page.body.data).toMatchObject({
      status: 'used',
      redemptions: 1,
      discount_cents: 5_000,
      orders: [
        {
          order_id: order.id,
          member: { id: child.id, name: 'Wren Ashcombe' },
          items: 'Holiday Camp',
          discount_cents: 5_000,
        },
      ],
    });
    expect(spare.id).toBeGreaterThan(used.id);
  });
});

describe("a member's voucher lock-out", () => {
  it('is lifted by staff with a reason (audited): the member and the vouchers they may use count afresh', async () => {
    const m = await createMember(ctx.db, { dob: new Date('2013-03-21T00:00:00Z') });
    const theirs = await createVoucher(ctx.db, m, { kind: 'client', number: `LOCK${m.id}` });
    const anyones = await createVoucher(ctx.db, m, {
      kind: 'client',
      number: `OPEN${m.id}`,
      recipientMemberId: null,
    });
    // Five wrong PINs lock their own voucher, five more on the open one lock the member out.
    for (const v of [theirs, anyones])
      for (let i = 0; i < 5; i++) expect((await validate(m.id, v.number, '0101')).status).toBe(422);
    const tooMany = { error: 'error_response', message: PAY_MSG.voucherTooManyTries };
    expect((await validate(m.id, theirs.number, pinOf(m))).body).toEqual(tooMany);

    expect((await post(`/members/${m.id}/voucher-lock/clear`, { reason: '' })).status).toBe(422);
    const lifted = await post(`/members/${m.id}/voucher-lock/clear`, { reason: 'Chose the wrong type' });
    expect(lifted.status, JSON.stringify(lifted.body)).toBe(200);
    expect(lifted.body.message).toMatch(/can enter vouchers again/);
    expect((await validate(m.id, theirs.number, pinOf(m))).status).toBe(200);
    expect((await validate(m.id, anyones.number, pinOf(m))).status).toBe(200);
    expect(
      await ctx.db.auditEntry.findFirst({
        where: { action: 'member.voucher_unlocked', entityId: String(m.id) },
        select: { actorId: true, reason: true, after: true },
      }),
    ).toEqual({ actorId: finance.id, reason: 'Chose the wrong type', after: { counters_cleared: 3 } });

    const again = await post(`/members/${m.id}/voucher-lock/clear`, { reason: 'Twice' });
    expect(again.body.message).toMatch(/was not locked out/);
    expect((await post('/members/999999999/voucher-lock/clear', { reason: 'Nobody' })).status).toBe(404);
  });
});

describe('the Active & Creative Kids claim', () => {
  it('lists each redemption of the period by its local date, with the child, the activity and the amount, and as CSV', async () => {
    const akv = await createVoucher(ctx.db, child, { number: 'AKV2027000001', kind: 'akv', singleUse: true });
    const other = await createVoucher(ctx.db, child, {
      number: 'AKV2027000002',
      kind: 'akv',
      singleUse: true,
    });
    const client = await createVoucher(ctx.db, child, {
      number: 'CLIENT2027',
      kind: 'client',
      singleUse: false,
    });
    // Sydney is UTC+10 in July: 14:30 UTC on 31 July is 00:30 on 1 August there.
    const first = await redeemed(akv.id, child.id, '2027-07-31T14:30:00Z', 10_000, 'Junior Clinic Term 3');
    await redeemed(other.id, child.id, '2027-07-31T13:30:00Z', 10_000, 'Before the period');
    await redeemed(client.id, child.id, '2027-08-02T01:00:00Z', 2_500, 'Not a state voucher');
    const res = await get('/vouchers/akv-claims?from=2027-08-01&to=2027-08-31');
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data).toEqual({
      from: '2027-08-01',
      to: '2027-08-31',
      claims: [
        {
          voucher_number: 'AKV2027000001',
          firstname: 'Wren',
          lastname: 'Ashcombe',
          dob: '2015-09-02',
          activity: 'Junior Clinic Term 3',
          redeemed_on: '2027-08-01',
          order_id: first.id,
          claimed_cents: 10_000,
        },
      ],
      total_cents: 10_000,
    });
    const csv = await get('/vouchers/akv-claims.csv?from=2027-08-01&to=2027-08-31');
    expect(csv.headers['content-type']).toMatch(/^text\/csv/);
    expect(csv.text.split('\n').slice(0, 3)).toEqual([
      '\ufeffVoucher number,Child first name,Child last name,Date of birth,Activity,Date redeemed,Order,Amount claimed',
      `AKV2027000001,Wren,Ashcombe,2015-09-02,Junior Clinic Term 3,2027-08-01,${first.id},100.00`,
      'Total,,,,,,,100.00',
    ]);
    expect((await get('/vouchers/akv-claims?from=2027-08-31&to=2027-08-01')).status).toBe(422);
  });

  it('lets finance staff and admins in, not competition staff or members', async () => {
    const competition = await createMember(ctx.db, { staffGrants: { create: [{ role: 'competition' }] } });
    expect((await get('/vouchers', competition.id)).status).toBe(403);
    expect((await get('/vouchers', child.id)).status).toBe(403);
    const admin = await createMember(ctx.db, { staffGrants: { create: [{ role: 'admin' }] } });
    expect((await get('/vouchers', admin.id)).status).toBe(200);
  });
});
