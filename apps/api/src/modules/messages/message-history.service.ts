// The history of messages to members: the latest messages sent, each with its recipients counted
// by where their mail stands in the outbox, and one message with every recipient's status.
import type { TMessageDetail, TMessageRecipient, TMessageSummary } from '@courtside/contracts/admin';
import { notFound } from '../../lib/app-error.js';
import type { Deps } from '../../lib/deps.js';
import { joinOutbox, mailStatuses } from '../../lib/mail-outbox.js';
import type { MailStatus, MemberMessage } from '../../generated/prisma/client.js';
import { memberNames } from '../people/index.js';

const summarySelect = {
  id: true,
  kind: true,
  subject: true,
  audienceLabel: true,
  sentById: true,
  sentAt: true,
  skippedUnsubscribed: true,
  skippedNoEmail: true,
} as const;

type Counts = TMessageSummary['counts'];
type RecipientStatus = TMessageRecipient['status'];

/**
 * A recipient's status from its outbox row's: not handed yet is pending; handed with no outbox
 * row left (or none kept by the mailer) is delivered. countsOf counts by the same rule in SQL.
 */
const statusOf = (handed: boolean, outbox: MailStatus | undefined): RecipientStatus =>
  !handed ? 'pending' : outbox === 'failed' ? 'failed' : outbox === 'pending' ? 'pending' : 'delivered';

/** Each message's recipients counted by where their mail stands (statusOf), in one query. */
async function countsOf(deps: Deps, ids: number[]): Promise<Map<number, Counts>> {
  const found = await deps.db.$queryRaw<
    Array<{ messageId: number; recipients: number; delivered: number; failed: number }>
  >`
    SELECT r."messageId",
           count(*)::int AS recipients,
           count(*) FILTER (WHERE r."handedAt" IS NOT NULL AND (o.status IS NULL OR o.status = 'sent'))::int
             AS delivered,
           count(*) FILTER (WHERE r."handedAt" IS NOT NULL AND o.status = 'failed')::int AS failed
      FROM "MemberMessageRecipient" r ${joinOutbox('o', 'r."outboxId"')}
     WHERE r."messageId" = ANY(${ids}::int[])
     GROUP BY r."messageId"`;
  return new Map(
    found.map((c) => [
      c.messageId,
      {
        recipients: c.recipients,
        delivered: c.delivered,
        pending: c.recipients - c.delivered - c.failed,
        failed: c.failed,
      },
    ]),
  );
}

type SummaryRow = { [K in keyof typeof summarySelect]: MemberMessage[K] };

function toSummary(
  m: SummaryRow,
  names: Map<number, { firstname: string; lastname: string }>,
  counts: Counts | undefined,
): TMessageSummary {
  const sender = names.get(m.sentById);
  return {
    id: m.id,
    kind: m.kind,
    subject: m.subject,
    audience_label: m.audienceLabel,
    sent_by: sender ? `${sender.firstname} ${sender.lastname}` : `Member #${m.sentById}`,
    sent_at: m.sentAt.toISOString(),
    counts: counts ?? { recipients: 0, delivered: 0, pending: 0, failed: 0 },
    skipped: { unsubscribed: m.skippedUnsubscribed, no_email: m.skippedNoEmail },
  };
}

export async function summaries(deps: Deps, ids: number[]): Promise<TMessageSummary[]> {
  const messages = await deps.db.memberMessage.findMany({
    where: { id: { in: ids } },
    select: summarySelect,
    orderBy: [{ sentAt: 'desc' }, { id: 'desc' }],
  });
  const [counts, senders] = await Promise.all([
    countsOf(deps, ids),
    memberNames(deps.db, [...new Set(messages.map((m) => m.sentById))]),
  ]);
  return messages.map((m) => toSummary(m, senders, counts.get(m.id)));
}

/** How many messages the history lists (the latest). */
const HISTORY_LIMIT = 200;

export async function listMessages(deps: Deps): Promise<TMessageSummary[]> {
  const latest = await deps.db.memberMessage.findMany({
    select: { id: true },
    orderBy: [{ sentAt: 'desc' }, { id: 'desc' }],
    take: HISTORY_LIMIT,
  });
  return summaries(
    deps,
    latest.map((m) => m.id),
  );
}

export async function messageDetail(deps: Deps, id: number): Promise<TMessageDetail> {
  const message = await deps.db.memberMessage.findUnique({
    where: { id },
    select: { ...summarySelect, body: true },
  });
  if (!message) throw notFound('Message');
  const recipients = await deps.db.memberMessageRecipient.findMany({
    where: { messageId: id },
    select: {
      memberId: true,
      email: true,
      firstName: true,
      team: true,
      division: true,
      outboxId: true,
      handedAt: true,
    },
    orderBy: { id: 'asc' },
  });
  const [statuses, names] = await Promise.all([
    mailStatuses(
      deps.db,
      recipients.flatMap((r) => (r.outboxId === null ? [] : [r.outboxId])),
    ),
    memberNames(deps.db, [message.sentById, ...recipients.map((r) => r.memberId)]),
  ]);
  const counts: Counts = { recipients: 0, delivered: 0, pending: 0, failed: 0 };
  const listed = recipients.map((r) => {
    const name = names.get(r.memberId);
    const status = statusOf(r.handedAt !== null, r.outboxId === null ? undefined : statuses.get(r.outboxId));
    counts.recipients++;
    counts[status]++;
    return {
      member_id: r.memberId,
      name: name ? `${name.firstname} ${name.lastname}` : r.firstName,
      email: r.email,
      team: r.team,
      division: r.division,
      status,
    };
  });
  return { message: toSummary(message, names, counts), body: message.body, recipients: listed };
}
