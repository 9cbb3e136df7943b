// The association's own look: its name, logo and colours reach the
// settings the pages read, the emails it sends, and the Content-Security-Policy when the
// logo lives on another site.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from './helpers.js';
import { createMember } from './factories.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({
    CLIENT_NAME: 'Riverside Netball Club',
    BRAND_LOGO_URL: 'https://cdn.riverside.example/logo.png',
    BRAND_PRIMARY_COLOR: '#5b2a86',
    BRAND_SECONDARY_COLOR: '#1b5e20',
  });
});
afterAll(() => ctx?.close());

describe("the association's look", () => {
  it('is in the settings every page reads', async () => {
    const res = await ctx.api().get('/api/settings');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      client_name: 'Riverside Netball Club',
      brand: {
        logo_url: 'https://cdn.riverside.example/logo.png',
        favicon_url: '/brand/favicon.svg',
        primary_color: '#5b2a86',
        secondary_color: '#1b5e20',
      },
    });
  });

  it('lets pages load the logo from its own site, and nothing else new', async () => {
    const policy = String((await ctx.api().get('/api/settings')).headers['content-security-policy']);
    const images = /img-src ([^;]*)/.exec(policy)?.[1]?.split(' ') ?? [];
    expect(images).toContain('https://cdn.riverside.example');
    expect(/script-src ([^;]*)/.exec(policy)?.[1]).not.toContain('riverside');
  });

  it('frames every HTML email with the logo and the name, in the primary colour', async () => {
    const m = await createMember(ctx.db);
    await ctx.api().post('/api/member/password/email').send({ username: m.username });
    const mail = await ctx.mail.waitFor((x) => x.to === m.email && /reset your password/.test(x.subject));
    expect(mail.html).toContain('<img src="https://cdn.riverside.example/logo.png" alt=""');
    expect(mail.html).toContain(
      '<strong style="font-size:18px;vertical-align:middle">Riverside Netball Club</strong>',
    );
    expect(mail.html).toContain('background:#5b2a86');
    // The message itself is inside the frame, unchanged; the plain text is left as it was.
    expect(mail.html).toMatch(/Use this link to choose a new password/);
    expect(mail.text).not.toContain('cdn.riverside.example');
  });
});
