// Messages to members: staff compose an email to an audience, preview it, send a test to
// themselves, and send it. Sending fixes the recipient list (one row per member, with the merge
// values) in one audited transaction; the member-messages job then hands the recipients to the
// mail outbox at MESSAGES_PER_MINUTE. Members without an email, deactivated or merged are left
// out, when it is sent and again when their turn comes; so are, for a promotional message
// (association news), members who turned it off. A competition message is a service message about
// the member's own registration, team or games: it goes whatever their mail choices.
// The history of what was sent is message-history.service.ts. Other areas' data comes through
// their services.
import {
  MESSAGE_KINDS,
  type TMessageAudience,
  type TMessageAudiences,
  type TMessageDraft,
  type TMessageKind,
  type TMessageMemberMatch,
  type TMessagePreview,
  type TMessageSummary,
} from '@courtside/contracts/admin';
import { AppError, fieldError, notFound } from '../../lib/app-error.js';
import type { Deps } from '../../lib/deps.js';
import { todayIso } from '../../lib/local-dates.js';
import { outboxOf } from '../../lib/mail-outbox.js';
import { nothingToAudit, recordAudit } from '../audit/index.js';
import { activeSeasons, divisionLabels, seasonDivisionIds } from '../draw/index.js';
import { activeSubscriberIds } from '../hpc/index.js';
import { registeredMemberIds } from '../membership/index.js';
import {
  memberContact,
  messageContacts,
  officialIds,
  officialRosterTypes,
  searchMembers,
  unsubscribeMember,
} from '../people/index.js';
import { managersOfTeams, placedTeamsOf, playersOfTeams, teamsByIds } from '../teams/index.js';
import { summaries } from './message-history.service.js';
import { checkMergeFields, isServiceKind, renderMessage, type MergeValues } from './message-render.js';

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
      const managersOf = new Map<number, number[]>();
      for (const m of await managersOfTeams(
        db,
        teams.map((t) => t.id),
      )) {
        const ofTeam = managersOf.get(m.teamId);
        if (ofTeam) ofTeam.push(m.memberId);
        else managersOf.set(m.teamId, [m.memberId]);
      }
      // Teams come by name, so a manager of two teams gets the first one's name.
      const entries = new Map<number, Entry>();
      for (const team of teams)
        for (const memberId of managersOf.get(team.id) ?? [])
          if (!entries.has(memberId))
            entries.set(memberId, {
              memberId,
              team: team.name,
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

/** Whether the member gets this kind of message: a service message always, news if they chose it. */
const wants = (contact: { subscribedToNewsletter: boolean }, kind: TMessageKind) =>
  isServiceKind(kind) || contact.subscribedToNewsletter;

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
    else if (!wants(c, kind)) skipped.unsubscribed++;
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
    preferencesPage: `${deps.publicUrl}/member/profile`,
  });
}

const nobody = () =>
  new AppError('validation_failed', 'Nobody in this audience would receive it: choose another audience.', {
    audience: ['Nobody in this audience would receive it.'],
  });

