// The console's Members area through its API: search by any part of a name, username, email,
// mobile or id; a member's page; staff edits with reasons and their audit entries; reset links;
// deactivation ending sign-in. The lookup any staff role picks a member with: names only.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/helpers.js';
import { createMember, PASSWORD } from '../../../test/factories.js';
import { rows, sql } from '../../lib/sql.js';
import { memberSearchStatements } from '../people/index.js';

let ctx: TestContext;
let admin: { id: number };
let finance: { id: number };
const bearer = (id: number) => `Bearer ${ctx.app.jwt.sign({ sub: String(id), tv: 0 })}`;
const get = (actor: number, path: string) =>
  ctx.api().get(`/api/admin${path}`).set('authorization', bearer(actor));
const patch = (actor: number, mid: number | string, body: Record<string, unknown>) =>
  ctx.api().patch(`/api/admin/members/${mid}`).set('authorization', bearer(actor)).send(body);
const post = (actor: number, path: string, body: Record<string, unknown> = {}) =>
  ctx.api().post(`/api/admin${path}`).set('authorization', bearer(actor)).send(body);
const search = async (q: string, extra = '') =>
  (await get(admin.id, `/members?q=${encodeURIComponent(q)}${extra}`)).body.data as {
    members: Array<{ mid: number; firstname: string; lastname: string; deactivated: boolean }>;
    total: number;
  };

beforeAll(async () => {
  ctx = await createTestContext();
  admin = await createMember(ctx.db, {
    firstname: 'Ada',
    lastname: 'Admin',
    staffGrants: { create: [{ role: 'admin' }] },
  });
  finance = await createMember(ctx.db, {
    firstname: 'Fin',
    lastname: 'Ance',
    staffGrants: { create: [{ role: 'finance' }] },
  });
});
afterAll(() => ctx?.close());

describe('GET /api/admin/members', () => {
  it('finds a member by part of a name, username, email, mobile digits or the member id', async () => {
    const m = await createMember(ctx.db, {
      firstname: 'Zephyrine',
      lastname: 'Quillfeather',
      username: 'zq_hoops',
      email: 'zeph.q@clubmail.example',
      mobile: '0499 871 234',
    });
    const other = await createMember(ctx.db, { firstname: 'Zephyrine', lastname: 'Other' });
    for (const q of [
      'quillfeath',
      'ZEPHYRINE quill',
      'zq_hoops',
      'clubmail.example',
      '0499871',
      '871 234',
      String(m.id),
    ])
      expect(
        (await search(q)).members.map((r) => r.mid),
        q,
      ).toContain(m.id);
    const both = await search('zephyrine');
    expect(both.members.map((r) => r.mid).sort()).toEqual([m.id, other.id].sort());
    expect(both.total).toBe(2);
    // Each word must match: the other Zephyrine is not a Quillfeather.
    expect((await search('zephyrine quill')).members.map((r) => r.mid)).toEqual([m.id]);
    // LIKE's own wildcards are taken literally.
    expect((await search('%')).total).toBe(0);
    expect((await search('zq%hoops')).total).toBe(0);
  });

  it('counts from the trigram index: the query and the index share one expression', async () => {
    // The count runs with its own settings (sequential scans priced out when every word has
    // three letters or digits); the plan then uses the index only if it can serve the LIKEs.
    const planOf = async (q: string) => {
      const statements = memberSearchStatements({ q });
      const found = await rows<{ 'QUERY PLAN': string }>(ctx.db, sql`EXPLAIN ${statements.count}`, {
        settings: statements.countSettings,
      });
      return found.map((r) => r['QUERY PLAN']).join('\n');
    };
    expect(await planOf('quill feather')).toContain('Member_search_trgm_idx');
    expect(memberSearchStatements({ q: 'quill feather' }).countSettings).toEqual({
      synchronize_seqscans: 'off',
      enable_seqscan: 'off',
    });
    // One or two letters have no trigram: the index cannot answer them, a scan must.
    expect(memberSearchStatements({ q: 'jo' }).countSettings).toEqual({ synchronize_seqscans: 'off' });
    expect(memberSearchStatements({ q: 'jo smith' }).countSettings).toEqual({ synchronize_seqscans: 'off' });
  });

  it('pages and sorts on the server', async () => {
    for (const lastname of ['Pagecc', 'Pageaa', 'Pagebb'])
      await createMember(ctx.db, { firstname: 'Pat', lastname });
    const first = await get(admin.id, '/members?q=page&page_size=2&sort=name');
    expect(first.body.data.total).toBe(3);
    expect(first.body.data.members.map((r: { lastname: string }) => r.lastname)).toEqual([
      'Pageaa',
      'Pagebb',
    ]);
    const second = await get(admin.id, '/members?q=page&page_size=2&page=1&sort=name');
    expect(second.body.data.members.map((r: { lastname: string }) => r.lastname)).toEqual(['Pagecc']);
    const reversed = await get(admin.id, '/members?q=page&sort=-name');
    expect(reversed.body.data.members[0].lastname).toBe('Pagecc');
  });

  it('counts a broad search up to 1,000 members and says more match', async () => {
    await ctx.db.$executeRaw`
      INSERT INTO "Member" (firstname, lastname, dob, gender, "updatedAt")
      SELECT 'Broad', 'Zzcount' || g, date '2000-01-01', 'female', now() FROM generate_series(1, 1001) g`;
    const broad = await get(admin.id, '/members?q=zzcount&page_size=10');
    expect(broad.body.data).toMatchObject({ total: 1000, total_capped: true });
    expect(broad.body.data.members).toHaveLength(10);
    const narrow = await get(admin.id, '/members?q=zzcount1001');
    expect(narrow.body.data).toMatchObject({ total: 1, total_capped: false });
  });

  it('refuses other roles and bad paging with clear answers', async () => {
    expect((await get(finance.id, '/members?q=a')).status).toBe(403);
    expect((await get(admin.id, '/members?page_size=1000')).status).toBe(422);
    expect((await get(admin.id, '/members?sort=password')).status).toBe(422);
  });
});

