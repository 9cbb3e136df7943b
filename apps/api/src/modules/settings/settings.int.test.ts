// The association's settings through the console API: each page setting answers its value, its
// source and the environment's value; an admin's change is in force at once (the member side's
// settings, password rules, stats, the ladder's tie-break order) and audited; null puts the
// environment's value back; bad values are refused whole; two changes at once lose nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TERMS_URL_MESSAGE, type TAdminSettings } from '@courtside/contracts/admin';
import { createTestContext, type TestContext } from '../../../test/helpers.js';
import { createMember, registrationBody } from '../../../test/factories.js';
import { createLevelOnPointsDivision } from '../../../test/tie-break-fixtures.js';

let ctx: TestContext;
let admin: { id: number };
let competition: { id: number };
let finance: { id: number };
let member: { id: number };
const bearer = (id: number) => `Bearer ${ctx.app.jwt.sign({ sub: String(id), tv: 0 })}`;
const getSettings = (actor: number) =>
  ctx.api().get('/api/admin/settings').set('authorization', bearer(actor));
const putPage = (actor: number, body: Record<string, unknown>) =>
  ctx.api().put('/api/admin/settings').set('authorization', bearer(actor)).send(body);
const putCompetition = (actor: number, body: Record<string, unknown>) =>
  ctx.api().put('/api/admin/settings/competition').set('authorization', bearer(actor)).send(body);
const memberSettings = async () => (await ctx.api().get('/api/settings')).body as Record<string, unknown>;
const settingsEntries = () =>
  ctx.db.auditEntry.findMany({ where: { entity: 'AssociationSettings' }, orderBy: { id: 'asc' } });

const ENV = {
  CLIENT_NAME: 'Harbourside Basketball Association',
  TIME_ZONE: 'Australia/Sydney',
  TAX_RATE: '0.1',
  DONATIONS_ENABLED: 'true',
  AUTO_USERNAMES: 'false',
  MIN_PASSWORD_LENGTH: '6',
  MAPS_AUTOCOMPLETE: 'false',
  STATS_ENABLED: 'true',
  // Standings built for every request: the division changed by SQL below must show at once
  // (test/scale-out/settings.int.test.ts proves kept answers follow a settings change).
  DRAW_CACHE_SECONDS: '0',
};

beforeAll(async () => {
  ctx = await createTestContext(ENV);
  admin = await createMember(ctx.db, { firstname: 'Ada', staffGrants: { create: [{ role: 'admin' }] } });
  competition = await createMember(ctx.db, { staffGrants: { create: [{ role: 'competition' }] } });
  finance = await createMember(ctx.db, { staffGrants: { create: [{ role: 'finance' }] } });
  member = await createMember(ctx.db);
});
afterAll(() => ctx?.close());

describe('GET /api/admin/settings', () => {
  it("answers the environment's values while staff have set nothing, and the documented competition defaults", async () => {
    expect(await ctx.db.associationSettings.count()).toBe(0);
    const res = await getSettings(admin.id);
    expect(res.status).toBe(200);
    const data = res.body.data as TAdminSettings;
    expect(data.page).toEqual({
      client_name: { value: ENV.CLIENT_NAME, source: 'environment', environment: ENV.CLIENT_NAME },
      time_zone: { value: 'Australia/Sydney', source: 'environment', environment: 'Australia/Sydney' },
      tax_rate: { value: 0.1, source: 'environment', environment: 0.1 },
      donations: { value: true, source: 'environment', environment: true },
      auto_usernames: { value: false, source: 'environment', environment: false },
      min_password_length: { value: 6, source: 'environment', environment: 6 },
      maps_autocomplete: { value: false, source: 'environment', environment: false },
      stats_enabled: { value: true, source: 'environment', environment: true },
    });
    expect(data.competition).toEqual({
      points: {
        win: 3,
        draw: 2,
        loss: 1,
        bye: 0,
        forfeit_win: 3,
        forfeit_non_advised: 0,
        forfeit_notified: 0,
        forfeit_admin: 0,
        disqualified: 0,
      },
      tie_break_order: [],
    });
    expect(data.updated_at).toBeNull();
  });

  it('is for admin and competition staff only', async () => {
    expect((await getSettings(competition.id)).status).toBe(200);
    expect((await getSettings(finance.id)).status).toBe(403);
    expect((await getSettings(member.id)).status).toBe(403);
    expect((await ctx.api().get('/api/admin/settings')).status).toBe(401);
  });
});

