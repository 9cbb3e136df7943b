import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '@courtside/contracts';
import { createTestContext, type TestContext } from '../../../test/helpers.js';
import { createMember } from '../../../test/factories.js';

let ctx: TestContext;
const bearer = (id: number, tv = 0) => `Bearer ${ctx.app.jwt.sign({ sub: String(id), tv })}`;

beforeAll(async () => {
  ctx = await createTestContext({ TIME_ZONE: 'Australia/Sydney' });
});
afterAll(() => ctx?.close());

/** A complete, valid profile update (every field of the update form). */
const update = (o: Record<string, unknown> = {}) => ({
  email: 'casey@example.com',
  mobile: '0412000111',
  phone: '0298765432',
  workphone: '',
  address: '22 Baseline Road',
  suburb: 'Parramatta',
  postcode: '2150',
  state: 'NSW',
  job: 'Education and Training',
  job_title: 'Teacher',
  school: '',
  skills: 'First aid',
  height: '180',
  weight: '75',
  ec_fullname: 'Pat Jones',
  ec_mobile: '0498765432',
  ec_fullname_2: '',
  ec_mobile_2: '',
  ec_medical: 'Asthma',
  middlename: 'Lee',
  prefname: 'Case',
  identifygender: 'non-binary',
  disability: 'no',
  disabilitytype: '',
  countrybirth: 'AU',
  statebirth: 'VIC',
  aboriginal: 'notsay',
  agreed_to_terms: true,
  agreed_to_privacy: true,
  subscribed_to_newsletter: true,
  subscribed_to_sms: false,
  subscribed_to_comm: false,
  sport: 'basketball',
  ...o,
});

async function addTeam(memberId: number) {
  const season = await ctx.db.season.create({ data: { name: `Summer ${memberId}` } });
  const grade = await ctx.db.grade.create({ data: { name: 'Senior' } });
  const group = await ctx.db.divisionGroup.create({ data: { name: 'Men', gradeId: grade.id } });
  const division = await ctx.db.division.create({
    data: { name: 'Div 1', seasonId: season.id, groupId: group.id },
  });
  const team = await ctx.db.team.create({ data: { name: `Hoopers ${memberId}`, divisionId: division.id } });
  await ctx.db.teamPosition.create({ data: { teamId: team.id, memberId, role: 'player' } });
}

