// Messages to members through the API: competition staff preview (merge fields filled, who is
// left out and why), send a test to themselves, and send; the member-messages job hands the
// recipients to the mail outbox at MESSAGES_PER_MINUTE (3 here) and the SMTP listener receives
// each with the line saying why. Association news is promotional: it carries RFC 8058
// List-Unsubscribe headers, a member who turned it off is skipped, and a one-click unsubscribe
// stops the next one. A competition message is a service message: it reaches every manager, mail
// choices or not, with no unsubscribe, as a password reset does.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/helpers.js';
import { createMember } from '../../../test/factories.js';
import { createTeamWithRoles } from '../../../test/team-factories.js';
import { createHpcMember } from '../../../test/hpc-factories.js';
import { createTeamWith } from '../../../test/money-factories.js';
import { addDaysIso, dbDate, localInstant, todayIso } from '../../lib/local-dates.js';
import { runMemberMessages } from './messages.service.js';

let ctx: TestContext;
let staff: { id: number; email: string | null };
let finance: { id: number };
let member: { id: number };
let world: Awaited<ReturnType<typeof createTeamWithRoles>>;
const bearer = (id: number) => `Bearer ${ctx.app.jwt.sign({ sub: String(id), tv: 0 })}`;
const api = (method: 'get' | 'post', path: string, actor: number | null = staff.id) => {
  const req = ctx.api()[method](`/api/admin${path}`);
  return actor === null ? req : req.set('authorization', bearer(actor));
};
const runJob = () => runMemberMessages(ctx.app.deps);
const toManagers = (over: Record<string, unknown> = {}) => ({
  kind: 'newsletter',
  audience: { type: 'division_managers', division_id: world.division.id },
  subject: 'Grading for {{team}}',
  body: 'Hi {{first_name}},\n\nGrading for {{division}} starts Saturday.\nBring <water>.',
  ...over,
});

beforeAll(async () => {
  ctx = await createTestContext({ MESSAGES_PER_MINUTE: '3' });
  staff = await createMember(ctx.db, {
    firstname: 'Sam',
    lastname: 'Staff',
    staffGrants: { create: [{ role: 'competition' }] },
  });
  finance = await createMember(ctx.db, { staffGrants: { create: [{ role: 'finance' }] } });
  member = await createMember(ctx.db);
  // Managers of the division's teams: the team's manager and team admin (both choose association
  // news) and the other team's manager, who turned news and other communications off.
  world = await createTeamWithRoles(ctx.db, { players: 2 });
  await ctx.db.member.updateMany({
    where: { id: { in: [world.people.manager.id, world.people.admin.id] } },
    data: { subscribedToComm: true, subscribedToNewsletter: true },
  });
  await ctx.db.member.update({
    where: { id: world.people.manager.id },
    data: { firstname: 'Morgan', prefname: 'Mo' },
  });
  await ctx.db.member.update({
    where: { id: world.people.outsider.id },
    data: { subscribedToComm: false, subscribedToNewsletter: false },
  });
});
afterAll(() => ctx?.close());

describe('who may use messages', () => {
  const draft = () => toManagers();
  const routes: Array<['get' | 'post', string, boolean]> = [
    ['get', '/messages', false],
    ['get', '/messages/audiences', false],
    ['get', '/messages/members?q=casey', false],
    ['get', '/messages/1', false],
    ['post', '/messages/preview', true],
    ['post', '/messages/test', true],
    ['post', '/messages', true],
  ];
  it('refuses staff without the competition role (403), members (403) and visitors (401), before reading the body', async () => {
    for (const [method, path, body] of routes) {
      for (const [actor, status] of [
        [finance.id, 403],
        [member.id, 403],
        [null, 401],
      ] as const) {
        const req = api(method, path, actor);
        const res = body ? await req.send(draft()) : await req;
        expect(res.status, `${method} ${path} as ${actor}`).toBe(status);
      }
    }
    expect(await ctx.db.memberMessage.count()).toBe(0);
  });
});

