// Staff roles and the audit log through the console API: only an admin grants roles, each
// change is one audit entry with the roles before and after and the reason, two admins racing
// on one member leave one answer whole, and the log is append-only even to SQL.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/helpers.js';
import { createMember } from '../../../test/factories.js';

let ctx: TestContext;
let admin: { id: number };
const bearer = (id: number) => `Bearer ${ctx.app.jwt.sign({ sub: String(id), tv: 0 })}`;
const put = (actor: number, mid: number | string, body: Record<string, unknown>) =>
  ctx.api().put(`/api/admin/staff/${mid}`).set('authorization', bearer(actor)).send(body);
const get = (actor: number, path: string) =>
  ctx.api().get(`/api/admin${path}`).set('authorization', bearer(actor));

beforeAll(async () => {
  ctx = await createTestContext();
  admin = await createMember(ctx.db, {
    firstname: 'Ada',
    lastname: 'Admin',
    staffGrants: { create: [{ role: 'admin' }] },
  });
});
afterAll(() => ctx?.close());

describe('GET /api/admin/me', () => {
  it("answers the staff member's roles and whether the session has a second factor", async () => {
    const res = await get(admin.id, '/me');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      mid: admin.id,
      fullname: 'Ada Admin',
      roles: ['admin'],
      second_factor: false,
    });
  });
});

describe('PUT /api/admin/staff/:mid', () => {
  it('gives a member exactly the roles asked, lists them, and records who, what, before, after and why', async () => {
    const m = await createMember(ctx.db, { firstname: 'Fin', lastname: 'Ance' });
    const res = await put(admin.id, m.id, {
      roles: ['finance', 'competition', 'finance'],
      reason: 'New treasurer',
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      mid: m.id,
      fullname: 'Fin Ance',
      roles: ['competition', 'finance'],
    });
    expect((await get(m.id, '/me')).body.roles).toEqual(['competition', 'finance']);
    const staff = (await get(admin.id, '/staff')).body.data.staff as Array<{ mid: number; roles: string[] }>;
    expect(staff.find((s) => s.mid === m.id)?.roles).toEqual(['competition', 'finance']);

    const down = await put(admin.id, m.id, { roles: ['finance'] });
    expect(down.body.data.roles).toEqual(['finance']);
    // No longer competition staff: that area's routes refuse at once.
    expect((await put(m.id, admin.id, { roles: ['admin'] })).status).toBe(403);

    const log = await get(admin.id, `/audit?entity=Member&entity_id=${m.id}`);
    expect(log.status).toBe(200);
    expect(log.body.data.total).toBe(2);
    expect(log.body.data.entries).toEqual([
      expect.objectContaining({
        actor_id: admin.id,
        actor: 'Ada Admin',
        action: 'staff.roles',
        entity: 'Member',
        entity_id: String(m.id),
        before: { roles: ['competition', 'finance'] },
        after: { roles: ['finance'] },
        reason: null,
      }),
      expect.objectContaining({
        before: { roles: [] },
        after: { roles: ['competition', 'finance'] },
        reason: 'New treasurer',
      }),
    ]);
    const byReason = await get(admin.id, '/audit?q=treasurer');
    expect(byReason.body.data.entries.map((e: { entity_id: string }) => e.entity_id)).toEqual([String(m.id)]);
  });

  it('lets only an admin grant roles, refuses an admin taking away their own, and knows no stranger', async () => {
    const competition = await createMember(ctx.db, { staffGrants: { create: [{ role: 'competition' }] } });
    const m = await createMember(ctx.db);
    expect((await put(competition.id, m.id, { roles: ['competition'] })).status).toBe(403);
    expect((await put(m.id, m.id, { roles: ['admin'] })).status).toBe(403);
    const own = await put(admin.id, admin.id, { roles: ['finance'] });
    expect(own.status).toBe(422);
    expect(own.body.errors.roles).toEqual(['Ask another admin to change your roles.']);
    expect((await put(admin.id, 99_999_999, { roles: ['finance'] })).status).toBe(404);
    expect((await put(admin.id, 'nope', { roles: ['finance'] })).status).toBe(404);
    expect((await put(admin.id, m.id, { roles: ['owner'] })).status).toBe(422);
    expect(await ctx.db.staffGrant.count({ where: { memberId: m.id } })).toBe(0);
    expect(await ctx.db.auditEntry.count({ where: { entityId: String(m.id) } })).toBe(0);
  });

  it('finds the member to add by name or email, and refuses one who has no sign-in', async () => {
    const m = await createMember(ctx.db, {
      firstname: 'Sam',
      lastname: 'Benchley',
      email: 'sam.benchley@example.com',
    });
    const found = async (q: string) =>
      (
        (await get(admin.id, `/members?q=${encodeURIComponent(q)}`)).body.data.members as Array<{
          mid: number;
        }>
      ).map((r) => r.mid);
    expect(await found('Sam Benchley')).toContain(m.id);
    expect(await found('sam.benchley@example.com')).toContain(m.id);

    const noAccount = await createMember(ctx.db);
    await ctx.db.member.update({
      where: { id: noAccount.id },
      data: { username: null, usernameLower: null, passwordHash: null },
    });
    const noPassword = await createMember(ctx.db);
    await ctx.db.member.update({ where: { id: noPassword.id }, data: { passwordHash: null } });
    for (const who of [noAccount, noPassword]) {
      const res = await put(admin.id, who.id, { roles: ['finance'] });
      expect(res.status).toBe(422);
      expect(res.body.message).toMatch(/has no sign-in \(no username and password\)/);
      expect(res.body.errors.mid).toEqual([res.body.message]);
      expect(await ctx.db.staffGrant.count({ where: { memberId: who.id } })).toBe(0);
      expect(await ctx.db.auditEntry.count({ where: { entityId: String(who.id) } })).toBe(0);
    }
    expect((await put(admin.id, m.id, { roles: ['finance'] })).status).toBe(200);
  });

  it('leaves one whole answer when two admins change one member at once', async () => {
    const second = await createMember(ctx.db, { staffGrants: { create: [{ role: 'admin' }] } });
    const m = await createMember(ctx.db);
    const [a, b] = await Promise.all([
      put(admin.id, m.id, { roles: ['finance', 'facilities'] }),
      put(second.id, m.id, { roles: ['competition'] }),
    ]);
    expect([a.status, b.status]).toEqual([200, 200]);
    const roles = (await ctx.db.staffGrant.findMany({ where: { memberId: m.id } })).map((g) => g.role).sort();
    expect([['competition'], ['facilities', 'finance']]).toContainEqual(roles);
    const entries = await ctx.db.auditEntry.findMany({
      where: { entityId: String(m.id) },
      orderBy: { id: 'asc' },
    });
    expect(entries).toHaveLength(2);
    // The second change saw the first's answer as its "before".
    expect(entries[1]!.before).toEqual({ roles: (entries[0]!.after as { roles: string[] }).roles });
  });
});

