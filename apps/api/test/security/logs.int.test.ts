// Logs: structured pino lines with a request id, echoed in
// the x-request-id header, and never a password, token, cookie or card detail. The
// real application logs into a captured stream while a member registers, signs in,
// resets a password and pays with a sandbox card.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../helpers.js';
import { registrationBody } from '../factories.js';
import { createInvoice } from '../money-factories.js';

const lines: string[] = [];
let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestContext(
    { LOG_LEVEL: 'trace' },
    { logStream: { write: (line: string) => void lines.push(line) } },
  );
});
afterAll(() => ctx?.close());

const CARD = {
  cardNumber: '4242 4242 4242 4242',
  cardName: 'Quentin Cardholder',
  cardExpiry: '11/29',
  cardCVC: '9876',
};
const SECRET_KEYS =
  /^(password|password_confirmation|token|access_token|authorization|cookie|cardnumber|cardcvc|cardexpiry|cardname)$/i;

/** Every value logged under a secret-looking key, wherever it sits. */
function secretValues(value: unknown, found: string[] = []): string[] {
  if (Array.isArray(value)) value.forEach((v) => secretValues(v, found));
  else if (value && typeof value === 'object')
    for (const [k, v] of Object.entries(value)) {
      if (SECRET_KEYS.test(k) && v !== '[Redacted]') found.push(`${k}=${JSON.stringify(v)}`);
      secretValues(v, found);
    }
  return found;
}

describe('the log of a member session', () => {
  const secrets: string[] = [];
  let requestIds: string[] = [];

  beforeAll(async () => {
    const body = registrationBody({ password: 'Zebra7Quartz', password_confirmation: 'Zebra7Quartz' });
    const registered = await ctx.api().post('/api/member/register').send(body);
    expect(registered.status).toBe(201);
    secrets.push('Zebra7Quartz', registered.body.access_token);

    expect(
      (await ctx.api().post('/api/member/login').send({ username: body.username, password: 'Wrong9Guess' }))
        .status,
    ).toBe(401);
    const login = await ctx
      .api()
      .post('/api/member/login')
      .send({ username: body.username, password: 'Zebra7Quartz' });
    expect(login.status).toBe(200);
    const token = login.body.access_token as string;
    const cookie = ([] as string[]).concat(login.headers['set-cookie'] ?? [])[0]!.split(';')[0]!;
    secrets.push('Wrong9Guess', token);
    const me = await ctx
      .api()
      .get('/api/member/user')
      .set('authorization', `Bearer ${token}`)
      .set('cookie', cookie);
    expect(me.status).toBe(200);

    // Password reset: the emailed token, the page load of its link, and the new password.
    expect(
      (await ctx.api().post('/api/member/password/email').send({ username: body.username })).status,
    ).toBe(200);
    const mail = await ctx.mail.waitFor((m) => m.to === body.email && /reset your password/.test(m.subject));
    const resetToken = /\/password\/reset\/([A-Za-z0-9_-]+)/.exec(mail.text)![1]!;
    secrets.push(resetToken, 'Nebula8Orbit');
    await ctx.api().get(`/password/reset/${resetToken}`).set('accept', 'text/html');
    const reset = await ctx.api().post('/api/member/password/reset').send({
      token: resetToken,
      username: body.username,
      password: 'Nebula8Orbit',
      password_confirmation: 'Nebula8Orbit',
    });
    expect(reset.status).toBe(200);
    secrets.push(reset.body.access_token);

    // A sandbox card payment of an invoice.
    const member = await ctx.db.member.findFirstOrThrow({ where: { username: body.username } });
    const invoice = await createInvoice(ctx.db, { memberId: member.id });
    const paid = await ctx
      .api()
      .post(`/api/ecommerce/invoice/${invoice.id}/payment`)
      .set('authorization', `Bearer ${reset.body.access_token}`)
      .send({
        cardData: CARD,
        couponCart: [],
        donationCart: [],
        invoiceCart: [{ p_name: 'x', p_price: 20 }],
      });
    expect(paid.status).toBe(200);
    secrets.push('4242 4242 4242 4242', '4242424242424242', 'Quentin Cardholder');
    requestIds = [registered, login, me, reset, paid].map((r) => r.headers['x-request-id'] as string);

    // A careless log call of a request body is scrubbed too.
    ctx.app.log.info(
      {
        body: { password: 'Zebra7Quartz', cardData: CARD, nested: [{ access_token: token }] },
        text: `Reset: http://portal.test/password/reset/${resetToken}`,
      },
      'careless',
    );
  });

  it('writes structured JSON lines', () => {
    expect(lines.length).toBeGreaterThan(10);
    for (const line of lines) expect(() => JSON.parse(line), line).not.toThrow();
  });

  it('contains no password, token, cookie or card data, under any key or inside any text', () => {
    const all = lines.join('');
    for (const secret of secrets) expect(all, `the log holds ${secret}`).not.toContain(secret);
    // The CVC is four digits, which a timestamp, a request id or a response time may hold by
    // chance (1795743498764 does): it is looked for standing alone, not inside a longer word or number.
    expect(all, 'the log holds the CVC').not.toMatch(new RegExp(`(?<![\\w.])${CARD.cardCVC}(?![\\w.])`));
    expect(lines.flatMap((l) => secretValues(JSON.parse(l)))).toEqual([]);
    const careless = JSON.parse(lines.find((l) => l.includes('"careless"'))!);
    expect(careless.body).toEqual({
      password: '[Redacted]',
      cardData: '[Redacted]',
      nested: [{ access_token: '[Redacted]' }],
    });
    expect(careless.text).toBe('Reset: http://portal.test/password/reset/[Redacted]');
  });

  it('names the request id on every request line and in the answer header', () => {
    const logged = lines.map((l) => JSON.parse(l) as { reqId?: string; req?: { url: string }; msg: string });
    for (const id of requestIds) {
      expect(id).toMatch(/^[0-9a-f-]{36}$/);
      const mine = logged.filter((l) => l.reqId === id);
      expect(mine.map((l) => l.msg)).toEqual(
        expect.arrayContaining(['incoming request', 'request completed']),
      );
    }
    expect(new Set(requestIds).size).toBe(requestIds.length);
    const resetPage = logged.find((l) => l.req?.url.startsWith('/password/reset/'));
    expect(resetPage?.req?.url).toBe('/password/reset/[Redacted]');
  });
});

describe('x-request-id', () => {
  it("keeps a proxy's plain request id and replaces one that could forge log lines", async () => {
    const kept = await ctx.api().get('/healthz').set('x-request-id', 'edge-7f3a.42');
    expect(kept.headers['x-request-id']).toBe('edge-7f3a.42');
    expect(lines.some((l) => JSON.parse(l).reqId === 'edge-7f3a.42')).toBe(true);
    const forged = await ctx.app.inject({
      method: 'GET',
      url: '/healthz',
      headers: { 'x-request-id': 'x"} {"level":60,"msg":"forged' },
    });
    expect(forged.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('is on error answers too', async () => {
    const res = await ctx.api().get('/api/member/user');
    expect(res.status).toBe(401);
    expect(res.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });
});
