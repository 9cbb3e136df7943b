// The audit log through the console: sorted by time either way on the server, and exported as a
// CSV file of every entry the filters keep (not only the page the grid has loaded), safe to open
// in a spreadsheet.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'csv-parse/sync';
import { createTestContext, type TestContext } from '../../../test/helpers.js';
import { createMember } from '../../../test/factories.js';

let ctx: TestContext;
let admin: { id: number };
let ids: number[];
const bearer = (id: number) => `Bearer ${ctx.app.jwt.sign({ sub: String(id), tv: 0 })}`;
const get = (actor: number, path: string) =>
  ctx.api().get(`/api/admin${path}`).set('authorization', bearer(actor));

beforeAll(async () => {
  ctx = await createTestContext();
  admin = await createMember(ctx.db, {
    firstname: 'Ada',
    lastname: 'Admin',
    staffGrants: { create: [{ role: 'admin' }] },
  });
  ids = [];
  // A member whose name a spreadsheet would take for a formula.
  const sly = await createMember(ctx.db, { firstname: '=HYPERLINK("http://x")', lastname: 'Sly' });
  for (const [i, roles] of [['finance'], ['competition'], ['finance', 'facilities']].entries()) {
    const m = i === 0 ? sly : await createMember(ctx.db);
    ids.push(m.id);
    const res = await ctx
      .api()
      .put(`/api/admin/staff/${m.id}`)
      .set('authorization', bearer(admin.id))
      .send({ roles, reason: i === 0 ? '=1+1, "quoted"' : `Reason ${i}` });
    expect(res.status).toBe(200);
  }
  // Sly, now finance staff, makes no entries of their own: actor names in the file are Ada's.
  await ctx.db.auditEntry.create({
    data: { actorId: sly.id, action: 'test.note', entity: 'Note', entityId: '1', reason: 'by sly' },
  });
});
afterAll(() => ctx?.close());

describe('GET /api/admin/audit order', () => {
  it('sorts by time, newest first by default and oldest first when asked', async () => {
    const newest = (await get(admin.id, '/audit?action=staff.roles')).body.data.entries;
    const oldest = (await get(admin.id, '/audit?action=staff.roles&order=asc')).body.data.entries;
    expect(newest.map((e: { entity_id: string }) => e.entity_id)).toEqual(ids.map(String).reverse());
    expect(oldest.map((e: { entity_id: string }) => e.entity_id)).toEqual(ids.map(String));
    expect((await get(admin.id, '/audit?order=sideways')).status).toBe(422);
  });
});

describe('GET /api/admin/audit.csv', () => {
  it('exports every entry the filters keep as CSV, with before and after as JSON', async () => {
    const res = await get(admin.id, '/audit.csv?action=staff.roles&order=asc');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe('attachment; filename="audit-log.csv"');
    const rows = parse<Record<string, string>>(res.text, { columns: true, bom: true });
    expect(rows.map((r) => r.entity_id)).toEqual(ids.map(String));
    expect(rows[2]).toMatchObject({
      actor_id: String(admin.id),
      actor: 'Ada Admin',
      action: 'staff.roles',
      entity: 'Member',
      reason: 'Reason 2',
      before: '{"roles":[]}',
      after: '{"roles":["finance","facilities"]}',
    });
    expect(Object.keys(rows[0]!)).toEqual([
      'id',
      'at',
      'actor_id',
      'actor',
      'action',
      'entity',
      'entity_id',
      'reason',
      'before',
      'after',
    ]);
  });

  it('keeps more rows than one page holds, in batches', async () => {
    const many = Array.from({ length: 1_150 }, (_, i) => ({
      actorId: admin.id,
      action: 'test.bulk',
      entity: 'Bulk',
      entityId: String(i),
    }));
    await ctx.db.auditEntry.createMany({ data: many });
    const res = await get(admin.id, '/audit.csv?entity=Bulk');
    const rows = parse<Record<string, string>>(res.text, { columns: true, bom: true });
    expect(rows).toHaveLength(1_150);
    // Newest first: the last one written leads, and no row is repeated across batches.
    expect(rows[0]!.entity_id).toBe('1149');
    expect(new Set(rows.map((r) => r.id)).size).toBe(1_150);
  });

  it('opens a value that looks like a formula as text', async () => {
    const res = await get(admin.id, `/audit.csv?entity=Member&entity_id=${ids[0]}`);
    const rows = parse<Record<string, string>>(res.text, { columns: true, bom: true });
    expect(rows[0]!.reason).toBe(`'=1+1, "quoted"`);
    const byActor = await get(admin.id, `/audit.csv?action=test.note`);
    const [note] = parse<Record<string, string>>(byActor.text, { columns: true, bom: true });
    expect(note!.actor).toBe(`'=HYPERLINK("http://x") Sly`);
  });

  it('is for admins only, and refuses bad filters with 422', async () => {
    const finance = await createMember(ctx.db, { staffGrants: { create: [{ role: 'finance' }] } });
    expect((await get(finance.id, '/audit.csv')).status).toBe(403);
    expect((await ctx.api().get('/api/admin/audit.csv')).status).toBe(401);
    expect((await get(admin.id, '/audit.csv?actor_id=abc')).status).toBe(422);
  });
});
