// Page loads rendered on the server (src/lib/pages.ts with the web build's renderer,
// apps/web/src/entry-server.tsx): the real built web app, the real API answering the
// renderer in-process, a real database. Needs `pnpm build` (the README's test command
// builds first).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { pathToFileURL } from 'node:url';
import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import supertest from 'supertest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app.js';
import { repoRoot } from '../src/config/env.js';
import { TOKEN_COOKIE } from '../src/plugins/auth.js';
import { createTestContext, type TestContext } from './helpers.js';
import { createMember } from './factories.js';
import { createDivision, createGame, createSeason, createTeams } from './competition-factory.js';
import { fillTemplate, MAX_RENDERS_IN_FLIGHT, RENDER_TIMEOUT_MS } from '../src/lib/pages.js';

const builtWeb = path.join(repoRoot, 'apps/web/dist');
let ctx: TestContext;
let app: FastifyInstance;
let member: Awaited<ReturnType<typeof createMember>>;
let other: Awaited<ReturnType<typeof createMember>>;
let drawPath: string;

const page = () => supertest(app.server);
const sessionOf = (id: number) => `${TOKEN_COOKIE}=${app.jwt.sign({ sub: String(id), tv: 0 })}`;
const HTML_ACCEPT = 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8';

/** What the page carries for the browser to hydrate from (the dehydrated answers). */
function stateOf(html: string): { queries: Array<{ queryKey: unknown[]; state: { data: unknown } }> } {
  const match = /<script type="application\/json" id="cs-state">([\s\S]*?)<\/script>/.exec(html);
  if (!match?.[1]) throw new Error('the page carries no rendered state');
  return JSON.parse(match[1]);
}
const rootOf = (html: string) =>
  /<div id="root">([\s\S]*)<\/div><script type="application\/json"/.exec(html)?.[1] ?? '';

beforeAll(async () => {
  if (!fs.existsSync(path.join(builtWeb, '.ssr', 'entry-server.mjs')))
    throw new Error('apps/web/dist/.ssr is missing: run `pnpm build` first');
  ctx = await createTestContext();
  app = await buildApp({
    env: ctx.env,
    databaseUrl: ctx.databaseUrl,
    jwtSecret: randomBytes(32).toString('hex'),
    webDist: builtWeb,
    logger: false,
    // These tests read what the server rendered: on a busy machine a render may pass the 3 s
    // a visitor waits, which would send the plain page (tested on its own below).
    pageRenderTimeoutMs: 60_000,
  });
  await app.ready();
  member = await createMember(ctx.db, {
    firstname: 'Robin',
    prefname: 'Robin',
    lastname: '</script><script>alert(1)</script>',
  });
  other = await createMember(ctx.db, { firstname: 'Jordan', prefname: 'Jordan' });
  const season = await createSeason(ctx.db);
  const division = await createDivision(ctx.db, season.id);
  const [home, away] = await createTeams(ctx.db, division.id, ['Rozelle Rockets', 'Balmain Tigers']);
  await createGame(
    ctx.db,
    division.id,
    { y: 2026, m: 12, d: 5, h: 9 },
    { round: 1, teamAId: home.id, teamBId: away.id },
  );
  drawPath = `/draw/${season.id}/${division.id}`;
});
afterAll(async () => {
  await app?.close();
  await ctx?.close();
});