describe('PUT /api/admin/settings', () => {
  it('keeps both of two changes made at once to different settings (the row is created under a lock)', async () => {
    const [a, b] = await Promise.all([
      putPage(admin.id, { client_name: 'Racing Hoops' }),
      putPage(admin.id, { tax_rate: 0.125 }),
    ]);
    expect([a.status, b.status]).toEqual([200, 200]);
    const data = (await getSettings(admin.id)).body.data as TAdminSettings;
    expect(data.page.client_name).toMatchObject({ value: 'Racing Hoops', source: 'console' });
    expect(data.page.tax_rate).toMatchObject({ value: 0.125, source: 'console' });
    const entries = await settingsEntries();
    expect(entries.map((e) => e.action)).toEqual(['settings.page', 'settings.page']);
    // Undo, so the next tests start from the environment again.
    expect((await putPage(admin.id, { client_name: null, tax_rate: null })).status).toBe(200);
  });

  it('puts the changed settings in force at once, answers where each comes from, and audits before and after', async () => {
    const before = (await settingsEntries()).length;
    // A password of 8 characters is long enough before the change.
    expect((await ctx.api().post('/api/member/register').send(registrationBody())).status).toBe(201);
    expect(
      (await ctx.api().get('/api/draw/stats/seasons').set('authorization', bearer(member.id))).status,
    ).toBe(200);

    const res = await putPage(admin.id, {
      client_name: '  Westside Netball  ',
      time_zone: 'australia/perth',
      tax_rate: 0.15,
      donations: false,
      min_password_length: 10,
      stats_enabled: false,
      reason: 'New season rules',
    });
    expect(res.status).toBe(200);
    const data = res.body.data as TAdminSettings;
    expect(data.page.client_name).toEqual({
      value: 'Westside Netball',
      source: 'console',
      environment: ENV.CLIENT_NAME,
    });
    expect(data.page.time_zone).toEqual({
      value: 'Australia/Perth',
      source: 'console',
      environment: 'Australia/Sydney',
    });
    expect(data.page.tax_rate).toEqual({ value: 0.15, source: 'console', environment: 0.1 });
    expect(data.page.auto_usernames).toEqual({ value: false, source: 'environment', environment: false });
    expect(data.updated_at).not.toBeNull();

    // The member side, at once, without a restart.
    expect(await memberSettings()).toMatchObject({
      client_name: 'Westside Netball',
      time_zone: 'Australia/Perth',
      tax_rate: 0.15,
      donations: false,
      min_password_length: 10,
      stats_enabled: false,
    });
    const short = await ctx.api().post('/api/member/register').send(registrationBody());
    expect(short.status).toBe(422);
    expect(short.body.errors.password).toBeDefined();
    const long = registrationBody({ password: 'Passw0rd123', password_confirmation: 'Passw0rd123' });
    expect((await ctx.api().post('/api/member/register').send(long)).status).toBe(201);
    expect(
      (await ctx.api().get('/api/draw/stats/seasons').set('authorization', bearer(member.id))).status,
    ).toBe(404);

    const entries = await settingsEntries();
    expect(entries).toHaveLength(before + 1);
    expect(entries.at(-1)).toMatchObject({
      actorId: admin.id,
      action: 'settings.page',
      entity: 'AssociationSettings',
      entityId: '1',
      before: {
        client_name: null,
        time_zone: null,
        tax_rate: null,
        donations: null,
        min_password_length: null,
        stats_enabled: null,
      },
      after: {
        client_name: 'Westside Netball',
        time_zone: 'Australia/Perth',
        tax_rate: 0.15,
        donations: false,
        min_password_length: 10,
        stats_enabled: false,
      },
      reason: 'New season rules',
    });
  });

  it("puts the environment's value back for a setting given as null, leaving the others", async () => {
    const res = await putPage(admin.id, {
      client_name: null,
      min_password_length: null,
      stats_enabled: null,
    });
    expect(res.status).toBe(200);
    const data = res.body.data as TAdminSettings;
    expect(data.page.client_name).toEqual({
      value: ENV.CLIENT_NAME,
      source: 'environment',
      environment: ENV.CLIENT_NAME,
    });
    expect(data.page.min_password_length).toMatchObject({ value: 6, source: 'environment' });
    expect(data.page.time_zone).toMatchObject({ value: 'Australia/Perth', source: 'console' });
    expect(await memberSettings()).toMatchObject({
      client_name: ENV.CLIENT_NAME,
      min_password_length: 6,
      stats_enabled: true,
      time_zone: 'Australia/Perth',
    });
    expect((await settingsEntries()).at(-1)).toMatchObject({
      before: { client_name: 'Westside Netball', min_password_length: 10, stats_enabled: false },
      after: { client_name: null, min_password_length: null, stats_enabled: null },
    });
    await putPage(admin.id, { time_zone: null, tax_rate: null, donations: null });
  });

  it('refuses a bad value with 422 naming the field, and changes nothing of the request', async () => {
    const entries = (await settingsEntries()).length;
    const before = await memberSettings();
    const refused: Array<[Record<string, unknown>, string]> = [
      [{ tax_rate: 1.5 }, 'tax_rate'],
      [{ tax_rate: -0.1 }, 'tax_rate'],
      [{ tax_rate: 0.12345 }, 'tax_rate'],
      [{ tax_rate: '0.1' }, 'tax_rate'],
      [{ time_zone: 'Mars/Olympus_Mons' }, 'time_zone'],
      [{ min_password_length: 5 }, 'min_password_length'],
      [{ min_password_length: 129 }, 'min_password_length'],
      [{ min_password_length: 7.5 }, 'min_password_length'],
      [{ client_name: '   ' }, 'client_name'],
      [{ donations: 'yes' }, 'donations'],
      // One bad value refuses the good ones sent with it.
      [{ client_name: 'Half Written', time_zone: 'Nowhere/Special' }, 'time_zone'],
    ];
    for (const [body, field] of refused) {
      const res = await putPage(admin.id, body);
      expect(res.status, JSON.stringify(body)).toBe(422);
      expect(Object.keys(res.body.errors ?? {}), JSON.stringify(body)).toContain(field);
    }
    expect(await memberSettings()).toEqual(before);
    expect(await settingsEntries()).toHaveLength(entries);
  });

  it('is for admins only: competition staff change only the competition defaults', async () => {
    expect((await putPage(competition.id, { tax_rate: 0.2 })).status).toBe(403);
    expect((await putPage(finance.id, { tax_rate: 0.2 })).status).toBe(403);
    expect((await putPage(member.id, { tax_rate: 0.2 })).status).toBe(403);
    expect((await ctx.api().put('/api/admin/settings').send({ tax_rate: 0.2 })).status).toBe(401);
    expect((await memberSettings()).tax_rate).toBe(0.1);
  });
});