describe('the audit log', () => {
  it('is append-only, even to SQL', async () => {
    await put(admin.id, (await createMember(ctx.db)).id, { roles: ['finance'] });
    const entry = await ctx.db.auditEntry.findFirstOrThrow();
    await expect(
      ctx.db.auditEntry.update({ where: { id: entry.id }, data: { reason: 'rewritten' } }),
    ).rejects.toThrow(/append-only/);
    await expect(ctx.db.auditEntry.deleteMany({})).rejects.toThrow(/append-only/);
    await expect(ctx.db.$executeRawUnsafe('TRUNCATE "AuditEntry"')).rejects.toThrow(/append-only/);
    expect(await ctx.db.auditEntry.count()).toBeGreaterThan(0);
  });

  it('pages newest first and filters by who and what', async () => {
    const page = await get(admin.id, '/audit?page=0&page_size=1');
    expect(page.body.data).toMatchObject({ page: 0, page_size: 1 });
    expect(page.body.data.entries).toHaveLength(1);
    expect(page.body.data.total).toBeGreaterThan(1);
    const next = await get(admin.id, '/audit?page=1&page_size=1');
    expect(next.body.data.entries[0].id).toBeLessThan(page.body.data.entries[0].id);
    const byActor = await get(admin.id, `/audit?actor_id=${admin.id}&action=staff.roles`);
    expect(byActor.body.data.entries.every((e: { actor_id: number }) => e.actor_id === admin.id)).toBe(true);
    expect((await get(admin.id, '/audit?page_size=500')).status).toBe(422);
  });
});