describe('pages rendered on the server', () => {
  it('sends the sign-in form in the HTML, with its title and the answers it was rendered from', async () => {
    const res = await page().get('/login').set('accept', HTML_ACCEPT);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.text).toContain('<title>Sign In | Harbourside Basketball Association</title>');
    const root = rootOf(res.text);
    expect(root).toMatch(/<h1[^>]*>Sign In<\/h1>/);
    expect(root).toMatch(/<input[^>]*name="username"/);
    expect(root).toMatch(/<input[^>]*type="password"/);
    // The styles travel with the markup, so the form paints before any script runs.
    expect(root).toContain('<style data-emotion=');
    const settings = stateOf(res.text).queries.find((q) => q.queryKey[0] === 'settings');
    expect(settings?.state.data).toMatchObject({ client_name: expect.any(String) });
    // A visitor: the profile answer is "nobody", handed over so the browser does not ask again.
    expect(stateOf(res.text).queries.find((q) => q.queryKey[0] === 'profile')?.state.data).toBeNull();
    // Answers already in the page are not fetched again.
    expect(res.text).not.toContain('rel="preload" href="/api/');
  });

  it('sends the page compressed to a browser that accepts it', async () => {
    const res = await app.inject({
      method: 'GET',
      url: '/login',
      headers: { accept: HTML_ACCEPT, 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers.vary).toMatch(/accept-encoding/);
    const html = brotliDecompressSync(res.rawPayload).toString('utf8');
    expect(rootOf(html)).toMatch(/<h1[^>]*>Sign In<\/h1>/);
    expect(res.rawPayload.length).toBeLessThan(html.length / 3);
  });

  it('renders the public draw with its fixtures', async () => {
    const res = await page().get(drawPath).set('accept', HTML_ACCEPT);
    expect(res.status).toBe(200);
    const root = rootOf(res.text);
    expect(root).toContain('Rozelle Rockets');
    expect(root).toContain('Balmain Tigers');
  });

  it('renders the dashboard for the signed-in member only, and never keeps it', async () => {
    const res = await page()
      .get('/member/account')
      .set('accept', HTML_ACCEPT)
      .set('cookie', sessionOf(member.id));
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.headers.vary).toMatch(/cookie/i);
    expect(res.text).toContain('<title>Dashboard | Harbourside Basketball Association</title>');
    expect(rootOf(res.text)).toContain('Pay your game fees or any other invoices');
    const profile = stateOf(res.text).queries.find((q) => q.queryKey[0] === 'profile')?.state.data as {
      username: string;
    };
    expect(profile.username).toBe(member.username);
    expect(res.text).not.toContain(other.username);

    const theirs = await page()
      .get('/member/account')
      .set('accept', HTML_ACCEPT)
      .set('cookie', sessionOf(other.id));
    expect(theirs.status).toBe(200);
    expect(theirs.text).toContain(other.username);
    expect(theirs.text).not.toContain(member.username);
  });

  it('keeps member data from ending the script element it travels in', async () => {
    const res = await page()
      .get('/member/account')
      .set('accept', HTML_ACCEPT)
      .set('cookie', sessionOf(member.id));
    const script =
      /<script type="application\/json" id="cs-state">([\s\S]*?)<\/script>/.exec(res.text)?.[1] ?? '';
    expect(script).not.toContain('<');
    expect(JSON.stringify(stateOf(res.text))).toContain('</script><script>alert(1)</script>');
    expect(res.text).not.toContain('<script>alert(1)</script>');
  });

  it("answers a guard's redirect with an HTTP redirect", async () => {
    const visitor = await page().get('/member/account?tab=1').set('accept', HTML_ACCEPT);
    expect(visitor.status).toBe(302);
    expect(visitor.headers.location).toBe('/?redirect=%2Fmember%2Faccount%3Ftab%3D1');

    const signedIn = await page()
      .get('/login')
      .set('accept', HTML_ACCEPT)
      .set('cookie', sessionOf(member.id));
    expect(signedIn.status).toBe(302);
    expect(signedIn.headers.location).toBe('/member/account');

    const index = await page().get('/member').set('accept', HTML_ACCEPT).set('cookie', sessionOf(member.id));
    expect(index.status).toBe(302);
    expect(index.headers.location).toBe('/member/account');
  });

  it('answers an address no screen answers with its not-found screen and a 404', async () => {
    const visitor = await page().get('/no-such-page').set('accept', HTML_ACCEPT);
    expect(visitor.status).toBe(404);
    expect(rootOf(visitor.text)).toContain('Whoops, 404');

    const signedIn = await page()
      .get('/member/no-such-page')
      .set('accept', HTML_ACCEPT)
      .set('cookie', sessionOf(member.id));
    expect(signedIn.status).toBe(404);
    expect(rootOf(signedIn.text)).toContain('This is not the route you are looking for');

    // Known screens keep their 200, whether rendered or sent plain.
    expect((await page().get('/login').set('accept', HTML_ACCEPT)).status).toBe(200);
    expect((await page().get(drawPath).set('accept', HTML_ACCEPT)).status).toBe(200);
  });

  it("treats an expired or forged session as a visitor's", async () => {
    const res = await page()
      .get('/member/account')
      .set('accept', HTML_ACCEPT)
      .set('cookie', `${TOKEN_COOKIE}=not-a-token`);
    expect(res.status).toBe(302);
    expect(res.headers.location).toMatch(/^\/\?redirect=/);
  });

  it('does not serve the server renderer or the build manifest as files', async () => {
    for (const file of ['/.ssr/entry-server.mjs', '/.vite/manifest.json']) {
      const res = await page().get(file).set('accept', '*/*');
      expect(res.headers['content-type']).toMatch(/text\/html/);
      expect(res.text).not.toContain('setTransport');
      expect(res.text).not.toContain('"isEntry"');
    }
  });
});

