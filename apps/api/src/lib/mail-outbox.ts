// Mail that survives a relay outage: every message (receipt, password reset, waitlist
// notice...) is first written to the MailOutbox table, then sent at once in the
// background. If the relay is down the row stays pending and the outbox worker
// (mailOutboxJob, or flushOutbox in tests) retries it with a growing pause
// until it goes through, so a message is never lost because SMTP was unreachable. The worker
// is the job below, run every minute once across all app processes (lib/jobs.ts).
//
// Rows are claimed by pushing nextAttemptAt forward (FOR UPDATE SKIP LOCKED), so the
// immediate send, the worker and several servers never send the same row twice at once.
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../plugins/prisma.js';
import type { Tx } from '../db/tx.js';
import { Prisma, type MailStatus } from '../generated/prisma/client.js';
import type { Deps } from './deps.js';
import type { JobSpec } from './jobs.js';
import type { Mailer, OutgoingMail } from './mailer.js';

/** How long a claimed row is left to the one sending it before another may try. */
const CLAIM_MS = 2 * 60_000;
/** After this many failed attempts (about two days with the pauses below) a row is marked failed. */
export const MAX_ATTEMPTS = 60;
/** Pause after the nth failure: 30 s, 1 min, 2 min ... at most one hour. */
export const retryDelayMs = (attempts: number) =>
  Math.min(30_000 * 2 ** Math.max(attempts - 1, 0), 60 * 60_000);

export interface OutboxMailer extends Mailer {
  /** Sends every pending message that is due; answers how many went and how many failed again. */
  flush(): Promise<{ sent: number; failed: number }>;
  /** Sends these queued messages (queueMail) now, those no one else is sending; answers as flush. */
  sendQueued(ids: number[]): Promise<{ sent: number; failed: number }>;
}

interface OutboxRow {
  id: number;
  to: string;
  subject: string;
  text: string;
  html: string | null;
  headers: Prisma.JsonValue;
  attempts: number;
}

const headersOf = (value: Prisma.JsonValue): Record<string, string> | undefined =>
  value && typeof value === 'object' && !Array.isArray(value)
    ? Object.fromEntries(Object.entries(value).filter((e): e is [string, string] => typeof e[1] === 'string'))
    : undefined;