describe('GET /api/admin/member-lookup', () => {
  const lookup = async (actor: number, q: string) => {
    const res = await get(actor, `/member-lookup?q=${encodeURIComponent(q)}`);
    expect(res.status).toBe(200);
    return res.body.data.members as Array<Record<string, unknown>>;
  };

  it('lets every staff role pick an active member by name or id, seeing names and birthday alone', async () => {
    const m = await createMember(ctx.db, {
      firstname: 'Ottoline',
      lastname: 'Brackenbury',
      prefname: 'Otto',
      username: 'obrack',
      email: 'otto.lookup@clubmail.example',
      mobile: '0488 123 456',
      dob: new Date('2011-03-09T00:00:00Z'),
    });
    const gone = await createMember(ctx.db, {
      firstname: 'Ottoline',
      lastname: 'Brackenbury',
      deactivatedAt: new Date(),
    });
    for (const role of ['competition', 'facilities', 'finance', 'admin'] as const) {
      const staff = await createMember(ctx.db, { staffGrants: { create: [{ role }] } });
      expect(await lookup(staff.id, 'brackenb ottol')).toEqual([
        { mid: m.id, firstname: 'Ottoline', lastname: 'Brackenbury', prefname: 'Otto', dob: '2011-03-09' },
      ]);
    }
    expect((await lookup(finance.id, String(m.id))).map((r) => r.mid)).toContain(m.id);
    expect((await lookup(finance.id, 'otto')).map((r) => r.mid)).toContain(m.id);
    expect((await lookup(finance.id, 'otto')).map((r) => r.mid)).not.toContain(gone.id);
    // Contact details are never matched: a lookup cannot tell who owns an email, a mobile or a username.
    for (const q of ['otto.lookup@clubmail.example', 'clubmail.example', '0488123456', 'obrack'])
      expect(await lookup(finance.id, q)).toEqual([]);
  });

  it('answers at most ten, by name, and refuses members and a missing query', async () => {
    for (let i = 0; i < 12; i++)
      await createMember(ctx.db, { firstname: 'Manyname', lastname: `Lookup${String(i).padStart(2, '0')}` });
    const found = await lookup(finance.id, 'manyname');
    expect(found.map((r) => r.lastname)).toEqual(
      Array.from({ length: 10 }, (_, i) => `Lookup${String(i).padStart(2, '0')}`),
    );
    const member = await createMember(ctx.db);
    expect((await get(member.id, '/member-lookup?q=manyname')).status).toBe(403);
    expect((await ctx.api().get('/api/admin/member-lookup?q=manyname')).status).toBe(401);
    expect((await get(finance.id, '/member-lookup')).status).toBe(422);
    expect((await get(finance.id, `/member-lookup?q=${'x'.repeat(101)}`)).status).toBe(422);
  });
});

