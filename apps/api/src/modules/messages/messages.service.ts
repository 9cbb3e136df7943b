// Messages to members: staff compose an email to an audience, preview it, send a test to
// themselves, and send it. Sending fixes the recipient list (one row per member, with the merge
// values) in one audited transaction; the member-messages job then hands the recipients to the
// mail outbox at MESSAGES_PER_MINUTE. Members whose choice for the message's kind is off, without
// an email, deactivated or merged are left out. Other areas' data comes through their services.
import type {
  TMessageAudience,
  TMessageAudiences,
  TMessageDetail,
  TMessageDraft,
  TMessageKind,
  TMessageMemberMatch,
  TMessagePreview,
  TMessageRecipient,
  TMessageSummary,
} from '@courtside/contracts/admin';
import { AppError, fieldError, notFound } from '../../lib/app-error.js';
import type { Deps } from '../../lib/deps.js';
import { todayIso } from '../../lib/local-dates.js';
import { mailStatuses, queueMail, sendQueuedMail } from '../../lib/mail-outbox.js';
import type { MailStatus } from '../../generated/prisma/client.js';
import { recordAudit } from '../audit/audit.service.js';
import { activeSeasons, divisionLabels, seasonDivisionIds } from '../draw/competition.service.js';
import { activeSubscriberIds } from '../hpc/subscriptions.service.js';
import { registeredMemberIds } from '../membership/membership.service.js';
import {
  memberContact,
  memberNames,
  messageContacts,
  officialIds,
  officialRosterTypes,
  unsubscribeMember,
} from '../profile/profile.service.js';
import { searchMembers } from '../profile/members-admin.service.js';
import { managersOfTeams, placedTeamsOf, playersOfTeams, teamsByIds } from '../teams/teams.service.js';
import { checkMergeFields, renderMessage, type MergeValues } from './message-render.js';

export const MEMBER_MESSAGES_JOB = 'member-messages';
const UNSUBSCRIBE = 'unsubscribe';
const SPORT_NAMES = { basketball: 'Basketball', netball: 'Netball' } as const;

/** A member of the audience before their contact details are read. */
interface Entry {
  memberId: number;
  team: string;
  division: string;
  reason: string;
}

/** Who the audience is, in words, and its members (one entry per member). */
async function resolveAudience(
  deps: Deps,
  audience: TMessageAudience,
): Promise<{ label: string; entries: Entry[] }> {
  const db = deps.db;
  const plain = (ids: number[], reason: string): Entry[] =>
    [...new Set(ids)].map((memberId) => ({ memberId, team: '', division: '', reason }));
  switch (audience.type) {
    case 'division_managers': {
      const [division] = await divisionLabels(db, [audience.division_id]);
      if (!division) throw notFound('Division');
      const teams = await placedTeamsOf(db, [division.id]);
      const teamName = new Map(teams.map((t) => [t.id, t.name]));
      const entries = new Map<number, Entry>();
      // Teams come by name, so a manager of two teams gets the first one's name.
      const managers = await managersOfTeams(
        db,
        teams.map((t) => t.id),
      );
      for (const team of teams)
        for (const m of managers.filter((x) => x.teamId === team.id))
          if (!entries.has(m.memberId))
            entries.set(m.memberId, {
              memberId: m.memberId,
              team: teamName.get(team.id) ?? '',
              division: division.name,
              reason: `you manage a team in ${division.name}`,
            });
      return { label: `Managers of ${division.name} (${division.season})`, entries: [...entries.values()] };
    }
    case 'team_players': {
      const [team] = await teamsByIds(db, [audience.team_id]);
      if (!team) throw notFound('Team');
      const [division] = await divisionLabels(db, [team.divisionId]);
      const divisionName = division?.name ?? '';
      const players = await playersOfTeams(db, [team.id]);
      return {
        label: `Players of ${team.name}${divisionName ? ` (${divisionName})` : ''}`,
        entries: [...new Set(players.map((p) => p.memberId))].map((memberId) => ({
          memberId,
          team: team.name,
          division: divisionName,
          reason: `you play in ${team.name}`,
        })),
      };
    }
    case 'sport_members': {
      const today = todayIso(deps.settings.current().timeZone, deps.now());
      const sport = SPORT_NAMES[audience.sport];
      return {
        label: `Members registered for ${sport}`,
        entries: plain(
          await registeredMemberIds(db, audience.sport, today),
          `your ${sport.toLowerCase()} registration is current`,
        ),
      };
    }
    case 'officials': {
      const type = audience.roster_type?.trim() || undefined;
      return {
        label: type ? `Officials: ${type}` : 'Officials',
        entries: plain(
          await officialIds(db, type),
          type ? `you are on the ${type} roster` : 'you are an official',
        ),
      };
    }
    case 'hpc_members':
      return {
        label: 'HPC members',
        entries: plain(await activeSubscriberIds(db), 'you have an active HPC subscription'),
      };
    case 'members':
      return {
        label: `${new Set(audience.member_ids).size} chosen members`,
        entries: plain(audience.member_ids, 'you are a member'),
      };
  }
}