export function createOutboxMailer(options: {
  db: () => Db;
  transport: Mailer;
  log: FastifyBaseLogger;
}): OutboxMailer {
  const { transport, log } = options;
  const inFlight = new Set<Promise<unknown>>();
  const track = <T>(p: Promise<T>) => {
    inFlight.add(p);
    void p.finally(() => inFlight.delete(p));
    return p;
  };

  const deliver = async (row: OutboxRow): Promise<boolean> => {
    const db = options.db();
    try {
      await transport.send({
        to: row.to,
        subject: row.subject,
        text: row.text,
        ...(row.html ? { html: row.html } : {}),
        ...(headersOf(row.headers) ? { headers: headersOf(row.headers) } : {}),
      });
    } catch (err) {
      const attempts = row.attempts + 1;
      const message = err instanceof Error ? err.message : String(err);
      await db.mailOutbox.update({
        where: { id: row.id },
        data: {
          attempts,
          lastError: message.slice(0, 500),
          nextAttemptAt: new Date(Date.now() + retryDelayMs(attempts)),
          ...(attempts >= MAX_ATTEMPTS ? { status: 'failed' as const } : {}),
        },
      });
      log.warn(
        { mailId: row.id, attempts, err: message },
        'mail not sent; kept in the outbox for a later try',
      );
      return false;
    }
    // Once delivered, the body is erased: it may carry a password reset link, which must not sit in the database in clear.
    await db.mailOutbox.update({
      where: { id: row.id },
      data: {
        status: 'sent',
        sentAt: new Date(),
        attempts: row.attempts + 1,
        lastError: null,
        text: '',
        html: null,
        headers: Prisma.DbNull,
      },
    });
    return true;
  };

  return {
    async send(mail: OutgoingMail) {
      let row: OutboxRow;
      try {
        // Claimed by this immediate attempt: the worker leaves it alone for CLAIM_MS.
        row = await options.db().mailOutbox.create({
          data: {
            to: mail.to,
            subject: mail.subject,
            text: mail.text,
            html: mail.html ?? null,
            headers: mail.headers ?? Prisma.DbNull,
            nextAttemptAt: new Date(Date.now() + CLAIM_MS),
          },
          select: {
            id: true,
            to: true,
            subject: true,
            text: true,
            html: true,
            headers: true,
            attempts: true,
          },
        });
      } catch (err) {
        // No database to keep it in: sending straight away is the best left to do.
        log.warn({ err }, 'could not queue mail in the outbox; sending it directly');
        await transport.send(mail);
        return;
      }
      void track(
        deliver(row).catch((err: unknown) => log.error({ err, mailId: row.id }, 'outbox delivery failed')),
      );
    },

    async flush() {
      const db = options.db();
      const claimUntil = new Date(Date.now() + CLAIM_MS);
      const due = await db.$queryRaw<OutboxRow[]>`
        UPDATE "MailOutbox" SET "nextAttemptAt" = ${claimUntil}
        WHERE id IN (
          SELECT id FROM "MailOutbox"
          WHERE status = 'pending' AND "nextAttemptAt" <= now()
          ORDER BY "nextAttemptAt", id
          LIMIT 50
          FOR UPDATE SKIP LOCKED
        )
        RETURNING id, "to", subject, text, html, headers, attempts`;
      let sent = 0;
      for (const row of due.sort((a, b) => a.id - b.id)) {
        if (await track(deliver(row))) sent++;
      }
      return { sent, failed: due.length - sent };
    },

    async sendQueued(ids) {
      if (ids.length === 0) return { sent: 0, failed: 0 };
      const claimUntil = new Date(Date.now() + CLAIM_MS);
      const due = await options.db().$queryRaw<OutboxRow[]>`
        UPDATE "MailOutbox" SET "nextAttemptAt" = ${claimUntil}
        WHERE id IN (
          SELECT id FROM "MailOutbox"
          WHERE id = ANY(${ids}::int[]) AND status = 'pending' AND "nextAttemptAt" <= now()
          FOR UPDATE SKIP LOCKED
        )
        RETURNING id, "to", subject, text, html, headers, attempts`;
      let sent = 0;
      for (const row of due.sort((a, b) => a.id - b.id)) {
        if (await track(deliver(row))) sent++;
      }
      return { sent, failed: due.length - sent };
    },

    async close() {
      // Let immediate sends finish writing their outcome before the database closes.
      await Promise.race([
        Promise.allSettled([...inFlight]),
        new Promise((resolve) => setTimeout(resolve, 5_000).unref()),
      ]);
      void transport.close();
    },
  };
}

/** Sends the outbox's due messages now (the worker's job; tests call it directly). */
export async function flushOutbox(deps: Pick<Deps, 'mailer'>): Promise<{ sent: number; failed: number }> {
  const mailer = deps.mailer as Partial<OutboxMailer>;
  if (!mailer.flush) return { sent: 0, failed: 0 };
  return mailer.flush();
}

/**
 * Keeps a message in the outbox, in the caller's transaction, for sendQueuedMail or the worker to
 * send (due at once); answers its row's id. For mail whose hand-off must commit with other rows
 * (a message to members' recipient is linked to it).
 */
export async function queueMail(tx: Tx, mail: OutgoingMail): Promise<number> {
  const row = await tx.mailOutbox.create({
    data: {
      to: mail.to,
      subject: mail.subject,
      text: mail.text,
      html: mail.html ?? null,
      headers: mail.headers ?? Prisma.DbNull,
    },
    select: { id: true },
  });
  return row.id;
}

/** Sends queued messages now (after their transaction committed); the worker retries any that fail. */
export async function sendQueuedMail(
  deps: Pick<Deps, 'mailer'>,
  ids: number[],
): Promise<{ sent: number; failed: number }> {
  const mailer = deps.mailer as Partial<OutboxMailer>;
  if (!mailer.sendQueued) return { sent: 0, failed: 0 };
  return mailer.sendQueued(ids);
}

/** Where queued messages stand: pending (not yet through), sent, or failed (gave up). */
export async function mailStatuses(db: Db, ids: number[]): Promise<Map<number, MailStatus>> {
  if (ids.length === 0) return new Map();
  const found = await db.mailOutbox.findMany({
    where: { id: { in: ids } },
    select: { id: true, status: true },
  });
  return new Map(found.map((m) => [m.id, m.status]));
}

export const mailOutboxJob: JobSpec = {
  name: 'mail-outbox',
  cron: '* * * * *',
  run: async (deps) => ({ ...(await flushOutbox(deps)) }),
};