describe('GET /api/admin/members/:mid', () => {
  it("answers the member's profile, roles and the parts of their page", async () => {
    const res = await get(admin.id, `/members/${finance.id}`);
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      profile: { mid: finance.id, firstname: 'Fin', lastname: 'Ance' },
      staff_roles: ['finance'],
      deactivated_at: null,
      merged_into: null,
      teams: [],
      invoices: [],
      orders: [],
      bookings: [],
      subscriptions: [],
    });
    expect((await get(admin.id, '/members/999999')).status).toBe(404);
    expect((await get(admin.id, '/members/abc')).status).toBe(404);
  });
});

describe('PATCH /api/admin/members/:mid', () => {
  it('changes locked fields and flags only with a reason, and records just what changed', async () => {
    const m = await createMember(ctx.db, { firstname: 'Jo', lastname: 'Smyth', isRef: false });
    const noReason = await patch(admin.id, m.id, { lastname: 'Smith', is_ref: true });
    expect(noReason.status).toBe(422);
    expect(noReason.body.errors.reason).toBeDefined();
    expect(await ctx.db.member.findUniqueOrThrow({ where: { id: m.id } })).toMatchObject({
      lastname: 'Smyth',
      isRef: false,
    });

    const res = await patch(admin.id, m.id, {
      lastname: 'Smith',
      dob: '2001-02-03',
      is_ref: true,
      access_ref: ['referee', 'scorer'],
      suburb: 'Newtown',
      firstname: 'Jo',
      reason: 'Birth certificate sighted; referee course passed',
    });
    expect(res.status).toBe(200);
    expect(res.body.data.profile).toMatchObject({
      lastname: 'Smith',
      dob: '03-02-2001',
      is_ref: true,
      access_ref: ['referee', 'scorer'],
      suburb: 'Newtown',
    });
    const [entry] = res.body.data.audit;
    expect(entry).toMatchObject({
      actor_id: admin.id,
      action: 'member.edit',
      entity: 'Member',
      entity_id: String(m.id),
      reason: 'Birth certificate sighted; referee course passed',
    });
    // firstname was sent unchanged: it is not in the entry.
    expect(entry.before).toEqual({
      lastname: 'Smyth',
      dob: expect.any(String),
      is_ref: false,
      access_ref: [],
      suburb: 'PARRAMATTA',
    });
    expect(entry.after).toEqual({
      lastname: 'Smith',
      dob: '2001-02-03',
      is_ref: true,
      access_ref: ['referee', 'scorer'],
      suburb: 'Newtown',
    });

    // A field members can change themselves needs no reason; a repeat of the same values writes nothing.
    expect((await patch(admin.id, m.id, { suburb: 'Enmore' })).status).toBe(200);
    const again = await patch(admin.id, m.id, { suburb: 'Enmore', lastname: 'Smith' });
    expect(again.body.data.audit).toHaveLength(2);
  });

  it('refuses bad values with a 422 and writes nothing', async () => {
    const m = await createMember(ctx.db, { firstname: 'Val', lastname: 'Idate' });
    for (const body of [
      { dob: '31/12/2000' },
      { email: 'not-an-email' },
      { gender: 'x' },
      { firstname: '  ' },
      { sk_tm_val: -1 },
    ])
      expect((await patch(admin.id, m.id, { ...body, reason: 'test' })).status, JSON.stringify(body)).toBe(
        422,
      );
    expect((await patch(admin.id, 999999, { suburb: 'X' })).status).toBe(404);
    expect((await patch(finance.id, m.id, { suburb: 'X' })).status).toBe(403);
  });

  it('answers the member unchanged, writing no audit entry, when the body names no field it knows', async () => {
    const m = await createMember(ctx.db, { firstname: 'Nought', lastname: 'Asked' });
    const res = await patch(admin.id, m.id, { price: 58, mid: { isRef: 'x' } });
    expect(res.status).toBe(200);
    expect(res.body.data.profile.firstname).toBe('Nought');
    expect(await ctx.db.auditEntry.count({ where: { entity: 'Member', entityId: String(m.id) } })).toBe(0);
  });
});