describe('PUT /api/admin/settings/competition', () => {
  it('changes the ladder order at once with the tie-break order, the division keeping its own', async () => {
    const level = await createLevelOnPointsDivision(ctx.db);
    const ladder = async () =>
      ((await ctx.api().get(level.standingsPath)).body.divisionResult as Array<{ team: string }>).map(
        (r) => r.team,
      );
    expect(await ladder()).toEqual(level.byPercentage);

    const res = await putCompetition(competition.id, {
      tie_break_order: ['head_to_head', 'percentage'],
      points: { draw: 1 },
      reason: 'Head to head from this season',
    });
    expect(res.status).toBe(200);
    const data = res.body.data as TAdminSettings;
    expect(data.competition.tie_break_order).toEqual(['head_to_head', 'percentage']);
    expect(data.competition.points).toMatchObject({ win: 3, draw: 1, loss: 1 });
    expect(await ladder()).toEqual(level.byHeadToHead);
    expect((await settingsEntries()).at(-1)).toMatchObject({
      actorId: competition.id,
      action: 'settings.competition',
      before: { points: { draw: 2 }, tie_break_order: [] },
      after: { points: { draw: 1 }, tie_break_order: ['head_to_head', 'percentage'] },
      reason: 'Head to head from this season',
    });

    // A division's own order wins over the association's.
    await ctx.db.division.update({
      where: { id: level.division.id },
      data: { tieBreakOrder: ['percentage'] },
    });
    expect(await ladder()).toEqual(level.byPercentage);
    await ctx.db.division.update({ where: { id: level.division.id }, data: { tieBreakOrder: [] } });
    expect(await ladder()).toEqual(level.byHeadToHead);

    // An empty order is the documented one again.
    expect((await putCompetition(admin.id, { tie_break_order: [], points: { draw: 2 } })).status).toBe(200);
    expect(await ladder()).toEqual(level.byPercentage);
  });

  it('refuses repeated or unknown tie-breaks and points that are not whole numbers, changing nothing', async () => {
    const entries = (await settingsEntries()).length;
    const refused: Array<[Record<string, unknown>, string]> = [
      [{ tie_break_order: ['wins', 'wins'] }, 'tie_break_order'],
      [{ tie_break_order: ['coin_toss'] }, 'tie_break_order'],
      [{ tie_break_order: 'wins' }, 'tie_break_order'],
      [{ points: { win: 2.5 } }, 'points'],
      [{ points: { win: '3' } }, 'points'],
      [{ points: { loss: 1000 } }, 'points'],
      [{ points: { win: 4 }, tie_break_order: ['wins', 'wins'] }, 'tie_break_order'],
    ];
    for (const [body, field] of refused) {
      const res = await putCompetition(admin.id, body);
      expect(res.status, JSON.stringify(body)).toBe(422);
      expect(Object.keys(res.body.errors ?? {}), JSON.stringify(body)).toContain(field);
    }
    expect((await getSettings(admin.id)).body.data.competition).toMatchObject({
      points: { win: 3 },
      tie_break_order: [],
    });
    expect(await settingsEntries()).toHaveLength(entries);
    expect((await putCompetition(finance.id, { points: { win: 4 } })).status).toBe(403);
  });
});