interface Recipient extends Entry {
  email: string;
  firstName: string;
  name: string;
}

/** The audience's members who will receive the message, and how many were left out and why. */
async function recipientsOf(deps: Deps, kind: TMessageKind, audience: TMessageAudience) {
  const { label, entries } = await resolveAudience(deps, audience);
  const byId = new Map(entries.map((e) => [e.memberId, e]));
  const contacts = entries.length ? await messageContacts(deps.db, [...byId.keys()]) : [];
  const recipients: Recipient[] = [];
  const skipped = { unsubscribed: 0, no_email: 0 };
  for (const c of contacts) {
    const email = c.email?.trim();
    if (!email) skipped.no_email++;
    else if (!(kind === 'newsletter' ? c.subscribedToNewsletter : c.subscribedToComm)) skipped.unsubscribed++;
    else
      recipients.push({
        ...byId.get(c.id)!,
        email,
        firstName: c.prefname?.trim() || c.firstname,
        name: `${c.firstname} ${c.lastname}`,
      });
  }
  return { label, recipients, skipped };
}

/** The token of a member's one-click unsubscribe from one kind of message. */
const unsubscribeToken = (deps: Deps, memberId: number, kind: TMessageKind) =>
  deps.links.sign(UNSUBSCRIBE, `${memberId}:${kind}`);

/** The message as one member gets it (subject, text, HTML, unsubscribe headers). */
function renderFor(
  deps: Deps,
  message: { subject: string; body: string; kind: TMessageKind },
  r: { firstName: string; team: string; division: string; reason: string },
  unsubscriberId: number,
) {
  const token = unsubscribeToken(deps, unsubscriberId, message.kind);
  const values: MergeValues = { first_name: r.firstName, team: r.team, division: r.division };
  return renderMessage({
    ...message,
    values,
    reason: r.reason,
    association: deps.settings.current().clientName,
    unsubscribePage: `${deps.publicUrl}/unsubscribe/${token}`,
    unsubscribeApi: `${deps.publicUrl}/api/unsubscribe/${token}`,
  });
}

const nobody = () =>
  new AppError('validation_failed', 'Nobody in this audience would receive it: choose another audience.', {
    audience: ['Nobody in this audience would receive it.'],
  });

export async function previewMessage(deps: Deps, draft: TMessageDraft): Promise<TMessagePreview> {
  checkMergeFields(draft);
  const { recipients, skipped } = await recipientsOf(deps, draft.kind, draft.audience);
  const chosen = draft.preview_member_id
    ? recipients.find((r) => r.memberId === draft.preview_member_id)
    : recipients[0];
  if (draft.preview_member_id && !chosen)
    throw fieldError('preview_member_id', 'That member is not among the recipients.');
  const sample = chosen ? renderFor(deps, draft, chosen, chosen.memberId) : null;
  return {
    recipients: recipients.length,
    skipped,
    sample:
      chosen && sample
        ? {
            member_id: chosen.memberId,
            name: chosen.name,
            email: chosen.email,
            subject: sample.subject,
            text: sample.text,
          }
        : null,
  };
}

/**
 * Sends the message as the first recipient would get it to the staff member's own address,
 * subject marked "[Test] ". Its unsubscribe link is the staff member's own, so pressing it
 * never unsubscribes the recipient. Nothing is kept in the history.
 */
export async function sendTestMessage(deps: Deps, actorId: number, draft: TMessageDraft): Promise<string> {
  checkMergeFields(draft);
  const actor = await memberContact(deps.db, actorId);
  const to = actor?.email?.trim();
  if (!to) throw new AppError('validation_failed', 'Your account has no email address to send the test to.');
  const { recipients } = await recipientsOf(deps, draft.kind, draft.audience);
  const first = draft.preview_member_id
    ? recipients.find((r) => r.memberId === draft.preview_member_id)
    : recipients[0];
  if (!first) throw nobody();
  const mail = renderFor(deps, draft, first, actorId);
  await deps.mailer.send({ to, ...mail, subject: `[Test] ${mail.subject}` });
  return to;
}