/** POST /api/admin/messages/preview: a read (the draft travels in the body); it writes nothing to audit. */
export async function previewMessage(deps: Deps, draft: TMessageDraft): Promise<TMessagePreview> {
  nothingToAudit();
  checkMergeFields(draft);
  const { recipients, skipped } = await recipientsOf(deps, draft.kind, draft.audience);
  const chosen = draft.preview_member_id
    ? recipients.find((r) => r.memberId === draft.preview_member_id)
    : recipients[0];
  if (draft.preview_member_id && !chosen)
    throw fieldError('preview_member_id', 'That member is not among the recipients.');
  const sample = chosen ? await renderFor(deps, draft, chosen, chosen.memberId) : null;
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
  const mail = await renderFor(deps, draft, first, actorId);
  await deps.mailer.send({ to, ...mail, subject: `[Test] ${mail.subject}` });
  // Sending mail is a console action like any write: the log says who sent what, to whom.
  await recordAudit(deps.db, {
    actorId,
    action: 'message.test',
    entity: 'Member',
    entityId: actorId,
    after: {
      to,
      subject: draft.subject,
      kind: draft.kind,
      audience: draft.audience.type,
      as_member_id: first.memberId,
    },
  });
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
function readUnsubscribeToken(deps: Deps, token: string): { memberId: number; kind: TMessageKind } | null {
  const match = /^([1-9]\d{0,9}):(\w+)$/.exec(deps.links.verify(UNSUBSCRIBE, token) ?? '');
  const kind = MESSAGE_KINDS.find((k) => k === match?.[2]);
  return match && kind ? { memberId: Number(match[1]), kind } : null;
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
 * every process and run, and sends them. Runs take turns on a transaction-scoped advisory lock: a
 * run counts what the last minute handed, picks the next recipients and marks them handed with
 * their outbox rows (one insert, one update) before the next run looks, so the rate holds and
 * none is handed twice. Each recipient's choices are read again first: one who has since turned
 * the message's kind off is taken off the list and counted with those skipped as unsubscribed; one
 * deactivated or merged meanwhile is taken off, as at sending. Their places go to the next ones.
 */
export async function runMemberMessages(
  deps: Deps,
): Promise<{ handed: number; skipped: number; sent: number; failed: number }> {
  const rate = deps.env.MESSAGES_PER_MINUTE;
  const outbox = outboxOf(deps);
  const { outboxIds, skipped } = await deps.db.$transaction(
    async (tx) => {
      await tx.$queryRaw`SELECT 1 AS locked FROM pg_advisory_xact_lock(hashtext('courtside member-messages'))`;
      // The clock is read once the lock is held: a run that waited sees every hand-out of the run
      // before it as within the last minute, whatever the order the two runs started in.
      const now = deps.now();
      const [recent] = await tx.$queryRaw<Array<{ count: number }>>`
        SELECT count(*)::int AS count FROM "MemberMessageRecipient"
         WHERE "handedAt" > ${new Date(now.getTime() - 60_000)}`;
      let budget = rate - (recent?.count ?? 0);
      const messages = new Map<number, { subject: string; body: string; kind: TMessageKind }>();
      const outboxIds: number[] = [];
      let skipped = 0;
      while (budget > 0) {
        const due = await tx.$queryRaw<DueRecipient[]>`
          SELECT id, "messageId", "memberId", email, "firstName", team, division, reason
            FROM "MemberMessageRecipient"
           WHERE "handedAt" IS NULL
           ORDER BY id
           LIMIT ${budget}`;
        if (due.length === 0) break;
        const unread = [...new Set(due.map((r) => r.messageId))].filter((id) => !messages.has(id));
        for (const m of await tx.memberMessage.findMany({
          where: { id: { in: unread } },
          select: { id: true, subject: true, body: true, kind: true },
        }))
          messages.set(m.id, m);
        // Deactivated and merged members are not among the contacts.
        const contacts = new Map(
          (await messageContacts(tx, [...new Set(due.map((r) => r.memberId))])).map((c) => [c.id, c]),
        );
        const handing: DueRecipient[] = [];
        const gone: number[] = [];
        const unsubscribed: number[] = [];
        for (const r of due) {
          const contact = contacts.get(r.memberId);
          if (contact && wants(contact, messages.get(r.messageId)!.kind)) handing.push(r);
          else {
            gone.push(r.id);
            if (contact) unsubscribed.push(r.id);
          }
        }
        if (gone.length > 0)
          await tx.$executeRaw`
            WITH gone AS (
              DELETE FROM "MemberMessageRecipient" WHERE id = ANY(${gone}::int[]) RETURNING id, "messageId"
            )
            UPDATE "MemberMessage" m SET "skippedUnsubscribed" = m."skippedUnsubscribed" + g.n
              FROM (SELECT "messageId", count(*)::int AS n FROM gone
                     WHERE id = ANY(${unsubscribed}::int[]) GROUP BY "messageId") g
             WHERE m.id = g."messageId"`;
        if (handing.length > 0) {
          const ids = await outbox.enqueue(
            tx,
            await Promise.all(
              handing.map(async (r) => ({
                to: r.email,
                ...(await renderFor(deps, messages.get(r.messageId)!, r, r.memberId)),
              })),
            ),
          );
          await tx.$executeRaw`
            UPDATE "MemberMessageRecipient" r SET "handedAt" = ${now}, "outboxId" = u."outboxId"
              FROM unnest(${handing.map((h) => h.id)}::int[], ${ids}::int[]) AS u(id, "outboxId")
             WHERE r.id = u.id`;
          outboxIds.push(...ids);
        }
        skipped += gone.length;
        budget -= handing.length;
      }
      return { outboxIds, skipped };
    },
    { maxWait: 20_000, timeout: 60_000 },
  );
  const { sent, failed } = await outbox.flush(outboxIds);
  return { handed: outboxIds.length, skipped, sent, failed };
}