describe('GET /api/member/user', () => {
  it('answers the profile with the values derived on the server', async () => {
    const m = await createMember(ctx.db, {
      firstname: 'Ruby',
      lastname: 'Chen',
      dob: new Date('1995-07-09T00:00:00Z'),
      isRef: true,
      accessRef: ['referee'],
    });
    const res = await ctx.api().get('/api/member/user').set('authorization', bearer(m.id));
    expect(res.status).toBe(200);
    const p = res.body.data;
    expect(p).toMatchObject({
      mid: m.id,
      fullname: 'Ruby Chen',
      dob: '09-07-1995',
      adult: true,
      nb_teams: 0,
      profile_complete: true,
      missing_fields: [],
      is_ref: true,
      is_eft: false,
      access_ref: ['referee'],
      active_hpc_sub: 0,
      membership_status: 'UNREGISTERED',
    });
    expect(p.passwordHash).toBeUndefined();
    expect(JSON.stringify(p)).not.toContain('argon2');
  });

  it('counts the member teams', async () => {
    const m = await createMember(ctx.db);
    await addTeam(m.id);
    const res = await ctx.api().get('/api/member/user').set('authorization', bearer(m.id));
    expect(res.body.data.nb_teams).toBe(1);
  });

  it('is an adult from the 18th birthday in the association time zone', async () => {
    // 18th birthday "today" in Sydney; Sydney is ahead of UTC, so this is the edge that matters.
    const sydneyToday = new Intl.DateTimeFormat('en-CA', { timeZone: 'Australia/Sydney' }).format(new Date());
    const [y, mo, d] = sydneyToday.split('-').map(Number) as [number, number, number];
    const birthday = new Date(Date.UTC(y - 18, mo - 1, d));
    const dayAfter = new Date(Date.UTC(y - 18, mo - 1, d + 1));
    const adult = await createMember(ctx.db, { dob: birthday });
    const minor = await createMember(ctx.db, { dob: dayAfter });
    expect(
      (await ctx.api().get('/api/member/user').set('authorization', bearer(adult.id))).body.data.adult,
    ).toBe(true);
    expect(
      (await ctx.api().get('/api/member/user').set('authorization', bearer(minor.id))).body.data.adult,
    ).toBe(false);
  });

  it.each([
    [{ expiryDate: new Date('2027-01-31T00:00:00Z'), membRenewal: false }, 'REGISTERED', '31/01/2027'],
    [{ expiryDate: new Date('2026-12-01T00:00:00Z'), membRenewal: true }, 'PLEASE RENEW', '01/12/2026'],
    [{ expiryDate: null, membRenewal: true }, 'UNREGISTERED', null],
  ])('derives the membership status from expiry and renewal flag (%o)', async (sport, status, expiry) => {
    const m = await createMember(ctx.db);
    await ctx.db.sportProfile.create({ data: { memberId: m.id, sport: 'basketball', ...sport } });
    const p = (await ctx.api().get('/api/member/user').set('authorization', bearer(m.id))).body.data;
    expect(p.membership_status).toBe(status);
    expect(p.expiry_date).toBe(expiry);
    expect(p.sports[0]).toMatchObject({
      value: 'basketball',
      text: 'Basketball',
      memb_renewal: sport.membRenewal,
    });
  });

  it('lists the missing required fields', async () => {
    const m = await createMember(ctx.db, { address: null, ecMobile: null, agreedToTerms: false });
    const p = (await ctx.api().get('/api/member/user').set('authorization', bearer(m.id))).body.data;
    expect(p.profile_complete).toBe(false);
    expect(p.missing_fields).toEqual(['address', 'ec_mobile', 'agreed_to_terms']);
  });

  it('reports an active HPC subscription', async () => {
    const m = await createMember(ctx.db, { isHpc: true });
    const plan = await ctx.db.plan.create({
      data: { name: 'Elite Squad', priceCents: 12000, billingCycle: 'monthly' },
    });
    await ctx.db.subscription.create({
      data: {
        memberId: m.id,
        planId: plan.id,
        priceCents: 12000,
        startDate: new Date(),
        currentPeriodEnd: new Date(Date.now() + 86400_000),
      },
    });
    const p = (await ctx.api().get('/api/member/user').set('authorization', bearer(m.id))).body.data;
    expect(p.active_hpc_sub).toBe(1);
    expect(p.is_hpc).toBe(true);
  });
});