export async function sendMessage(
  deps: Deps,
  actorId: number,
  draft: TMessageDraft,
): Promise<TMessageSummary> {
  checkMergeFields(draft);
  const { label, recipients, skipped } = await recipientsOf(deps, draft.kind, draft.audience);
  if (recipients.length === 0) throw nobody();
  const id = await deps.db.$transaction(
    async (tx) => {
      const message = await tx.memberMessage.create({
        data: {
          kind: draft.kind,
          audience: draft.audience.type,
          audienceParams: draft.audience,
          audienceLabel: label,
          subject: draft.subject,
          body: draft.body,
          sentById: actorId,
          sentAt: deps.now(),
          skippedUnsubscribed: skipped.unsubscribed,
          skippedNoEmail: skipped.no_email,
        },
        select: { id: true },
      });
      await tx.memberMessageRecipient.createMany({
        data: recipients.map((r) => ({
          messageId: message.id,
          memberId: r.memberId,
          email: r.email,
          firstName: r.firstName,
          team: r.team,
          division: r.division,
          reason: r.reason,
        })),
      });
      await recordAudit(tx, {
        actorId,
        action: 'member_message.send',
        entity: 'MemberMessage',
        entityId: message.id,
        after: {
          kind: draft.kind,
          audience: draft.audience,
          subject: draft.subject,
          recipients: recipients.length,
          skipped,
        },
      });
      return message.id;
    },
    { maxWait: 20_000, timeout: 30_000 },
  );
  deps.jobs.wake(MEMBER_MESSAGES_JOB);
  const [summary] = await summaries(deps, [id]);
  return summary!;
}

// --- History ---------------------------------------------------------------------------------

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

type RecipientStatus = TMessageRecipient['status'];

/** A recipient's status from its outbox row's: not handed yet counts as pending. */
const statusOf = (
  outboxId: number | null,
  handed: boolean,
  statuses: Map<number, MailStatus>,
): RecipientStatus => {
  if (!handed || outboxId === null) return handed ? 'delivered' : 'pending';
  const status = statuses.get(outboxId);
  return status === 'sent' ? 'delivered' : status === 'failed' ? 'failed' : status ? 'pending' : 'delivered';
};

async function summaries(deps: Deps, ids: number[]): Promise<TMessageSummary[]> {
  const messages = await deps.db.memberMessage.findMany({
    where: { id: { in: ids } },
    select: summarySelect,
    orderBy: [{ sentAt: 'desc' }, { id: 'desc' }],
  });
  const recipients = await deps.db.memberMessageRecipient.findMany({
    where: { messageId: { in: ids } },
    select: { messageId: true, outboxId: true, handedAt: true },
  });
  const statuses = await mailStatuses(
    deps.db,
    recipients.flatMap((r) => (r.outboxId === null ? [] : [r.outboxId])),
  );
  const senders = await memberNames(deps.db, [...new Set(messages.map((m) => m.sentById))]);
  const counts = new Map<number, TMessageSummary['counts']>();
  for (const r of recipients) {
    const c = counts.get(r.messageId) ?? { recipients: 0, delivered: 0, pending: 0, failed: 0 };
    c.recipients++;
    c[statusOf(r.outboxId, r.handedAt !== null, statuses)]++;
    counts.set(r.messageId, c);
  }
  return messages.map((m) => {
    const sender = senders.get(m.sentById);
    return {
      id: m.id,
      kind: m.kind,
      subject: m.subject,
      audience_label: m.audienceLabel,
      sent_by: sender ? `${sender.firstname} ${sender.lastname}` : `Member #${m.sentById}`,
      sent_at: m.sentAt.toISOString(),
      counts: counts.get(m.id) ?? { recipients: 0, delivered: 0, pending: 0, failed: 0 },
      skipped: { unsubscribed: m.skippedUnsubscribed, no_email: m.skippedNoEmail },
    };
  });
}

/** How many messages the history lists (the latest). */
export const HISTORY_LIMIT = 200;

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
  const message = await deps.db.memberMessage.findUnique({ where: { id }, select: { body: true } });
  if (!message) throw notFound('Message');
  const [summary] = await summaries(deps, [id]);
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
  const statuses = await mailStatuses(
    deps.db,
    recipients.flatMap((r) => (r.outboxId === null ? [] : [r.outboxId])),
  );
  const names = await memberNames(
    deps.db,
    recipients.map((r) => r.memberId),
  );
  return {
    message: summary!,
    body: message.body,
    recipients: recipients.map((r) => {
      const name = names.get(r.memberId);
      return {
        member_id: r.memberId,
        name: name ? `${name.firstname} ${name.lastname}` : r.firstName,
        email: r.email,
        team: r.team,
        division: r.division,
        status: statusOf(r.outboxId, r.handedAt !== null, statuses),
      };
    }),
  };
}