describe('PUT /api/admin/settings/tax', () => {
  const putTax = (actor: number, body: Record<string, unknown>) =>
    ctx.api().put('/api/admin/settings/tax').set('authorization', bearer(actor)).send(body);

  it('saves a valid ABN (typed with spaces), GST registration and the bank account, audited and in force at once', async () => {
    const res = await putTax(admin.id, {
      abn: '51 824 753 556',
      gst_registered: true,
      eft_account_name: '  Harbourside Basketball Inc ',
      eft_bsb: '062-000',
      eft_account_number: '1234 5678',
      reason: 'Registered for GST',
    });
    expect(res.status).toBe(200);
    expect(res.body.data.tax).toEqual({
      abn: '51824753556',
      gst_registered: true,
      eft_account_name: 'Harbourside Basketball Inc',
      eft_bsb: '062000',
      eft_account_number: '12345678',
    });
    expect(await memberSettings()).toMatchObject({ abn: '51824753556', gst_registered: true });
    const entry = (await settingsEntries()).at(-1);
    expect(entry).toMatchObject({
      actorId: admin.id,
      action: 'settings.tax',
      after: { abn: '51824753556', eft_bsb: '062000' },
      reason: 'Registered for GST',
    });

    // Not registered: the member side is told, and '' clears the ABN.
    const off = await putTax(admin.id, { gst_registered: false, abn: '' });
    expect(off.body.data.tax).toMatchObject({ abn: null, gst_registered: false });
    expect(await memberSettings()).toMatchObject({ abn: null, gst_registered: false });
  });

  it('refuses an ABN failing the ATO checksum, a short BSB and non-admins, changing nothing', async () => {
    const entries = (await settingsEntries()).length;
    const before = await memberSettings();
    for (const [body, field] of [
      [{ abn: '51824753557' }, 'abn'],
      [{ abn: '5182475355' }, 'abn'],
      [{ abn: 'ABN 51824753556' }, 'abn'],
      [{ eft_bsb: '06200' }, 'eft_bsb'],
      [{ eft_account_number: '12ab45' }, 'eft_account_number'],
      [{ gst_registered: 'yes' }, 'gst_registered'],
    ] as Array<[Record<string, unknown>, string]>) {
      const res = await putTax(admin.id, body);
      expect(res.status, JSON.stringify(body)).toBe(422);
      expect(Object.keys(res.body.errors ?? {}), JSON.stringify(body)).toContain(field);
    }
    expect((await putTax(competition.id, { abn: '51824753556' })).status).toBe(403);
    expect((await putTax(member.id, { abn: '51824753556' })).status).toBe(403);
    expect(await memberSettings()).toEqual(before);
    expect(await settingsEntries()).toHaveLength(entries);
  });
});

