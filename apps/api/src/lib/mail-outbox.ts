// Mail that survives a relay outage: every message (receipt, password reset, waitlist
// notice...) is first written to the MailOutbox table, then sent at once in the
// background. If the relay is down the row stays pending and the outbox worker
// (mailOutboxJob, or flushOutbox in tests) retries it with a growing pause
// until it goes through, so a message is never lost because SMTP was unreachable. The worker
// is the job below, run every minute once across all app processes (lib/jobs.ts).
//
// Mail whose hand-off must commit with other rows (a receipt resent with its audit entry, a
// message to members' recipients) is enqueued in the caller's transaction instead and sent by
// flush(ids) once it commits: one way out for every row, whatever the mailer.
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
  /**
   * Sends the pending messages that are due and no one else is sending (only those among `ids`
   * when given: rows just enqueued); answers how many went and how many failed again.
   */
  flush(ids?: number[]): Promise<{ sent: number; failed: number }>;
  /**
   * Keeps messages in the outbox in the caller's transaction (due at once), for mail whose
   * hand-off must commit with other rows; answers their rows' ids in the order given. Once the
   * transaction commits, flush(ids) sends them now; the worker retries any that fail.
   */
  enqueue(tx: Tx, mails: OutgoingMail[]): Promise<number[]>;
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

const isOutbox = (mailer: Mailer): mailer is OutboxMailer => 'flush' in mailer && 'enqueue' in mailer;

/** Writes outbox rows in one statement; answers their ids in the order of `mails`. */
async function insertRows(tx: Tx, mails: OutgoingMail[]): Promise<number[]> {
  if (mails.length === 0) return [];
  const rows = await tx.mailOutbox.createManyAndReturn({
    data: mails.map((mail) => ({
      to: mail.to,
      subject: mail.subject,
      text: mail.text,
      html: mail.html ?? null,
      headers: mail.headers ?? Prisma.DbNull,
    })),
    select: { id: true },
  });
  // One INSERT takes its ids from the sequence in the order of its rows.
  return rows.map((r) => r.id).sort((a, b) => a - b);
}

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

    async flush(ids) {
      if (ids?.length === 0) return { sent: 0, failed: 0 };
      const claimUntil = new Date(Date.now() + CLAIM_MS);
      const only = ids ? Prisma.sql`AND id = ANY(${ids}::int[])` : Prisma.empty;
      const due = await options.db().$queryRaw<OutboxRow[]>`
        UPDATE "MailOutbox" SET "nextAttemptAt" = ${claimUntil}
        WHERE id IN (
          SELECT id FROM "MailOutbox"
          WHERE status = 'pending' AND "nextAttemptAt" <= now() ${only}
          ORDER BY "nextAttemptAt", id
          LIMIT ${ids ? ids.length : 50}
          FOR UPDATE SKIP LOCKED
        )
        RETURNING id, "to", subject, text, html, headers, attempts`;
      let sent = 0;
      for (const row of due.sort((a, b) => a.id - b.id)) {
        if (await track(deliver(row))) sent++;
      }
      return { sent, failed: due.length - sent };
    },

    enqueue: insertRows,

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

const outboxes = new WeakMap<Mailer, OutboxMailer>();

/**
 * The outbox that sends the app's mail: deps.mailer itself, or, when a plain mailer was put in
 * its place (BuildOptions.mailer), an outbox sending through it, so mail queued in a transaction
 * still goes out, by the same claim and delivery as every other row.
 */
export function outboxOf(deps: Pick<Deps, 'mailer' | 'db' | 'log'>): OutboxMailer {
  const { mailer } = deps;
  if (isOutbox(mailer)) return mailer;
  let outbox = outboxes.get(mailer);
  if (!outbox) {
    outbox = createOutboxMailer({ db: () => deps.db, transport: mailer, log: deps.log });
    outboxes.set(mailer, outbox);
  }
  return outbox;
}

/** Sends the outbox's due messages now (the worker's job; tests call it directly). */
export function flushOutbox(
  deps: Pick<Deps, 'mailer' | 'db' | 'log'>,
): Promise<{ sent: number; failed: number }> {
  return outboxOf(deps).flush();
}

/** One message kept in the caller's transaction: outboxOf(deps).enqueue for callers that have no deps at hand. */
export async function queueMail(tx: Tx, mail: OutgoingMail): Promise<number> {
  const [id] = await insertRows(tx, [mail]);
  return id!;
}

/** Sends queued messages now (after their transaction committed): outboxOf(deps).flush(ids). */
export function sendQueuedMail(
  deps: Pick<Deps, 'mailer' | 'db' | 'log'>,
  ids: number[],
): Promise<{ sent: number; failed: number }> {
  return outboxOf(deps).flush(ids);
}

const IDENTIFIER = /^(?:[a-z_]\w*|"\w+")(?:\.(?:[a-z_]\w*|"\w+"))?$/;

/**
 * `LEFT JOIN "MailOutbox" <alias> ON <alias>.id = <idColumn>`: for a module that counts its mail
 * by the outbox's status (pending, sent, failed) in one query, without naming the table the
 * outbox owns. Both names are the caller's own identifiers, never input.
 */
export function joinOutbox(alias: string, idColumn: string): Prisma.Sql {
  if (!IDENTIFIER.test(alias) || !IDENTIFIER.test(idColumn))
    throw new Error('joinOutbox takes SQL identifiers');
  return Prisma.raw(`LEFT JOIN "MailOutbox" ${alias} ON ${alias}.id = ${idColumn}`);
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
  run: flushOutbox,
};