/** What the audience picker offers: seasons being played with their divisions and teams, roster types. */
export async function messageAudiences(deps: Deps): Promise<TMessageAudiences> {
  const seasons = await activeSeasons(deps.db);
  const divisionIds = (await Promise.all(seasons.map((s) => seasonDivisionIds(deps.db, s.id)))).flat();
  const [divisions, teams, rosterTypes] = await Promise.all([
    divisionLabels(deps.db, divisionIds),
    placedTeamsOf(deps.db, divisionIds),
    officialRosterTypes(deps.db),
  ]);
  return {
    seasons: seasons.map((s) => ({
      id: s.id,
      name: s.name,
      divisions: divisions
        .filter((d) => d.seasonId === s.id)
        .sort((a, b) => a.name.localeCompare(b.name) || a.id - b.id)
        .map((d) => ({
          id: d.id,
          name: d.name,
          teams: teams.filter((t) => t.divisionId === d.id).map((t) => ({ id: t.id, name: t.name })),
        })),
    })),
    roster_types: rosterTypes,
  };
}

/** Active members matching the words (the console's member search), ten at most. */
export async function findMembers(deps: Deps, q: string): Promise<TMessageMemberMatch[]> {
  const page = await searchMembers(deps, { q, status: 'active', page_size: 10 });
  return page.members.map((m) => ({
    id: m.mid,
    name: `${m.prefname || m.firstname} ${m.lastname}`,
    email: m.email,
  }));
}

// --- Unsubscribe -----------------------------------------------------------------------------

/** The member and kind a one-click unsubscribe token names; null for a token the app did not make. */
export function readUnsubscribeToken(
  deps: Deps,
  token: string,
): { memberId: number; kind: TMessageKind } | null {
  const value = deps.links.verify(UNSUBSCRIBE, token);
  const match = value ? /^([1-9]\d{0,9}):(newsletter|competition)$/.exec(value) : null;
  if (!match) return null;
  return { memberId: Number(match[1]), kind: match[2] as TMessageKind };
}

/**
 * Turns off the choice a token names (RFC 8058 one-click): answered the same when it was off
 * already; a token the app did not make, or of a member no longer known, is a 404.
 */
export async function unsubscribe(deps: Deps, token: string): Promise<{ kind: TMessageKind }> {
  const named = readUnsubscribeToken(deps, token);
  if (!named || !(await unsubscribeMember(deps.db, named.memberId, named.kind)))
    throw notFound('Unsubscribe link');
  deps.log.info({ memberId: named.memberId, kind: named.kind }, 'member unsubscribed by one-click link');
  return { kind: named.kind };
}

// --- The member-messages job -----------------------------------------------------------------

interface DueRecipient {
  id: number;
  messageId: number;
  memberId: number;
  email: string;
  firstName: string;
  team: string;
  division: string;
  reason: string;
}

/**
 * Hands waiting recipients to the mail outbox, at most MESSAGES_PER_MINUTE in any minute across
 * every process and run (a transaction lock makes runs take turns; what was handed in the last
 * minute is counted), and sends them. Each recipient is claimed FOR UPDATE SKIP LOCKED and marked
 * handed with its outbox row in the same transaction, so none is handed twice.
 */
export async function runMemberMessages(
  deps: Deps,
): Promise<{ handed: number; sent: number; failed: number }> {
  const rate = deps.env.MESSAGES_PER_MINUTE;
  const now = deps.now();
  const outboxIds = await deps.db.$transaction(
    async (tx) => {
      await tx.$queryRaw`SELECT 1 AS locked FROM pg_advisory_xact_lock(hashtext('courtside member-messages'))`;
      const [recent] = await tx.$queryRaw<Array<{ count: number }>>`
        SELECT count(*)::int AS count FROM "MemberMessageRecipient"
         WHERE "handedAt" > ${new Date(now.getTime() - 60_000)} AND "handedAt" <= ${now}`;
      const budget = rate - (recent?.count ?? 0);
      if (budget <= 0) return [];
      const due = await tx.$queryRaw<DueRecipient[]>`
        SELECT id, "messageId", "memberId", email, "firstName", team, division, reason
          FROM "MemberMessageRecipient"
         WHERE "handedAt" IS NULL
         ORDER BY id
         LIMIT ${budget}
           FOR UPDATE SKIP LOCKED`;
      if (due.length === 0) return [];
      const messages = new Map(
        (
          await tx.memberMessage.findMany({
            where: { id: { in: [...new Set(due.map((r) => r.messageId))] } },
            select: { id: true, subject: true, body: true, kind: true },
          })
        ).map((m) => [m.id, m]),
      );
      const ids: number[] = [];
      for (const r of due) {
        const mail = renderFor(deps, messages.get(r.messageId)!, r, r.memberId);
        const outboxId = await queueMail(tx, { to: r.email, ...mail });
        await tx.memberMessageRecipient.update({ where: { id: r.id }, data: { handedAt: now, outboxId } });
        ids.push(outboxId);
      }
      return ids;
    },
    { maxWait: 20_000, timeout: 60_000 },
  );
  const { sent, failed } = await sendQueuedMail(deps, outboxIds);
  return { handed: outboxIds.length, sent, failed };
}