describe('POST /api/member/user', () => {
  it('saves the allowed fields and ignores locked and privileged ones', async () => {
    const m = await createMember(ctx.db, { prefname: null, middlename: null });
    const res = await ctx
      .api()
      .post('/api/member/user')
      .set('authorization', bearer(m.id))
      .send(
        update({
          firstname: 'Hacker',
          lastname: 'X',
          dob: '01-01-2000',
          gender: 'male',
          username: 'taken',
          is_ref: true,
          isRef: true,
          sk_tm: true,
          non_pl: true,
        }),
      );
    expect(res.status).toBe(200);
    const saved = await ctx.db.member.findUniqueOrThrow({ where: { id: m.id } });
    expect(saved).toMatchObject({
      firstname: m.firstname,
      lastname: m.lastname,
      username: m.username,
      gender: m.gender,
      isRef: false,
      skTm: false,
      nonPl: false,
      suburb: 'PARRAMATTA',
      stateBirth: 'VIC',
      identifyGender: 'non_binary',
      middlename: 'Lee',
      prefname: 'Case',
      height: 180,
      agreedToIndemnity: true,
      subscribedToNewsletter: true,
    });
    expect(saved.dob.toISOString()).toBe(m.dob.toISOString());
    expect(res.body.data.identifygender).toBe('non-binary');
  });

  it('saves phone numbers written with +61, spaces and brackets as their ten digits', async () => {
    const m = await createMember(ctx.db);
    const res = await ctx
      .api()
      .post('/api/member/user')
      .set('authorization', bearer(m.id))
      .send(update({ mobile: '+61 412 345 678', phone: '(02) 9876-5432', ec_mobile: '0498 765 432' }));
    expect(res.status).toBe(200);
    const saved = await ctx.db.member.findUniqueOrThrow({ where: { id: m.id } });
    expect(saved).toMatchObject({ mobile: '0412345678', phone: '0298765432', ecMobile: '0498765432' });
  });

  it.each([
    [{ mobile: '+61 412 345 6789' }, 'mobile', MSG.digits(10)],
    [{ mobile: '0412 345 67' }, 'mobile', MSG.digits(10)],
    [{ mobile: '0412 ABC 678' }, 'mobile', MSG.numeric],
  ])('refuses the phone number %o with its message', async (override, field, message) => {
    const m = await createMember(ctx.db);
    const res = await ctx
      .api()
      .post('/api/member/user')
      .set('authorization', bearer(m.id))
      .send(update(override));
    expect(res.status).toBe(422);
    expect(res.body.errors[field]).toContain(message);
  });

  it('keeps preferred and middle names once they have a value', async () => {
    const m = await createMember(ctx.db, { prefname: 'Original', middlename: 'Mid' });
    await ctx
      .api()
      .post('/api/member/user')
      .set('authorization', bearer(m.id))
      .send(update({ prefname: 'Changed', middlename: 'Other' }));
    const saved = await ctx.db.member.findUniqueOrThrow({ where: { id: m.id } });
    expect([saved.prefname, saved.middlename]).toEqual(['Original', 'Mid']);
  });

  it.each([
    ['email', { email: 'bad@' }, MSG.profileEmail],
    ['mobile', { mobile: '12345' }, MSG.digits(10)],
    ['phone', { phone: '12345678901' }, MSG.maxLength(10)],
    ['prefname', { prefname: '' }, MSG.required],
    ['statebirth', { countrybirth: 'AU', statebirth: '' }, MSG.required],
    ['disabilitytype', { disability: 'yes', disabilitytype: '' }, MSG.required],
    ['ec_fullname', { ec_fullname: ' ' }, MSG.required],
    ['agreed_to_privacy', { agreed_to_privacy: false }, MSG.required],
  ])('refuses a bad %s with field errors and saves nothing', async (field, override, message) => {
    const m = await createMember(ctx.db);
    const res = await ctx
      .api()
      .post('/api/member/user')
      .set('authorization', bearer(m.id))
      .send(update(override));
    expect(res.status).toBe(422);
    expect(res.body.message).toBe(MSG.formErrors);
    expect(res.body.errors[field]).toContain(message);
    const saved = await ctx.db.member.findUniqueOrThrow({ where: { id: m.id } });
    expect(saved.updatedAt.toISOString()).toBe(m.updatedAt.toISOString());
  });

  const png = Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    Buffer.alloc(1000, 1),
  ]);

  function multipart(memberId: number, fields: Record<string, unknown>) {
    const req = ctx.api().post('/api/member/user').set('authorization', bearer(memberId));
    for (const [k, v] of Object.entries(fields)) req.field(k, String(v));
    return req;
  }

  it('accepts a multipart update with a PNG photo and serves it back to the member only', async () => {
    const m = await createMember(ctx.db);
    const res = await multipart(m.id, update()).attach('profilephoto', png, {
      filename: 'me.png',
      contentType: 'image/png',
    });
    expect(res.status).toBe(200);
    expect(res.body.data.profilephoto).toBe(true);
    expect(res.body.data.profilephotosrc).toMatch(/^\/api\/member\/user\/photo\?v=\d+$/);
    const photo = await ctx.api().get('/api/member/user/photo').set('authorization', bearer(m.id));
    expect(photo.status).toBe(200);
    expect(photo.headers['content-type']).toBe('image/png');
    expect(Buffer.compare(photo.body as Buffer, png)).toBe(0);
    const other = await createMember(ctx.db);
    expect(
      (await ctx.api().get('/api/member/user/photo').set('authorization', bearer(other.id))).status,
    ).toBe(404);
  });

  it('refuses a photo of 500000 bytes or more with its message', async () => {
    const m = await createMember(ctx.db);
    const big = Buffer.concat([png, Buffer.alloc(500_000)]);
    const res = await multipart(m.id, update()).attach('profilephoto', big, {
      filename: 'big.png',
      contentType: 'image/png',
    });
    expect(res.status).toBe(422);
    expect(res.body.errors.profilephoto).toEqual([MSG.photoSize]);
    expect((await ctx.db.member.findUniqueOrThrow({ where: { id: m.id } })).photoPath).toBeNull();
  });

  it('refuses a file that is not a JPEG or PNG image, whatever its name', async () => {
    const m = await createMember(ctx.db);
    const res = await multipart(m.id, update()).attach('profilephoto', Buffer.from('<svg onload=alert(1)>'), {
      filename: 'x.png',
      contentType: 'image/png',
    });
    expect(res.status).toBe(422);
    expect(res.body.errors.profilephoto).toEqual([MSG.photoType]);
  });

  it('changes an existing photo only while a renewal is due', async () => {
    const m = await createMember(ctx.db);
    await ctx.db.sportProfile.create({
      data: {
        memberId: m.id,
        sport: 'basketball',
        expiryDate: new Date('2027-06-30T00:00:00Z'),
        membRenewal: true,
      },
    });
    expect((await multipart(m.id, update()).attach('profilephoto', png, 'a.png')).status).toBe(200);
    expect((await multipart(m.id, update()).attach('profilephoto', png, 'b.png')).status).toBe(200);
    await ctx.db.sportProfile.updateMany({ where: { memberId: m.id }, data: { membRenewal: false } });
    const locked = await multipart(m.id, update()).attach('profilephoto', png, 'c.png');
    expect(locked.status).toBe(422);
    expect(locked.body.errors.profilephoto).toBeDefined();
  });

  it('answers 400 to a multipart body it cannot read (no boundary, cut short), not 500 (found by the fuzzer)', async () => {
    const m = await createMember(ctx.db);
    for (const type of ['multipart/form-data', 'multipart/form-data; boundary=x']) {
      const res = await ctx
        .api()
        .post('/api/member/user')
        .set('authorization', bearer(m.id))
        .set('content-type', type)
        .send('pPjq');
      expect(res.status).toBe(400);
      expect(res.body).toEqual({
        error: 'bad_request',
        message: 'The form could not be read. Please try again.',
      });
    }
  });
});