describe('a kept draw page', () => {
  let kept: FastifyInstance;
  let webDist: string;
  let clock = Date.now();
  type Calls = { render: number; statusOf: number };
  const calls = () => ({ ...(globalThis as unknown as { keptPageCalls: Calls }).keptPageCalls });

  beforeAll(async () => {
    // The built renderer, counting what the page handler asks of it.
    webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'courtside-web-'));
    fs.copyFileSync(path.join(builtWeb, 'index.html'), path.join(webDist, 'index.html'));
    fs.mkdirSync(path.join(webDist, '.ssr'));
    fs.writeFileSync(
      path.join(webDist, '.ssr', 'entry-server.mjs'),
      `import * as built from ${JSON.stringify(pathToFileURL(path.join(builtWeb, '.ssr', 'entry-server.mjs')).href)};
       globalThis.keptPageCalls = { render: 0, statusOf: 0 };
       export const setTransport = built.setTransport;
       export function render(url, signal) { globalThis.keptPageCalls.render++; return built.render(url, signal); }
       export function statusOf(url) { globalThis.keptPageCalls.statusOf++; return built.statusOf(url); }`,
    );
    kept = await buildApp({
      env: ctx.env,
      databaseUrl: ctx.databaseUrl,
      jwtSecret: randomBytes(32).toString('hex'),
      webDist,
      logger: false,
      now: () => new Date(clock),
      pageRenderTimeoutMs: 60_000,
    });
    await kept.ready();
  });
  afterAll(async () => {
    await kept?.close();
    fs.rmSync(webDist, { recursive: true, force: true });
  });

  it('is neither rendered nor matched again within DRAW_CACHE_SECONDS, then rendered again while still served', async () => {
    expect(ctx.env.DRAW_CACHE_SECONDS).toBeGreaterThan(0);
    const open = () => supertest(kept.server).get(drawPath).set('accept', HTML_ACCEPT);
    const before = calls(); // the start-up warm-up render has run by now
    const first = await open();
    expect(first.status).toBe(200);
    expect(calls()).toEqual({ render: before.render + 1, statusOf: before.statusOf + 1 });

    const again = await Promise.all(Array.from({ length: 20 }, open));
    for (const res of again) {
      expect(res.status).toBe(200);
      expect(res.text).toBe(first.text);
    }
    expect(rootOf(first.text)).toContain('Rozelle Rockets');
    expect(calls()).toEqual({ render: before.render + 1, statusOf: before.statusOf + 1 });

    // Its time up, the next visitor gets it at once, and it is rendered again once.
    clock += ctx.env.DRAW_CACHE_SECONDS * 1000;
    const renewing = await open();
    expect(renewing.text).toBe(first.text);
    expect(calls().render).toBe(before.render + 2);
    await expect.poll(() => calls().statusOf).toBe(before.statusOf + 2);
    const renewed = await Promise.all(Array.from({ length: 5 }, open));
    for (const res of renewed) expect(rootOf(res.text)).toContain('Rozelle Rockets');
    expect(calls()).toEqual({ render: before.render + 2, statusOf: before.statusOf + 2 });
  });
});

