// The Content-Security-Policy on pages and API answers (lib/csp.ts): scripts only from the
// site and the hashed held-click script, never 'unsafe-inline' or 'unsafe-eval' for scripts,
// no framing, and Stripe's or Google's hosts only when they are configured.
import { createHash, randomBytes } from 'node:crypto';
import path from 'node:path';
import supertest from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app.js';
import { repoRoot } from '../src/config/env.js';
import { createTestContext, type TestContext } from './helpers.js';

const builtWeb = path.join(repoRoot, 'apps/web/dist');
let ctx: TestContext;
let app: FastifyInstance;
let withServices: FastifyInstance;

const directive = (policy: string, name: string) =>
  policy
    .split('; ')
    .find((d) => d.startsWith(`${name} `))
    ?.slice(name.length + 1)
    .split(' ') ?? [];

beforeAll(async () => {
  ctx = await createTestContext();
  app = await buildApp({
    env: ctx.env,
    databaseUrl: ctx.databaseUrl,
    jwtSecret: randomBytes(32).toString('hex'),
    webDist: builtWeb,
    logger: false,
  });
  await app.ready();
  withServices = await buildApp({
    env: {
      ...ctx.env,
      STRIPE_SECRET_KEY: 'sk_test_csp',
      STRIPE_PUBLISHABLE_KEY: 'pk_test_csp',
      MAPS_KEY: 'maps-key',
      MAPS_AUTOCOMPLETE: true,
    },
    databaseUrl: ctx.databaseUrl,
    jwtSecret: randomBytes(32).toString('hex'),
    webDist: builtWeb,
    logger: false,
  });
  await withServices.ready();
});
afterAll(async () => {
  await app?.close();
  await withServices?.close();
  await ctx?.close();
});

describe('Content-Security-Policy', () => {
  it('allows on a page exactly its own scripts: the files of the site and the hashed inline script, nothing else inline', async () => {
    const res = await supertest(app.server).get('/login').set('accept', 'text/html');
    const policy = String(res.headers['content-security-policy']);
    const scripts = directive(policy, 'script-src');
    expect(scripts).toContain("'self'");
    expect(scripts).not.toContain("'unsafe-inline'");
    expect(scripts).not.toContain("'unsafe-eval'");
    // Every inline script of the page is the hashed one; the page state is data, not script.
    const inline = [...res.text.matchAll(/<script(?![^>]*\bsrc=)([^>]*)>([\s\S]*?)<\/script>/g)];
    expect(inline.length).toBeGreaterThan(0);
    for (const [, attributes, body] of inline) {
      if (/type="application\/json"/.test(attributes ?? '')) continue;
      expect(scripts).toContain(
        `'sha256-${createHash('sha256')
          .update(body ?? '', 'utf8')
          .digest('base64')}'`,
      );
    }
    expect(directive(policy, 'frame-ancestors')).toEqual(["'none'"]);
    expect(directive(policy, 'object-src')).toEqual(["'none'"]);
    expect(directive(policy, 'base-uri')).toEqual(["'self'"]);
  });

  it('is on API answers too, and names Stripe and Google only when they are configured', async () => {
    const plain = String(
      (await supertest(app.server).get('/api/settings')).headers['content-security-policy'],
    );
    expect(plain).not.toMatch(/stripe|google/);
    expect(directive(plain, 'frame-src')).toEqual(["'none'"]);
    const configured = String(
      (await supertest(withServices.server).get('/api/settings')).headers['content-security-policy'],
    );
    expect(directive(configured, 'script-src')).toEqual(
      expect.arrayContaining(['https://js.stripe.com', 'https://maps.googleapis.com']),
    );
    expect(directive(configured, 'connect-src')).toContain('https://api.stripe.com');
    expect(directive(configured, 'frame-src')).toContain('https://js.stripe.com');
    expect(directive(configured, 'script-src')).not.toContain("'unsafe-inline'");
  });

  it('gives the API documentation its own policy, still without framing', async () => {
    const res = await supertest(app.server).get('/api/docs/');
    expect(res.status).toBeLessThan(400);
    expect(directive(String(res.headers['content-security-policy']), 'frame-ancestors')).toEqual(["'none'"]);
  });
});