describe('POST /api/member/eft', () => {
  it('needs the is_eft flag', async () => {
    const m = await createMember(ctx.db);
    const res = await ctx
      .api()
      .post('/api/member/eft')
      .set('authorization', bearer(m.id))
      .send({ acctname: 'C Jones', acctbsb: '062000', acctnumber: '12345678' });
    expect(res.status).toBe(403);
  });

  it.each(['123456', '12345678', '1234567890'])(
    'saves a 6-digit BSB and account number %s',
    async (acctnumber) => {
      const m = await createMember(ctx.db, { isEft: true });
      const res = await ctx
        .api()
        .post('/api/member/eft')
        .set('authorization', bearer(m.id))
        .send({ acctname: 'C Jones', acctbsb: '062000', acctnumber });
      expect(res.status).toBe(200);
      const p = (await ctx.api().get('/api/member/user').set('authorization', bearer(m.id))).body.data;
      expect(p).toMatchObject({ acct_name: 'C Jones', acct_bsb: '062000', acct_number: acctnumber });
    },
  );

  it('reads a BSB and account number written with dashes and spaces whole, never cut', async () => {
    const m = await createMember(ctx.db, { isEft: true });
    const res = await ctx
      .api()
      .post('/api/member/eft')
      .set('authorization', bearer(m.id))
      .send({ acctname: 'C Jones', acctbsb: '062-000', acctnumber: '1234-5678-90' });
    expect(res.status).toBe(200);
    const p = (await ctx.api().get('/api/member/user').set('authorization', bearer(m.id))).body.data;
    expect(p).toMatchObject({ acct_bsb: '062000', acct_number: '1234567890' });
  });

  it.each([
    [{ acctbsb: '06200' }, 'account_bsb', MSG.bsb],
    [{ acctbsb: '062-00' }, 'account_bsb', MSG.bsb],
    [{ acctnumber: '12345678901' }, 'account_number', MSG.account],
    [{ acctnumber: '1234-5678-901' }, 'account_number', MSG.account],
    [{ acctnumber: '12 345 A78' }, 'account_number', MSG.account],
    [{ acctnumber: '12345' }, 'account_number', MSG.account],
    [{ acctname: '' }, 'account_name', MSG.required],
  ])('refuses %o under %s', async (override, field, message) => {
    const m = await createMember(ctx.db, { isEft: true });
    const res = await ctx
      .api()
      .post('/api/member/eft')
      .set('authorization', bearer(m.id))
      .send({ acctname: 'C Jones', acctbsb: '062000', acctnumber: '123456', ...override });
    expect(res.status).toBe(422);
    expect(res.body.errors[field]).toContain(message);
  });
});

