// GET /api/member/console: the member shell's way to know whether to show the "Console" link.
// Every signed-in member gets an answer (no 403), with their staff roles and whether the
// console will ask for a second factor.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/helpers.js';
import { createMember } from '../../../test/factories.js';

let ctx: TestContext;
let relaxed: TestContext;
const bearer = (c: TestContext, id: number) => `Bearer ${c.app.jwt.sign({ sub: String(id), tv: 0 })}`;
const ask = (c: TestContext, id?: number) => {
  const req = c.api().get('/api/member/console');
  return id === undefined ? req : req.set('authorization', bearer(c, id));
};

beforeAll(async () => {
  [ctx, relaxed] = await Promise.all([
    createTestContext({ STAFF_REQUIRE_SECOND_FACTOR: 'true' }),
    createTestContext(),
  ]);
});
afterAll(async () => {
  await ctx?.close();
  await relaxed?.close();
});

describe('GET /api/member/console', () => {
  it("answers a staff member's roles and that the console asks for a second factor", async () => {
    const staff = await createMember(ctx.db, {
      staffGrants: { create: [{ role: 'finance' }, { role: 'competition' }] },
    });
    const res = await ask(ctx, staff.id);
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.body).toEqual({
      data: { roles: ['competition', 'finance'], second_factor_required: true },
    });
  });

  it('answers a member who is not staff with no roles, not a refusal', async () => {
    const member = await createMember(ctx.db);
    const res = await ask(ctx, member.id);
    expect(res.status).toBe(200);
    expect(res.body.data.roles).toEqual([]);
  });

  it('says no second factor is asked for outside production by default', async () => {
    const admin = await createMember(relaxed.db, { staffGrants: { create: [{ role: 'admin' }] } });
    expect((await ask(relaxed, admin.id)).body).toEqual({
      data: { roles: ['admin'], second_factor_required: false },
    });
  });

  it('answers a visitor 401', async () => {
    expect((await ask(ctx)).status).toBe(401);
  });
});