describe('PUT /api/admin/settings/documents', () => {
  const putDocuments = (actor: number, body: Record<string, unknown>) =>
    ctx.api().put('/api/admin/settings/documents').set('authorization', bearer(actor)).send(body);

  it('links the terms and conditions for members at once, audited; clears it; refuses a bad address and non-admins', async () => {
    const url = 'https://harbourside.example/terms';
    const res = await putDocuments(admin.id, { terms_url: `  ${url} `, reason: 'New terms' });
    expect(res.status).toBe(200);
    expect(res.body.data.documents).toEqual({ terms_url: url, privacy_url: null });
    expect(await memberSettings()).toMatchObject({ terms_url: url });
    expect((await settingsEntries()).at(-1)).toMatchObject({
      actorId: admin.id,
      action: 'settings.documents',
      before: { terms_url: null },
      after: { terms_url: url },
      reason: 'New terms',
    });

    for (const bad of ['http://harbourside.example/terms', 'javascript:alert(1)', 'terms.pdf']) {
      const refused = await putDocuments(admin.id, { terms_url: bad });
      expect(refused.status, bad).toBe(422);
      expect(refused.body.errors.terms_url, bad).toEqual([TERMS_URL_MESSAGE]);
    }
    expect((await putDocuments(competition.id, { terms_url: url })).status).toBe(403);
    expect((await putDocuments(member.id, { terms_url: url })).status).toBe(403);
    expect(await memberSettings()).toMatchObject({ terms_url: url });

    expect((await putDocuments(admin.id, { terms_url: '' })).body.data.documents).toEqual({
      terms_url: null,
      privacy_url: null,
    });
    expect(await memberSettings()).toMatchObject({ terms_url: null });
  });

  it('links the privacy policy beside the terms, changing only what is given, audited; refuses a bad address and non-admins', async () => {
    const terms = 'https://harbourside.example/terms';
    const privacy = 'https://harbourside.example/privacy';
    await putDocuments(admin.id, { terms_url: terms });
    const res = await putDocuments(admin.id, { privacy_url: ` ${privacy}`, reason: 'Privacy policy' });
    expect(res.status).toBe(200);
    expect(res.body.data.documents).toEqual({ terms_url: terms, privacy_url: privacy });
    expect(await memberSettings()).toMatchObject({ terms_url: terms, privacy_url: privacy });
    const entry = (await settingsEntries()).at(-1);
    expect(entry).toMatchObject({
      actorId: admin.id,
      action: 'settings.documents',
      reason: 'Privacy policy',
    });
    // Only what changed: the terms, not given, are neither changed nor named.
    expect([entry?.before, entry?.after]).toEqual([{ privacy_url: null }, { privacy_url: privacy }]);

    const entries = (await settingsEntries()).length;
    for (const bad of ['http://harbourside.example/privacy', 'javascript:alert(1)', 'privacy']) {
      const refused = await putDocuments(admin.id, { privacy_url: bad });
      expect(refused.status, bad).toBe(422);
      expect(refused.body.errors.privacy_url, bad).toEqual([TERMS_URL_MESSAGE]);
    }
    expect((await putDocuments(competition.id, { privacy_url: terms })).status).toBe(403);
    expect((await putDocuments(member.id, { privacy_url: terms })).status).toBe(403);
    expect(await settingsEntries()).toHaveLength(entries);

    const cleared = await putDocuments(admin.id, { privacy_url: '' });
    expect(cleared.body.data.documents).toEqual({ terms_url: terms, privacy_url: null });
    expect(await memberSettings()).toMatchObject({ terms_url: terms, privacy_url: null });
  });
});