describe('composing', () => {
  it('offers the seasons being played with their divisions and teams, and the officials’ roster types', async () => {
    await ctx.db.member.update({ where: { id: member.id }, data: { isRef: true, accessRef: ['scorer'] } });
    const res = await api('get', '/messages/audiences').expect(200);
    const season = (res.body.data.seasons as Array<{ id: number; divisions: unknown[] }>).find(
      (s) => s.id === world.season.id,
    );
    expect(season?.divisions).toEqual([
      {
        id: world.division.id,
        name: world.division.name,
        teams: [
          { id: world.other.id, name: world.other.name },
          { id: world.team.id, name: world.team.name },
        ].sort((a, b) => a.name.localeCompare(b.name)),
      },
    ]);
    expect(res.body.data.roster_types).toContain('scorer');
  });

  it('finds members by name to pick by hand', async () => {
    const res = await api(
      'get',
      `/messages/members?q=${encodeURIComponent(world.people.manager.lastname)}`,
    ).expect(200);
    expect(res.body.data).toContainEqual({
      id: world.people.manager.id,
      name: `Mo ${world.people.manager.lastname}`,
      email: world.people.manager.email,
    });
    expect((await api('get', '/messages/members')).status).toBe(422);
  });

  it('previews the message with the merge fields filled for the first recipient, and says who is left out and why', async () => {
    const res = await api('post', '/messages/preview').send(toManagers());
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data).toMatchObject({ recipients: 2, skipped: { unsubscribed: 1, no_email: 0 } });
    const sample = res.body.data.sample as { member_id: number; subject: string; text: string };
    // Recipients come by last name: the admin, then the manager (same last name, first name order).
    const chosen = await api('post', '/messages/preview').send(
      toManagers({ preview_member_id: world.people.manager.id }),
    );
    expect(chosen.body.data.sample.subject).toBe(`Grading for ${world.team.name}`);
    expect(chosen.body.data.sample.text).toContain(
      `Hi Mo,\n\nGrading for ${world.division.name} starts Saturday.\nBring <water>.`,
    );
    expect(chosen.body.data.sample.text).toContain(
      `You receive this because you manage a team in ${world.division.name} at `,
    );
    expect([world.people.manager.id, world.people.admin.id]).toContain(sample.member_id);
    const outsider = await api('post', '/messages/preview').send(
      toManagers({ preview_member_id: world.people.outsider.id }),
    );
    expect(outsider.status).toBe(422);
    expect(Object.keys(outsider.body.errors)).toEqual(['preview_member_id']);
  });

  it('leaves out members without an email, deactivated and merged members', async () => {
    const noEmail = await createMember(ctx.db, { email: null, subscribedToNewsletter: true });
    const gone = await createMember(ctx.db, { subscribedToNewsletter: true, deactivatedAt: new Date() });
    const kept = await createMember(ctx.db, { subscribedToNewsletter: true });
    const merged = await createMember(ctx.db, {
      subscribedToNewsletter: true,
      deactivatedAt: new Date(),
      mergedIntoId: kept.id,
    });
    const res = await api('post', '/messages/preview').send({
      kind: 'newsletter',
      audience: { type: 'members', member_ids: [noEmail.id, gone.id, kept.id, merged.id] },
      subject: 'News',
      body: 'Hello {{first_name}}{{team}}',
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ recipients: 1, skipped: { unsubscribed: 0, no_email: 1 } });
    expect(res.body.data.sample).toMatchObject({ member_id: kept.id, subject: 'News' });
    expect(res.body.data.sample.text).toMatch(/^Hello Casey\n/);
    // A link sent to the duplicate before the merge stops the kept member's news too.
    const token = ctx.app.deps.links.sign('unsubscribe', `${merged.id}:newsletter`);
    await ctx
      .api()
      .post(`/api/unsubscribe/${token}`)
      .type('form')
      .send('List-Unsubscribe=One-Click')
      .expect(200);
    expect((await ctx.db.member.findUniqueOrThrow({ where: { id: kept.id } })).subscribedToNewsletter).toBe(
      false,
    );
  });

  it('reaches each audience: a team’s players, a sport’s current members, officials (all or of a roster type), HPC subscribers', async () => {
    const news = { subscribedToNewsletter: true };
    /** How many the preview counts, and whether each member is among them (the chosen preview). */
    const reach = async (audience: Record<string, unknown>, members: Array<{ id: number }>) => {
      const draft = { kind: 'newsletter', audience, subject: 'Hello', body: 'Hello {{first_name}}' };
      const res = await api('post', '/messages/preview').send(draft);
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      const among = [];
      for (const m of members) {
        const chosen = await api('post', '/messages/preview').send({ ...draft, preview_member_id: m.id });
        among.push(chosen.status === 200);
      }
      return { recipients: res.body.data.recipients as number, among };
    };

    // A team's players, not its manager.
    const [p1, p2, coach] = [
      await createMember(ctx.db, news),
      await createMember(ctx.db, news),
      await createMember(ctx.db, news),
    ];
    const team = await createTeamWith(ctx.db, [
      { memberId: p1.id, role: 'player' },
      { memberId: p2.id, role: 'player' },
      { memberId: coach.id, role: 'manager' },
    ]);
    expect(await reach({ type: 'team_players', team_id: team.id }, [p1, p2, coach])).toEqual({
      recipients: 2,
      among: [true, true, false],
    });

    // Netball members whose registration runs to today or later in the association's time zone. At
    // half past midnight there, the date in UTC is still yesterday's: the expired member stays out.
    const timeZone = ctx.app.deps.settings.current().timeZone;
    const shift = ctx.clock.offsetMs;
    ctx.clock.offsetMs = 0;
    const day = todayIso(timeZone, ctx.app.deps.now());
    ctx.clock.offsetMs = localInstant(day, '00:30', timeZone).getTime() - Date.now();
    try {
      const registered = async (expiry: string) => {
        const m = await createMember(ctx.db, news);
        await ctx.db.sportProfile.create({
          data: { memberId: m.id, sport: 'netball', expiryDate: dbDate(expiry) },
        });
        return m;
      };
      const [today, later, expired] = [
        await registered(day),
        await registered(addDaysIso(day, 200)),
        await registered(addDaysIso(day, -1)),
      ];
      expect(await reach({ type: 'sport_members', sport: 'netball' }, [today, later, expired])).toEqual({
        recipients: 2,
        among: [true, true, false],
      });
    } finally {
      ctx.clock.offsetMs = shift;
    }

    // Officials: every one, or those given a roster type.
    const type = `timekeeper-${Date.now()}`;
    const [keeper, referee, notOfficial] = [
      await createMember(ctx.db, { ...news, isRef: true, accessRef: [type] }),
      await createMember(ctx.db, { ...news, isRef: true, accessRef: ['referee'] }),
      await createMember(ctx.db, { ...news, accessRef: [type] }),
    ];
    expect(await reach({ type: 'officials', roster_type: type }, [keeper, referee, notOfficial])).toEqual({
      recipients: 1,
      among: [true, false, false],
    });
    expect(await reach({ type: 'officials' }, [keeper, referee, notOfficial])).toEqual({
      recipients: 2,
      among: [true, true, false],
    });

    // HPC members with an active subscription, not one without or with a cancelled one.
    const active = await createHpcMember(ctx.db, { subscribed: true }, news);
    const unsubscribed = await createHpcMember(ctx.db, {}, news);
    const cancelled = await createHpcMember(ctx.db, { subscribed: true }, news);
    await ctx.db.subscription.updateMany({
      where: { memberId: cancelled.id },
      data: { status: 'cancelled' },
    });
    expect(await reach({ type: 'hpc_members' }, [active, unsubscribed, cancelled])).toEqual({
      recipients: 1,
      among: [true, false, false],
    });
  });

  it('refuses an unknown merge field naming it, bad input field by field, and an unknown division', async () => {
    const unknown = await api('post', '/messages/preview').send(toManagers({ body: 'Hi {{surname}}' }));
    expect(unknown.status).toBe(422);
    expect(unknown.body.errors).toEqual({
      body: ['Unknown merge field {{surname}}: use {{first_name}}, {{team}}, {{division}}.'],
    });
    const inSubject = await api('post', '/messages').send(toManagers({ subject: '{{ first_name }} {{x}}' }));
    expect(inSubject.status).toBe(422);
    expect(Object.keys(inSubject.body.errors)).toEqual(['subject']);
    const missing = await api('post', '/messages').send({ kind: 'weekly', audience: { type: 'everyone' } });
    expect(missing.status).toBe(422);
    expect(Object.keys(missing.body.errors).sort()).toEqual(['audience', 'body', 'kind', 'subject']);
    const noDivision = await api('post', '/messages/preview').send(
      toManagers({ audience: { type: 'division_managers', division_id: 999999 } }),
    );
    expect(noDivision.status).toBe(404);
    const nobody = await api('post', '/messages').send(
      toManagers({ audience: { type: 'members', member_ids: [finance.id + 100000] } }),
    );
    expect(nobody.status).toBe(422);
    expect(await ctx.db.memberMessage.count()).toBe(0);
  });

  it('sends a test, as the first recipient gets it, to the staff member’s own address only, keeping no history', async () => {
    const res = await api('post', '/messages/test').send(toManagers());
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data).toEqual({ to: staff.email });
    const mail = await ctx.mail.waitFor((m) => m.to === staff.email && m.subject.startsWith('[Test] '));
    expect(mail.subject).toBe(`[Test] Grading for ${world.team.name}`);
    expect(mail.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
    // Its unsubscribe link names the staff member, not the recipient it reads as.
    const token = /\/api\/unsubscribe\/([A-Za-z0-9_.-]+)>$/.exec(mail.headers['list-unsubscribe'] ?? '')?.[1];
    expect(ctx.app.deps.links.verify('unsubscribe', token ?? '')).toBe(`${staff.id}:newsletter`);
    expect(mail.text).toContain(`/unsubscribe/${token}`);
    expect(await ctx.db.memberMessage.count()).toBe(0);
    expect(ctx.mail.messages.some((m) => m.to === world.people.manager.email)).toBe(false);
    // Mail sent from the console is in the audit log, like every write.
    const logged = await ctx.db.auditEntry.findFirstOrThrow({
      where: { action: 'message.test', actorId: staff.id },
    });
    expect(logged.after).toMatchObject({ to: staff.email, subject: 'Grading for {{team}}' });
  });
});