describe('POST /api/admin/members/:mid/merge', () => {
  it('merges a duplicate into the member: the duplicate is deactivated and points at the kept one', async () => {
    const kept = await createMember(ctx.db, { firstname: 'Mer', lastname: 'Ged', mobile: null });
    const duplicate = await createMember(ctx.db, {
      firstname: 'Mer',
      lastname: 'Ged',
      mobile: '0400 111 222',
    });
    const noReason = await post(admin.id, `/members/${kept.id}/merge`, { from_mid: duplicate.id });
    expect(noReason.status).toBe(422);
    const res = await post(admin.id, `/members/${kept.id}/merge`, {
      from_mid: duplicate.id,
      reason: 'Same person',
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ mid: kept.id, from_mid: duplicate.id });
    expect(res.body.data.changed).toContain('mobile');
    const page = await get(admin.id, `/members/${kept.id}`);
    expect(page.body.data.merged_from).toEqual([duplicate.id]);
    expect(page.body.data.profile.mobile).toBe('0400 111 222');
    expect(page.body.data.audit[0]).toMatchObject({ action: 'member.merge', reason: 'Same person' });
    const gone = await get(admin.id, `/members/${duplicate.id}`);
    expect(gone.body.data).toMatchObject({ merged_into: kept.id, deactivated_at: expect.any(String) });
    // Once merged, it cannot be merged again nor take part as the kept member.
    expect(
      (await post(admin.id, `/members/${kept.id}/merge`, { from_mid: duplicate.id, reason: 'again' })).status,
    ).toBeGreaterThanOrEqual(400);
    expect(
      (await post(admin.id, `/members/${duplicate.id}/merge`, { from_mid: kept.id, reason: 'back' })).status,
    ).toBeGreaterThanOrEqual(400);
    expect(
      (await post(admin.id, `/members/${kept.id}/merge`, { from_mid: kept.id, reason: 'self' })).status,
    ).toBe(400);
  });
});

describe('reset links and deactivation', () => {
  it('emails the member a reset link and records it', async () => {
    const m = await createMember(ctx.db, { firstname: 'Res', lastname: 'Et' });
    const res = await post(admin.id, `/members/${m.id}/reset-link`);
    expect(res.status).toBe(200);
    expect(res.body.data.sent_to).toBe(m.email);
    const mail = await ctx.mail.waitFor((x) => x.to === m.email && /reset your password/.test(x.subject));
    expect(mail.text).toContain('/password/reset/');
    const noAccount = await createMember(ctx.db, { firstname: 'No', lastname: 'Mail', email: null });
    expect((await post(admin.id, `/members/${noAccount.id}/reset-link`)).status).toBe(409);
  });

  it('ends the sessions of a deactivated member, refuses their sign-in, and lets them back when reactivated', async () => {
    const m = await createMember(ctx.db, { firstname: 'Dee', lastname: 'Active' });
    expect((await ctx.api().get('/api/member/user').set('authorization', bearer(m.id))).status).toBe(200);
    expect((await post(admin.id, `/members/${m.id}/deactivate`, {})).status).toBe(422);
    const off = await post(admin.id, `/members/${m.id}/deactivate`, { reason: 'Duplicate account' });
    expect(off.status).toBe(200);
    expect(off.body.data.deactivated_at).not.toBeNull();
    expect((await ctx.api().get('/api/member/user').set('authorization', bearer(m.id))).status).toBe(401);
    const login = await ctx
      .api()
      .post('/api/member/login')
      .send({ username: m.username, password: PASSWORD });
    expect(login.status).toBe(401);
    expect((await search('Active')).members.map((r) => r.mid)).not.toContain(m.id);
    expect((await search('Active', '&status=deactivated')).members.map((r) => r.mid)).toContain(m.id);

    const on = await post(admin.id, `/members/${m.id}/reactivate`, { reason: 'Asked to come back' });
    expect(on.body.data.deactivated_at).toBeNull();
    expect(
      (await ctx.api().post('/api/member/login').send({ username: m.username, password: PASSWORD })).status,
    ).toBe(200);
    expect(on.body.data.audit.map((e: { action: string }) => e.action)).toEqual([
      'member.reactivate',
      'member.deactivate',
    ]);
    expect((await post(admin.id, `/members/${admin.id}/deactivate`, { reason: 'oops' })).status).toBe(422);
  });
});
