// Authorisation before validation: every route guarded by an access flag (is_ref, is_roster,
// is_hpc, is_eft) answers a signed-in member without the flag 403, whatever the body or the
// path parameters, never a 422 that describes the body, and answers no one signed out 401.
// The guarded routes are read from the route table (config.access, lib/access.ts).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMember } from '../factories.js';
import type { TestContext } from '../helpers.js';
import { contextWithRoutes, type TableRoute } from './route-table.js';

let ctx: TestContext;
let routes: TableRoute[];
let bearer: string;

beforeAll(async () => {
  ({ ctx, routes } = await contextWithRoutes());
  const plain = await createMember(ctx.db);
  bearer = `Bearer ${ctx.app.jwt.sign({ sub: String(plain.id), tv: 0 })}`;
});
afterAll(() => ctx?.close());

const guarded = () => routes.filter((r) => r.access !== undefined);
/** Garbage in every path parameter: a guard must not care. */
const pathOf = (r: TableRoute) => r.url.replace(/:([A-Za-z_]+)/g, 'not-a-number');

describe('guards run before the body is read', () => {
  it('knows the guarded areas (so the checks below cannot pass on an empty list)', () => {
    const flags = new Set(guarded().map((r) => r.access));
    expect([...flags].sort()).toEqual(['isEft', 'isHpc', 'isRef', 'isRoster']);
    for (const prefix of ['/api/referee/', '/api/roster/', '/api/hpc/']) {
      const area = routes.filter((r) => r.url.startsWith(prefix));
      expect(area.length).toBeGreaterThan(0);
      expect(area.every((r) => r.access !== undefined)).toBe(true);
    }
  });

  it('answers 403 to a member without the flag, for an empty body, a garbage body and garbage parameters', async () => {
    for (const r of guarded()) {
      for (const body of [undefined, {}, { garbage: [1, 2, 3] }]) {
        const req = ctx
          .api()
          [r.method.toLowerCase() as 'get' | 'post' | 'put' | 'delete'](pathOf(r))
          .set('authorization', bearer);
        const res = r.write && body !== undefined ? await req.send(body) : await req;
        expect({ route: r.key, status: res.status }).toEqual({ route: r.key, status: 403 });
        expect(res.body.error).toBe('forbidden');
      }
    }
  });

  it('answers 401 to a visitor before anything else', async () => {
    for (const r of guarded()) {
      const res = await ctx
        .api()
        [r.method.toLowerCase() as 'get' | 'post' | 'put' | 'delete'](pathOf(r))
        .send({});
      expect({ route: r.key, status: res.status }).toEqual({ route: r.key, status: 401 });
    }
  });

  it("refuses the audit's case: an empty body to POST /api/referee/roster without is_ref is 403, not 422", async () => {
    const res = await ctx.api().post('/api/referee/roster').set('authorization', bearer).send({});
    expect(res.status).toBe(403);
  });
});