describe('pages without a server renderer', () => {
  let plain: FastifyInstance;
  let webDist: string;

  beforeAll(async () => {
    // A build without dist/.ssr (or one whose renderer cannot run) still serves every page: the browser renders it.
    webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'courtside-web-'));
    fs.cpSync(builtWeb, webDist, { recursive: true });
    fs.rmSync(path.join(webDist, '.ssr'), { recursive: true, force: true });
    plain = await buildApp({
      env: ctx.env,
      databaseUrl: ctx.databaseUrl,
      jwtSecret: randomBytes(32).toString('hex'),
      webDist,
      logger: false,
    });
    await plain.ready();
  });
  afterAll(async () => {
    await plain?.close();
    fs.rmSync(webDist, { recursive: true, force: true });
  });

  it('serves the plain index.html, which the browser renders', async () => {
    const res = await supertest(plain.server).get('/login').set('accept', HTML_ACCEPT);
    expect(res.status).toBe(200);
    expect(res.text).toContain('<div id="root"></div>');
    expect(res.text).not.toContain('id="cs-state"');
    // A visitor's page says nobody is signed in, and does not start asking who is.
    expect(res.text).toContain('<meta name="cs-visitor" content="true" />');
    expect(res.text).not.toContain('href="/api/member/user"');
    // A browser that brings a session starts asking while the scripts download.
    const member = await supertest(plain.server)
      .get('/login')
      .set('accept', HTML_ACCEPT)
      .set('cookie', `${TOKEN_COOKIE}=a-session`);
    expect(member.text).toContain('rel="preload" href="/api/member/user"');
    expect(member.text).not.toContain('cs-visitor');
  });
});

describe('the page template', () => {
  it("takes a title's dollar signs as text (a team named Cash $' Kings)", () => {
    const template = '<html><head><title>Courtside</title></head><body><div id="root"></div></body></html>';
    const html = fillTemplate(template, {
      html: '<main>screen</main>',
      title: "Team: Cash $' $& Kings | Courtside",
      state: { q: 1 },
    });
    expect(html).toContain("<title>Team: Cash $' $&amp; Kings | Courtside</title>");
    expect(html).toContain(
      '<div id="root"><main>screen</main></div><script type="application/json" id="cs-state">{"q":1}</script>',
    );
    expect(html.match(/<div id="root">/g)).toHaveLength(1);
  });
});

describe('a renderer that is slow or overwhelmed', () => {
  let slow: FastifyInstance;
  let webDist: string;

  beforeAll(async () => {
    // A renderer that never finishes on its own and reports how it was stopped: what a
    // render stuck on a slow database looks like to the page handler.
    webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'courtside-web-'));
    fs.copyFileSync(path.join(builtWeb, 'index.html'), path.join(webDist, 'index.html'));
    fs.mkdirSync(path.join(webDist, '.ssr'));
    fs.writeFileSync(
      path.join(webDist, '.ssr', 'entry-server.mjs'),
      `globalThis.slowRenders = { started: 0, stopped: 0 };
       export function setTransport() {}
       export function render(url, signal) {
         globalThis.slowRenders.started++;
         return new Promise((resolve) => signal.addEventListener('abort', () => { globalThis.slowRenders.stopped++; resolve({ kind: 'client', reason: 'stopped' }); }));
       }`,
    );
    slow = await buildApp({
      env: ctx.env,
      databaseUrl: ctx.databaseUrl,
      jwtSecret: randomBytes(32).toString('hex'),
      webDist,
      logger: false,
    });
    await slow.ready();
  });
  afterAll(async () => {
    await slow?.close();
    fs.rmSync(webDist, { recursive: true, force: true });
  });

  it('answers the plain page once the time limit passes, stops the render, and never runs more renders at once than allowed', async () => {
    const counters = () =>
      (globalThis as unknown as { slowRenders: { started: number; stopped: number } }).slowRenders;
    const startedBefore = counters().started; // the start-up warm-up render, if it ran
    const burst = MAX_RENDERS_IN_FLIGHT + 3;
    const began = Date.now();
    const answers = await Promise.all(
      Array.from({ length: burst }, () => supertest(slow.server).get('/login').set('accept', HTML_ACCEPT)),
    );
    const took = Date.now() - began;
    for (const res of answers) {
      expect(res.status).toBe(200);
      expect(res.text).toContain('<div id="root"></div>');
    }
    // Not before the limit; after it, at once (a render that never ends would keep the answer forever).
    expect(took).toBeGreaterThanOrEqual(RENDER_TIMEOUT_MS - 100);
    // Only MAX_RENDERS_IN_FLIGHT renders started (the warm-up one counts while it runs); the rest got the plain page at once.
    expect(counters().started - startedBefore).toBeLessThanOrEqual(MAX_RENDERS_IN_FLIGHT);
    expect(counters().started - startedBefore).toBeGreaterThan(0);
    // Every render was told to stop, the start-up warm-up included (it has the same limit).
    await expect.poll(() => counters().stopped).toBe(counters().started);
  });
});