describe('POST /api/member/getData', () => {
  it('lists the eight states and territories', async () => {
    const m = await createMember(ctx.db);
    const res = await ctx
      .api()
      .post('/api/member/getData')
      .set('authorization', bearer(m.id))
      .send({ type: 'states' });
    expect(res.body.data.map((s: { value: string }) => s.value)).toEqual([
      'NSW',
      'VIC',
      'QLD',
      'SA',
      'WA',
      'TAS',
      'NT',
      'ACT',
    ]);
  });

  it('lists countries with Australia first', async () => {
    const m = await createMember(ctx.db);
    const res = await ctx
      .api()
      .post('/api/member/getData')
      .set('authorization', bearer(m.id))
      .send({ type: 'countries' });
    expect(res.body.data[0]).toEqual({ value: 'AU', text: 'Australia' });
    expect(res.body.data.length).toBeGreaterThan(240);
  });

  it('lists industries', async () => {
    const m = await createMember(ctx.db);
    const res = await ctx
      .api()
      .post('/api/member/getData')
      .set('authorization', bearer(m.id))
      .send({ type: 'jobs' });
    expect(res.body.data).toContainEqual({ text: 'Construction', value: 'Construction' });
  });

  it('finds real suburbs with postcode and state, in every state and territory', async () => {
    const m = await createMember(ctx.db);
    const search = async (q: string) =>
      (
        await ctx
          .api()
          .post('/api/member/getData')
          .set('authorization', bearer(m.id))
          .send({ type: 'localities', search: q })
      ).body.data;
    expect(await search('parramatta')).toContainEqual({
      value: 'PARRAMATTA',
      postcode: '2150',
      state: 'NSW',
    });
    expect(await search('CARLTON')).toEqual(
      expect.arrayContaining([
        { value: 'CARLTON', postcode: '3053', state: 'VIC' },
        { value: 'CARLTON', postcode: '7173', state: 'TAS' },
      ]),
    );
    expect(await search('ALICE SPRINGS')).toContainEqual({
      value: 'ALICE SPRINGS',
      postcode: '0870',
      state: 'NT',
    });
    expect(await search('BRADDON')).toContainEqual({ value: 'BRADDON', postcode: '2612', state: 'ACT' });
    const all = (
      await ctx
        .api()
        .post('/api/member/getData')
        .set('authorization', bearer(m.id))
        .send({ type: 'localities' })
    ).body.data;
    expect(all.length).toBeGreaterThan(15000);
  });

  it('serves the same lists without sign-in at /api/reference/getData for the registration wizard', async () => {
    const res = await ctx
      .api()
      .post('/api/reference/getData')
      .send({ type: 'localities', search: 'Blacktown' });
    expect(res.status).toBe(200);
    expect(res.body.data).toContainEqual({ value: 'BLACKTOWN', postcode: '2148', state: 'NSW' });
    expect((await ctx.api().post('/api/member/getData').send({ type: 'states' })).status).toBe(401);
  });

  it('refuses an unknown type', async () => {
    const m = await createMember(ctx.db);
    const res = await ctx
      .api()
      .post('/api/member/getData')
      .set('authorization', bearer(m.id))
      .send({ type: 'planets' });
    expect(res.status).toBe(422);
    expect(res.body.errors.type).toBeDefined();
  });
});

describe('GET /api/settings and /api/docs', () => {
  it('serves the page settings from the configuration', async () => {
    const res = await ctx.api().get('/api/settings');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      time_zone: 'Australia/Sydney',
      tax_rate: 0.1,
      gateway: 'sandbox',
      gateway_public_key: null,
      auto_usernames: false,
      min_password_length: 6,
    });
  });

  it('serves an OpenAPI document generated from the contracts', async () => {
    const res = await ctx.api().get('/api/docs/json');
    expect(res.status).toBe(200);
    expect(res.body.openapi).toMatch(/^3\./);
    for (const path of [
      '/api/member/login',
      '/api/member/register',
      '/api/member/password/email',
      '/api/member/username/email',
      '/api/member/password/reset',
      '/api/member/logout',
      '/api/member/user',
      '/api/member/eft',
      '/api/member/getData',
    ])
      expect(Object.keys(res.body.paths)).toContain(path);
    expect(
      Object.keys(
        res.body.paths['/api/member/login'].post.requestBody.content['application/json'].schema.properties,
      ),
    ).toEqual(expect.arrayContaining(['username', 'password', 'remember', 'xyz', 'zyx']));
  });
});