describe('sending to a division’s managers', () => {
  let messageId: number;

  it('reaches each manager through the outbox with the unsubscribe headers and the reason, skipping the one who unsubscribed', async () => {
    const res = await api('post', '/messages').send(toManagers());
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    messageId = res.body.data.id as number;
    expect(res.body.data).toMatchObject({
      kind: 'newsletter',
      subject: 'Grading for {{team}}',
      audience_label: `Managers of ${world.division.name} (${world.season.name})`,
      sent_by: 'Sam Staff',
      counts: { recipients: 2, delivered: 0, pending: 2, failed: 0 },
      skipped: { unsubscribed: 1, no_email: 0 },
    });
    const [audit] = await ctx.db.auditEntry.findMany({
      where: { entity: 'MemberMessage', entityId: String(messageId) },
    });
    expect(audit).toMatchObject({ actorId: staff.id, action: 'member_message.send' });

    expect(await runJob()).toEqual({ handed: 2, skipped: 0, sent: 2, failed: 0 });
    const mail = await ctx.mail.waitFor((m) => m.to === world.people.manager.email);
    expect(mail.subject).toBe(`Grading for ${world.team.name}`);
    expect(mail.text).toContain('Hi Mo,');
    expect(mail.text).toContain(`You receive this because you manage a team in ${world.division.name} at `);
    expect(mail.html).toContain('Bring &lt;water&gt;.');
    expect(mail.html).toContain(`You receive this because you manage a team in ${world.division.name}`);
    const link = /^<(http:\/\/portal\.test\/api\/unsubscribe\/([A-Za-z0-9_.-]+))>$/.exec(
      mail.headers['list-unsubscribe'] ?? '',
    );
    expect(link, mail.headers['list-unsubscribe']).not.toBeNull();
    expect(mail.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
    expect(mail.text).toContain(`http://portal.test/unsubscribe/${link![2]}`);
    await ctx.mail.waitFor((m) => m.to === world.people.admin.email);
    // Outbox rows are written before the job answers: none was ever meant for the unsubscribed manager.
    expect(await ctx.db.mailOutbox.count({ where: { to: world.people.outsider.email! } })).toBe(0);
    expect(ctx.mail.messages.some((m) => m.to === world.people.outsider.email)).toBe(false);

    const history = await api('get', '/messages').expect(200);
    expect(history.body.data[0]).toMatchObject({
      id: messageId,
      counts: { recipients: 2, delivered: 2, pending: 0, failed: 0 },
    });
    const detail = await api('get', `/messages/${messageId}`).expect(200);
    expect(detail.body.data.body).toContain('{{first_name}}');
    expect(
      (detail.body.data.recipients as Array<{ member_id: number; status: string; team: string }>).map((r) => [
        r.member_id,
        r.status,
        r.team,
      ]),
    ).toEqual(
      expect.arrayContaining([
        [world.people.manager.id, 'delivered', world.team.name],
        [world.people.admin.id, 'delivered', world.team.name],
      ]),
    );
    expect((await api('get', '/messages/999999')).status).toBe(404);
    expect((await api('get', '/messages/abc')).status).toBe(404);
  });

  it('one-click unsubscribes from the header link (form-encoded POST, no sign-in); the next message skips that member, service mail still reaches them', async () => {
    const mail = await ctx.mail.waitFor((m) => m.to === world.people.manager.email);
    const url = new URL(/^<(.*)>$/.exec(mail.headers['list-unsubscribe']!)![1]!);
    for (let i = 0; i < 2; i++) {
      const res = await ctx.api().post(url.pathname).type('form').send('List-Unsubscribe=One-Click');
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect(res.body).toEqual({ data: { kind: 'newsletter' } });
    }
    const manager = await ctx.db.member.findUniqueOrThrow({ where: { id: world.people.manager.id } });
    expect(manager).toMatchObject({ subscribedToComm: true, subscribedToNewsletter: false });
    // A changed or made-up token names nobody.
    const token = url.pathname.split('/').pop()!;
    const forged = `${Buffer.from(`${world.people.admin.id}:newsletter`).toString('base64url')}.${token.split('.')[1]}`;
    expect(
      (await ctx.api().post(`/api/unsubscribe/${forged}`).type('form').send('List-Unsubscribe=One-Click'))
        .status,
    ).toBe(404);
    expect((await ctx.api().post('/api/unsubscribe/nonsense').send({})).status).toBe(404);
    expect((await ctx.api().get(url.pathname)).status).toBe(404);

    const second = await api('post', '/messages').send(toManagers({ subject: 'Second notice' }));
    expect(second.status).toBe(201);
    expect(second.body.data).toMatchObject({
      counts: { recipients: 1 },
      skipped: { unsubscribed: 2, no_email: 0 },
    });
    await runJob();
    await ctx.mail.waitFor((m) => m.to === world.people.admin.email && m.subject === 'Second notice');
    expect(
      await ctx.db.mailOutbox.count({
        where: { to: world.people.manager.email!, subject: 'Second notice' },
      }),
    ).toBe(0);
    expect(
      ctx.mail.messages.some((m) => m.to === world.people.manager.email && m.subject === 'Second notice'),
    ).toBe(false);
    // A competition message is a service message: it still reaches every manager.
    const service = await api('post', '/messages/preview').send(toManagers({ kind: 'competition' }));
    expect(service.body.data).toMatchObject({ recipients: 3, skipped: { unsubscribed: 0, no_email: 0 } });

    // A password reset is a service message: no subscription stops it, and it carries no unsubscribe header.
    await ctx
      .api()
      .post('/api/member/password/email')
      .send({ username: world.people.manager.username, action: 'password-email' })
      .expect(200);
    const reset = await ctx.mail.waitFor(
      (m) => m.to === world.people.manager.email && /reset your password/.test(m.subject),
    );
    expect(reset.headers['list-unsubscribe']).toBeUndefined();
  });

  it('sends a competition message to every manager whatever their mail choices, as a service message with no unsubscribe', async () => {
    ctx.clock.offsetMs += 120_000;
    const res = await api('post', '/messages').send(
      toManagers({ kind: 'competition', subject: 'Fixture change for {{team}}' }),
    );
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.data).toMatchObject({
      counts: { recipients: 3 },
      skipped: { unsubscribed: 0, no_email: 0 },
    });
    expect(await runJob()).toMatchObject({ handed: 3, skipped: 0, sent: 3 });
    // The other team's manager turned news and other communications off; the manager unsubscribed.
    for (const who of [world.people.outsider, world.people.manager]) {
      const mail = await ctx.mail.waitFor(
        (m) => m.to === who.email && m.subject.startsWith('Fixture change'),
      );
      expect(mail.headers['list-unsubscribe']).toBeUndefined();
      expect(mail.headers['list-unsubscribe-post']).toBeUndefined();
      expect(mail.text).toContain(
        'It is about your own registration, team or games, so it is sent whatever your mail choices. See them on your profile: http://portal.test/member/profile',
      );
      expect(mail.text).not.toContain('unsubscribe');
      expect(mail.html).toContain('<a href="http://portal.test/member/profile">profile</a>');
    }
  });
});

