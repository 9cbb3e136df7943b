// The console's noticeboard through the API: competition staff write notices (their HTML
// sanitised on the way in, so no script reaches a manager's browser) and list people per
// section; managers read both on their Noticeboard; every write is audited; bad input is a 422
// naming the field with nothing written; another staff role is refused.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/helpers.js';
import { createMember } from '../../../test/factories.js';

let ctx: TestContext;
let staff: { id: number };
let finance: { id: number };
let manager: { id: number };
const bearer = (id: number) => `Bearer ${ctx.app.jwt.sign({ sub: String(id), tv: 0 })}`;
const api = (method: 'get' | 'post' | 'put' | 'delete', path: string, actor = staff.id) =>
  ctx.api()[method](`/api/admin${path}`).set('authorization', bearer(actor));
const managersBoard = async () =>
  (
    await ctx
      .api()
      .get('/member/noticeboard')
      .set('accept', 'application/json')
      .set('authorization', bearer(manager.id))
      .expect(200)
  ).body as {
    noticeboard: Record<string, Array<Record<string, string | null>>>;
    notices: Array<{ notice_id: number; tab: string; section_name: string; html: string }>;
  };
const auditOf = (entity: string, id: number) =>
  ctx.db.auditEntry.findMany({ where: { entity, entityId: String(id) }, orderBy: { id: 'asc' } });

beforeAll(async () => {
  ctx = await createTestContext();
  staff = await createMember(ctx.db, { staffGrants: { create: [{ role: 'competition' }] } });
  finance = await createMember(ctx.db, { staffGrants: { create: [{ role: 'finance' }] } });
  manager = await createMember(ctx.db, { isMan: true });
});
afterAll(() => ctx?.close());

describe('notices', () => {
  it('keeps the editor’s formatting, drops what could run (script, handlers, javascript: links), and shows the notice to managers', async () => {
    const res = await api('post', '/notices').send({
      tab: 'HPC',
      section_name: 'Trials',
      html:
        '<h2>Trials</h2><p><strong>Sunday</strong> at <a href="https://example.org/trials" target="_blank">the centre</a>' +
        '<script>alert(1)</script><img src="x" onerror="alert(2)"></p><ul><li>Bring water</li></ul>' +
        '<p><a href="javascript:alert(3)">click</a></p>',
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const notice = res.body.data as { id: number; html: string };
    expect(notice.html).toBe(
      '<h2>Trials</h2><p><strong>Sunday</strong> at <a href="https://example.org/trials" target="_blank" rel="noopener noreferrer">the centre</a><img src="x" /></p>' +
        '<ul><li>Bring water</li></ul><p><a rel="noopener noreferrer">click</a></p>',
    );
    // Kept sanitised, not only answered so.
    const kept = await ctx.db.notice.findUniqueOrThrow({ where: { id: notice.id } });
    expect(kept.html).toBe(notice.html);
    expect((await managersBoard()).notices).toContainEqual({
      notice_id: notice.id,
      tab: 'HPC',
      section_name: 'Trials',
      html: notice.html,
    });
    const [audit] = await auditOf('Notice', notice.id);
    expect(audit).toMatchObject({ actorId: staff.id, action: 'notice.create' });

    const changed = await api('put', `/notices/${notice.id}`).send({
      tab: 'HPC',
      section_name: 'Trials',
      html: '<p>Moved to <em>Monday</em></p>',
    });
    expect(changed.status).toBe(200);
    expect(changed.body.data.html).toBe('<p>Moved to <em>Monday</em></p>');
    expect((await auditOf('Notice', notice.id)).map((a) => a.action)).toEqual([
      'notice.create',
      'notice.update',
    ]);

    expect((await api('delete', `/notices/${notice.id}`)).status).toBe(200);
    expect((await managersBoard()).notices.some((n) => n.notice_id === notice.id)).toBe(false);
    expect((await api('delete', `/notices/${notice.id}`)).status).toBe(404);
    expect(
      (await api('put', `/notices/${notice.id}`).send({ tab: 'A', section_name: 'B', html: '<p>x</p>' }))
        .status,
    ).toBe(404);
  });

  it('refuses a notice with nothing safe in it, or missing fields, writing nothing', async () => {
    const before = await ctx.db.notice.count();
    const empty = await api('post', '/notices').send({
      tab: 'HPC',
      section_name: 'X',
      html: '<script>alert(1)</script>',
    });
    expect(empty.status).toBe(422);
    expect(empty.body.errors).toEqual({
      html: ['Write the notice: nothing is left once unsafe parts are taken out.'],
    });
    const missing = await api('post', '/notices').send({ html: '<p>Hi</p>' });
    expect(missing.status).toBe(422);
    expect(Object.keys(missing.body.errors).sort()).toEqual(['section_name', 'tab']);
    expect(await ctx.db.notice.count()).toBe(before);
    expect(
      (await api('post', '/notices', finance.id).send({ tab: 'A', section_name: 'B', html: '<p>x</p>' }))
        .status,
    ).toBe(403);
  });
});

describe('people listed per section', () => {
  it('lists, changes and removes a person, as managers see them grouped by section', async () => {
    const res = await api('post', '/noticeboard-rows').send({
      section_name: 'U16 Girls',
      firstname: 'Zoe',
      surname: 'Ng',
      gender: 'female',
      email: 'zoe@example.com',
      competition: 'Saturday Juniors',
      comment: 'Looking for a team',
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const row = res.body.data as { id: number };
    expect((await managersBoard()).noticeboard['U16 Girls']).toEqual([
      {
        firstname: 'Zoe',
        surname: 'Ng',
        gender: 'female',
        email: 'zoe@example.com',
        competition: 'Saturday Juniors',
        comment: 'Looking for a team',
      },
    ]);
    const changed = await api('put', `/noticeboard-rows/${row.id}`).send({
      section_name: 'U18 Girls',
      firstname: 'Zoe',
      surname: 'Ng',
      comment: '',
    });
    expect(changed.status).toBe(200);
    expect(changed.body.data).toMatchObject({ section_name: 'U18 Girls', email: null, comment: null });
    const board = await managersBoard();
    expect(board.noticeboard['U16 Girls']).toBeUndefined();
    expect(board.noticeboard['U18 Girls']).toHaveLength(1);
    const listed = (await api('get', '/noticeboard').expect(200)).body.data.rows as Array<{ id: number }>;
    expect(listed.map((r) => r.id)).toContain(row.id);

    expect((await api('delete', `/noticeboard-rows/${row.id}`)).status).toBe(200);
    expect((await managersBoard()).noticeboard['U18 Girls']).toBeUndefined();
    expect((await auditOf('NoticeboardRow', row.id)).map((a) => a.action)).toEqual([
      'noticeboard_row.create',
      'noticeboard_row.update',
      'noticeboard_row.delete',
    ]);
    const bad = await api('post', '/noticeboard-rows').send({
      section_name: 'X',
      firstname: '',
      surname: 'Y',
    });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.errors)).toEqual(['firstname']);
  });
});
