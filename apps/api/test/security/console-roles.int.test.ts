// The console's role matrix, generated from the route table (like the member side's guards):
// every /api/admin route answers 401 to a visitor, 403 to a member, 403 to staff of a role it
// does not serve, 403 second_factor_required to its own staff without a second factor (the
// console requires one here, as in production), and lets its own staff and admins through,
// all before the body is read. A console route that does not say which roles it serves stops
// the server at start-up, so none can be forgotten; each is documented under its file's console
// tag as signed in (lib/console-access.ts consoleRoutes).
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STAFF_ROLES, type TStaffRole } from '@courtside/contracts/admin';
import staffGuard from '../../src/modules/staff/staff.guard.js';
import { consoleRoutes as declareConsoleRoutes, staffOnly } from '../../src/lib/console-access.js';
import { createMember } from '../factories.js';
import type { TestContext } from '../helpers.js';
import { contextWithRoutes, routeCollector, type TableRoute } from './route-table.js';

let ctx: TestContext;
let routes: TableRoute[];
const tokens: Record<string, string> = {};

/** A member holding `roles`, signed in with or without a second factor. */
async function staffToken(roles: TStaffRole[], secondFactor: boolean): Promise<string> {
  const m = await createMember(ctx.db, { staffGrants: { create: roles.map((role) => ({ role })) } });
  return `Bearer ${ctx.app.jwt.sign({ sub: String(m.id), tv: 0, mfa: secondFactor })}`;
}

beforeAll(async () => {
  ({ ctx, routes } = await contextWithRoutes({ STAFF_REQUIRE_SECOND_FACTOR: 'true' }));
  tokens.member = await staffToken([], true);
  tokens.adminWithoutSecondFactor = await staffToken(['admin'], false);
  for (const role of STAFF_ROLES) tokens[role] = await staffToken([role], true);
  for (const role of STAFF_ROLES) tokens[`${role}WithoutSecondFactor`] = await staffToken([role], false);
});
afterAll(() => ctx?.close());

const consoleRoutes = () => routes.filter((r) => r.url.startsWith('/api/admin'));
const pathOf = (r: TableRoute) => r.url.replace(/:([A-Za-z_]+)/g, 'not-a-number');

/** The route asked with `token` (none: a visitor) and a body that is not what it wants. */
async function ask(r: TableRoute, token: string | null) {
  const req = ctx.api()[r.method.toLowerCase() as 'get' | 'post' | 'put' | 'delete'](pathOf(r));
  if (token) req.set('authorization', token);
  const res = r.write ? await req.send({ garbage: [1, 2, 3] }) : await req;
  return { route: r.key, status: res.status, error: res.body.error as string | undefined };
}

describe('the console role matrix', () => {
  it('knows the console routes, and each says which roles it serves', () => {
    expect(consoleRoutes().length).toBeGreaterThan(0);
    for (const r of consoleRoutes()) {
      expect(r.staffRoles, r.key).toBeDefined();
      expect(r.staffRoles!.length, r.key).toBeGreaterThan(0);
      for (const role of r.staffRoles!) expect(STAFF_ROLES, r.key).toContain(role);
    }
  });

  it('lists each console route in the API document under one console tag, signed in', async () => {
    const doc = (await ctx.api().get('/api/docs/json').expect(200)).body as {
      paths: Record<string, Record<string, { tags?: string[]; security?: unknown }>>;
    };
    const operations = Object.entries(doc.paths)
      .filter(([path]) => path.startsWith('/api/admin'))
      .flatMap(([path, methods]) => Object.entries(methods).map(([method, op]) => ({ path, method, op })));
    expect(operations.length).toBeGreaterThan(0);
    for (const { path, method, op } of operations) {
      expect(op.security, `${method} ${path}`).toEqual([{ bearer: [] }]);
      expect(op.tags, `${method} ${path}`).toEqual([expect.stringMatching(/^console: /)]);
    }
  });

  it("gives a route file's routes its roles, and a route its own where it says them", async () => {
    const app = Fastify();
    app.decorate('deps', ctx.app.deps);
    app.decorate('authenticate', ctx.app.authenticate);
    const table = routeCollector();
    app.addHook('onRoute', table.onRoute);
    await app.register(
      async (admin) => {
        await admin.register(staffGuard);
        await admin.register(async (probe) => {
          declareConsoleRoutes(probe, { tag: 'console: probe', roles: ['finance'] });
          probe.get('/probe', async () => ({ ok: true }));
          probe.get('/probe/admin', { ...staffOnly('admin') }, async () => ({ ok: true }));
        });
      },
      { prefix: '/api/admin' },
    );
    await app.ready();
    expect(table.routes.map((r) => [r.key, r.staffRoles])).toEqual([
      ['GET /api/admin/probe', ['finance']],
      ['GET /api/admin/probe/admin', ['admin']],
    ]);
    await app.close();
  });

  it('answers 401 to a visitor and 403 to a member who is not staff', async () => {
    for (const r of consoleRoutes()) {
      expect(await ask(r, null)).toMatchObject({ route: r.key, status: 401 });
      expect(await ask(r, tokens.member!)).toEqual({ route: r.key, status: 403, error: 'forbidden' });
    }
  });

  it("answers 403 to staff of a role the route does not serve, and lets the route's own roles and admins in", async () => {
    for (const r of consoleRoutes())
      for (const role of STAFF_ROLES) {
        const answer = await ask(r, tokens[role]!);
        if (role === 'admin' || r.staffRoles!.includes(role))
          expect([401, 403], `${r.key} as ${role}: ${JSON.stringify(answer)}`).not.toContain(answer.status);
        else expect(answer).toEqual({ route: r.key, status: 403, error: 'forbidden' });
      }
  });

  it('answers 403 second_factor_required to staff signed in without a second factor', async () => {
    for (const r of consoleRoutes()) {
      expect(await ask(r, tokens.adminWithoutSecondFactor!)).toEqual({
        route: r.key,
        status: 403,
        error: 'second_factor_required',
      });
      for (const role of r.staffRoles!)
        expect(await ask(r, tokens[`${role}WithoutSecondFactor`]!)).toEqual({
          route: r.key,
          status: 403,
          error: 'second_factor_required',
        });
    }
  });

  it('refuses to start with a console route that does not say which roles it serves', async () => {
    const app = Fastify();
    app.decorate('deps', ctx.app.deps);
    app.decorate('authenticate', ctx.app.authenticate);
    const start = async () => {
      await app.register(
        async (admin) => {
          await admin.register(staffGuard);
          admin.get('/forgotten', async () => ({ ok: true }));
        },
        { prefix: '/api/admin' },
      );
      await app.ready();
    };
    await expect(start()).rejects.toThrow(
      'Console route GET /api/admin/forgotten does not say which staff roles it serves',
    );
    await app.close().catch(() => undefined);
  });
});
