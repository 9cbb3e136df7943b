// Faults: when the SMTP relay is down, messages (receipts, password
// resets, waitlist notices: all go through the same mailer) are kept in the
// MailOutbox table and sent when it returns; none is lost.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '@courtside/contracts';
import { createTestContext, type TestContext } from '../helpers.js';
import { createMember } from '../factories.js';
import { startMailCatcher, type MailCatcher } from '../mail-catcher.js';
import { flushOutbox, retryDelayMs } from '../../src/lib/mail-outbox.js';
import { until } from './load.js';

let ctx: TestContext;
let relayPort: number;
const outboxRowsTo = (to: string) => ctx.db.mailOutbox.findMany({ where: { to }, orderBy: { id: 'asc' } });
/** The pause the worker waits before a retry has passed. */
const retryIsDue = () =>
  ctx.db.mailOutbox.updateMany({
    where: { status: 'pending' },
    data: { nextAttemptAt: new Date(Date.now() - 1_000) },
  });

beforeAll(async () => {
  ctx = await createTestContext();
  relayPort = Number(new URL(ctx.mail.url).port);
});
afterAll(() => ctx?.close());

describe('the mail outbox', () => {
  it('sends at once while the relay is up, and records the message as sent', async () => {
    const m = await createMember(ctx.db);
    await ctx
      .api()
      .post('/api/member/password/email')
      .send({ username: m.username, action: 'password-email' })
      .expect(200);
    await ctx.mail.waitFor((x) => x.to === m.email && /reset your password/.test(x.subject));
    await until(
      async () => (await outboxRowsTo(m.email!))[0]?.status === 'sent',
      5_000,
      'the row to be marked sent',
    );
    const [row] = await outboxRowsTo(m.email!);
    expect(row).toMatchObject({ status: 'sent', attempts: 1, lastError: null });
    expect(row!.sentAt).toBeInstanceOf(Date);
  });

  it('keeps messages while the relay is down, retries with a growing pause, and sends every one when it returns', async () => {
    const members = await Promise.all(Array.from({ length: 3 }, () => createMember(ctx.db)));
    await ctx.mail.close();
    let relay: MailCatcher | undefined;
    try {
      // The member is told the mail is on its way: it is, from the outbox.
      for (const m of members) {
        const res = await ctx
          .api()
          .post('/api/member/password/email')
          .send({ username: m.username, action: 'password-email' });
        expect(res.status).toBe(200);
        expect(res.body.message).toBe(MSG.emailSent);
      }
      await ctx
        .api()
        .post('/api/member/username/email')
        .send({ email: members[0]!.email, action: 'username-email' });
      const emails = members.map((m) => m.email!);
      const pending = () =>
        ctx.db.mailOutbox.findMany({ where: { to: { in: emails } }, orderBy: { id: 'asc' } });

      // The immediate try failed: each message waits in the outbox with the reason.
      // Recovery mail is made after the answer (it does not wait): all four (three links, one reminder) must be in.
      await until(
        async () => {
          const rows = await pending();
          return rows.length >= 4 && rows.every((r) => r.attempts === 1);
        },
        10_000,
        'the first attempts to fail',
      );
      const kept = await pending();
      expect(kept.length).toBeGreaterThanOrEqual(3);
      for (const r of kept) {
        expect(r).toMatchObject({ status: 'pending', attempts: 1 });
        expect(r.lastError).toMatch(/ECONNREFUSED|connect/i);
        expect(r.nextAttemptAt.getTime()).toBeGreaterThan(Date.now());
      }

      // A retry while it is still down fails again and waits longer; one not yet due is left alone.
      expect(await flushOutbox(ctx.app.deps)).toEqual({ sent: 0, failed: 0 });
      await retryIsDue();
      const retried = await flushOutbox(ctx.app.deps);
      expect(retried).toEqual({ sent: 0, failed: kept.length });
      for (const r of await pending()) {
        expect(r).toMatchObject({ status: 'pending', attempts: 2 });
        expect(r.nextAttemptAt.getTime() - Date.now()).toBeGreaterThan(retryDelayMs(2) - 5_000);
      }

      // The relay is back on the same address: the next run sends everything, once.
      relay = await startMailCatcher(relayPort);
      await retryIsDue();
      expect(await flushOutbox(ctx.app.deps)).toEqual({ sent: kept.length, failed: 0 });
      for (const m of members)
        await relay.waitFor(
          (x) =>
            x.to === m.email && /reset your password/.test(x.subject) && x.text.includes('/password/reset/'),
        );
      await relay.waitFor((x) => x.to === members[0]!.email && /your username/.test(x.subject));
      expect(
        (await pending()).every((r) => r.status === 'sent' && r.sentAt !== null && r.attempts === 3),
      ).toBe(true);

      await retryIsDue();
      expect(await flushOutbox(ctx.app.deps)).toEqual({ sent: 0, failed: 0 });
      expect(relay.messages.filter((x) => emails.includes(x.to))).toHaveLength(kept.length);
    } finally {
      await relay?.close();
    }
  });
});
