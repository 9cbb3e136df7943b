// The outbox's one way out for mail queued in a transaction: enqueue in the caller's transaction,
// then flush(ids) once it commits. With a plain mailer in the outbox's place (BuildOptions.mailer)
// queued rows still go out, through that mailer, and are marked sent.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/helpers.js';
import { flushOutbox, outboxOf, queueMail, sendQueuedMail } from './mail-outbox.js';
import type { Mailer, OutgoingMail } from './mailer.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx?.close());

const mail = (subject: string): OutgoingMail => ({
  to: 'queued@example.com',
  subject,
  text: 'Hello',
  headers: { 'List-Unsubscribe': '<http://portal.test/api/unsubscribe/x>' },
});

describe('mail queued in a transaction', () => {
  it('is sent by the app’s outbox, only the rows named, in the order queued', async () => {
    expect(outboxOf(ctx.app.deps)).toBe(ctx.app.deps.mailer);
    const ids = await ctx.db.$transaction((tx) =>
      outboxOf(ctx.app.deps).enqueue(tx, [mail('Queued one'), mail('Queued two'), mail('Queued later')]),
    );
    expect(ids).toHaveLength(3);
    const rows = await ctx.db.mailOutbox.findMany({ where: { id: { in: ids } }, orderBy: { id: 'asc' } });
    expect(rows.map((r) => [r.id, r.subject])).toEqual([
      [ids[0], 'Queued one'],
      [ids[1], 'Queued two'],
      [ids[2], 'Queued later'],
    ]);
    expect(await outboxOf(ctx.app.deps).flush(ids.slice(0, 2))).toEqual({ sent: 2, failed: 0 });
    await ctx.mail.waitFor((m) => m.subject === 'Queued two');
    expect(ctx.mail.messages.find((m) => m.subject === 'Queued one')?.headers['list-unsubscribe']).toBe(
      '<http://portal.test/api/unsubscribe/x>',
    );
    expect((await ctx.db.mailOutbox.findUniqueOrThrow({ where: { id: ids[2]! } })).status).toBe('pending');
    expect(await flushOutbox(ctx.app.deps)).toEqual({ sent: 1, failed: 0 });
  });

  it('goes out through a plain mailer put in the outbox’s place, and is marked sent', async () => {
    const sent: OutgoingMail[] = [];
    const plain: Mailer = {
      send: async (m) => {
        sent.push(m);
      },
      close: () => {},
    };
    const deps = { mailer: plain, db: ctx.db, log: ctx.app.log };
    const [first, second] = await ctx.db.$transaction(async (tx) => [
      await queueMail(tx, mail('Plain one')),
      await queueMail(tx, mail('Plain two')),
    ]);
    expect(await sendQueuedMail(deps, [first])).toEqual({ sent: 1, failed: 0 });
    expect(sent).toMatchObject([
      { to: 'queued@example.com', subject: 'Plain one', headers: mail('').headers },
    ]);
    expect((await ctx.db.mailOutbox.findUniqueOrThrow({ where: { id: first } })).status).toBe('sent');
    // The worker sends what was left, through the same mailer.
    expect(await flushOutbox(deps)).toEqual({ sent: 1, failed: 0 });
    expect(sent.map((m) => m.subject)).toEqual(['Plain one', 'Plain two']);
    expect((await ctx.db.mailOutbox.findUniqueOrThrow({ where: { id: second } })).status).toBe('sent');
  });
});