describe('the member-messages job', () => {
  it('hands at most MESSAGES_PER_MINUTE recipients in any minute, the rest in the next', async () => {
    const picked = [];
    for (let i = 0; i < 5; i++) picked.push(await createMember(ctx.db, { subscribedToNewsletter: true }));
    ctx.clock.offsetMs += 120_000;
    const res = await api('post', '/messages').send({
      kind: 'newsletter',
      audience: { type: 'members', member_ids: picked.map((m) => m.id) },
      subject: 'Rate',
      body: 'Hello {{first_name}}',
    });
    expect(res.status).toBe(201);
    expect((await runJob()).handed).toBe(3);
    expect((await runJob()).handed).toBe(0);
    const detail = await api('get', `/messages/${res.body.data.id}`).expect(200);
    expect(detail.body.data.message.counts).toEqual({ recipients: 5, delivered: 3, pending: 2, failed: 0 });
    ctx.clock.offsetMs += 61_000;
    expect((await runJob()).handed).toBe(2);
    const done = await api('get', `/messages/${res.body.data.id}`).expect(200);
    expect(done.body.data.message.counts).toEqual({ recipients: 5, delivered: 5, pending: 0, failed: 0 });
  });

  it('skips a recipient who unsubscribes, or is deactivated, while the message is still going out', async () => {
    const picked = [];
    for (let i = 0; i < 4; i++) picked.push(await createMember(ctx.db, { subscribedToNewsletter: true }));
    ctx.clock.offsetMs += 120_000;
    const res = await api('post', '/messages').send({
      kind: 'newsletter',
      audience: { type: 'members', member_ids: picked.map((m) => m.id) },
      subject: 'Late news',
      body: 'Hello {{first_name}}',
    });
    expect(res.status).toBe(201);
    const id = res.body.data.id as number;
    const deps = ctx.app.deps;
    const onePerRun = () => runMemberMessages({ ...deps, env: { ...deps.env, MESSAGES_PER_MINUTE: 1 } });
    expect(await onePerRun()).toMatchObject({ handed: 1, skipped: 0 });
    const waiting = await ctx.db.memberMessageRecipient.findMany({
      where: { messageId: id, handedAt: null },
      orderBy: { id: 'asc' },
    });
    expect(waiting).toHaveLength(3);
    const quitter = picked.find((m) => m.id === waiting[0]!.memberId)!;
    const gone = picked.find((m) => m.id === waiting[1]!.memberId)!;
    const token = deps.links.sign('unsubscribe', `${quitter.id}:newsletter`);
    await ctx
      .api()
      .post(`/api/unsubscribe/${token}`)
      .type('form')
      .send('List-Unsubscribe=One-Click')
      .expect(200);
    await ctx.db.member.update({ where: { id: gone.id }, data: { deactivatedAt: new Date() } });

    let skipped = 0;
    for (
      let run = 0;
      run < 5 && (await ctx.db.memberMessageRecipient.count({ where: { messageId: id, handedAt: null } }));
      run++
    ) {
      ctx.clock.offsetMs += 61_000;
      skipped += (await onePerRun()).skipped;
    }
    expect(skipped).toBe(2);
    const rows = await ctx.db.memberMessageRecipient.findMany({ where: { messageId: id } });
    expect(rows.map((r) => r.memberId).sort()).toEqual(
      picked
        .filter((m) => m !== quitter && m !== gone)
        .map((m) => m.id)
        .sort(),
    );
    expect(rows.every((r) => r.handedAt !== null && r.outboxId !== null)).toBe(true);
    for (const m of [quitter, gone]) {
      expect(await ctx.db.mailOutbox.count({ where: { to: m.email!, subject: 'Late news' } })).toBe(0);
      expect(ctx.mail.messages.some((x) => x.to === m.email)).toBe(false);
    }
    const detail = await api('get', `/messages/${id}`).expect(200);
    expect(detail.body.data.message).toMatchObject({
      counts: { recipients: 2, delivered: 2, pending: 0, failed: 0 },
      skipped: { unsubscribed: 1, no_email: 0 },
    });
    const history = await api('get', '/messages').expect(200);
    expect(history.body.data[0]).toEqual(detail.body.data.message);
  });

  it('never hands the same recipient twice when two runs go at once', async () => {
    const picked = [];
    for (let i = 0; i < 6; i++) picked.push(await createMember(ctx.db, { subscribedToNewsletter: true }));
    ctx.clock.offsetMs += 120_000;
    const res = await api('post', '/messages').send({
      kind: 'newsletter',
      audience: { type: 'members', member_ids: picked.map((m) => m.id) },
      subject: 'Race',
      body: 'Hello',
    });
    const id = res.body.data.id as number;
    const runs = await Promise.all([runJob(), runJob(), runJob()]);
    expect(runs.reduce((n, r) => n + r.handed, 0)).toBe(3);
    ctx.clock.offsetMs += 61_000;
    const more = await Promise.all([runJob(), runJob()]);
    expect(more.reduce((n, r) => n + r.handed, 0)).toBe(3);
    const rows = await ctx.db.memberMessageRecipient.findMany({ where: { messageId: id } });
    expect(new Set(rows.map((r) => r.outboxId)).size).toBe(6);
    expect(rows.every((r) => r.outboxId !== null)).toBe(true);
    const raced = ctx.mail.messages.filter((m) => m.subject === 'Race');
    expect(raced).toHaveLength(6);
    expect(new Set(raced.map((m) => m.to)).size).toBe(6);
  });

  it('keeps the rate when a run that read the clock first gets the lock last', async () => {
    const picked = [];
    for (let i = 0; i < 6; i++) picked.push(await createMember(ctx.db, { subscribedToNewsletter: true }));
    ctx.clock.offsetMs += 120_000;
    await api('post', '/messages').send({
      kind: 'newsletter',
      audience: { type: 'members', member_ids: picked.map((m) => m.id) },
      subject: 'Queued',
      body: 'Hello',
    });
    const waiting = async (n: number) => {
      for (;;) {
        const [row] = await ctx.db.$queryRaw<Array<{ n: number }>>`
          SELECT count(*)::int AS n FROM pg_locks WHERE locktype = 'advisory' AND NOT granted`;
        if (row!.n >= n) return;
        await new Promise((resolve) => setImmediate(resolve));
      }
    };
    // Hold the runs' lock, queue one run, then one whose clock reads a second earlier.
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    let locked!: () => void;
    const held = new Promise<void>((resolve) => (locked = resolve));
    const holding = ctx.db.$transaction(async (tx) => {
      await tx.$queryRaw`SELECT 1 AS locked FROM pg_advisory_xact_lock(hashtext('courtside member-messages'))`;
      locked();
      await released;
    });
    await held;
    const first = runJob();
    await waiting(1);
    ctx.clock.offsetMs -= 1_000;
    const second = runJob();
    await waiting(2);
    release();
    await holding;
    const runs = await Promise.all([first, second]);
    expect(runs.reduce((n, r) => n + r.handed, 0)).toBe(3);
  });
});
