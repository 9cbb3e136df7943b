// File storage down is not the database down: with the real S3 test server (s3rver) stopped,
// an upload and a photo answer 503 storage_unavailable (never database_unavailable), /readyz
// stays 200 (the database answers, every other page works) and says the storage is
// unavailable, and /readyz/storage answers 503 for a monitor. The start-up log says which
// version runs and where files are kept.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMember } from '../factories.js';
import { profileFields, testPng } from '../profile-photo-form.js';
import { createTestContext, type TestContext } from '../helpers.js';
import { startTestS3, type TestS3 } from '../s3-server.js';
import { APP_VERSION } from '../../src/lib/version.js';

let ctx: TestContext;
let s3: TestS3;
let s3Stopped = false;
const lines: string[] = [];

const png = testPng(1000, 3);
const profile = profileFields({ email: 'robin@example.com', prefname: 'Robin' });

beforeAll(async () => {
  s3 = await startTestS3();
  ctx = await createTestContext(
    { ...s3.env, LOG_LEVEL: 'info' },
    { logStream: { write: (line: string) => void lines.push(line) } },
  );
});
afterAll(async () => {
  await ctx?.close();
  if (!s3Stopped) await s3?.stop();
});

const bearer = (memberId: number) => `Bearer ${ctx.app.jwt.sign({ sub: String(memberId), tv: 0 })}`;
const upload = (memberId: number) => {
  const req = ctx.api().post('/api/member/user').set('authorization', bearer(memberId));
  for (const [k, v] of Object.entries(profile)) req.field(k, v);
  return req.attach('profilephoto', png, { filename: 'me.png', contentType: 'image/png' });
};
const photo = (memberId: number) =>
  ctx.api().get('/api/member/user/photo').set('authorization', bearer(memberId));

describe('file storage down', () => {
  it('logs at start-up the version and where uploaded files are kept', () => {
    expect(lines.join('')).toContain(
      `Courtside ${APP_VERSION}; uploaded files are kept in s3://courtside-test/association/`,
    );
  });

  it('answers 503 storage_unavailable to uploads and photos, while /readyz stays 200 and says so', async () => {
    const before = await createMember(ctx.db);
    expect((await upload(before.id)).status).toBe(200);
    expect((await photo(before.id)).status).toBe(200);
    expect((await ctx.api().get('/readyz')).body).toEqual({ status: 'ready', storage: 'ok' });
    expect((await ctx.api().get('/readyz/storage')).status).toBe(200);

    await s3.stop();
    s3Stopped = true;

    const member = await createMember(ctx.db);
    const refused = await upload(member.id);
    expect(refused.status).toBe(503);
    expect(refused.headers['retry-after']).toBe('30');
    expect(refused.body).toEqual({
      error: 'storage_unavailable',
      message: 'Files cannot be stored or read right now. Please try again in a few minutes.',
    });
    const unread = await photo(before.id);
    expect(unread.status).toBe(503);
    expect(unread.body.error).toBe('storage_unavailable');

    // The database is fine: the process stays in the load balancer and the rest of the portal works.
    const ready = await ctx.api().get('/readyz');
    expect(ready.status).toBe(200);
    expect(ready.body).toEqual({ status: 'ready', storage: 'unavailable' });
    const storage = await ctx.api().get('/readyz/storage');
    expect(storage.status).toBe(503);
    expect(storage.body.error).toBe('storage_unavailable');
    expect((await ctx.api().get('/api/member/user').set('authorization', bearer(member.id))).status).toBe(
      200,
    );
    // The operator's log names the storage's own error.
    expect(lines.join('')).toMatch(/"level":40.*ECONNREFUSED|ECONNREFUSED.*"level":40/);
  });
});
