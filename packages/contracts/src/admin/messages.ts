// Messages to members (API /api/admin/messages): competition staff email an audience of members.
// A message's kind: `competition` is a service message about the member's own registration, team
// or games (fixture changes, finals, washouts) and goes whatever their mail choices; `newsletter`
// (association news) is promotional and goes only to members with subscribed_to_newsletter on.
// Email only: the portal has no SMS gateway, so subscribed_to_sms is honoured by never texting.
// Subject and body may hold the merge fields {{first_name}}, {{team}} and {{division}}.
import { z } from 'zod/mini';
import { requiredText, SPORTS } from '../common/fields.js';
import { id } from './fields.js';

export const MESSAGE_KINDS = ['newsletter', 'competition'] as const;
export type TMessageKind = (typeof MESSAGE_KINDS)[number];
export const MERGE_FIELDS = ['first_name', 'team', 'division'] as const;
export const MESSAGE_SUBJECT_MAX = 200;
export const MESSAGE_BODY_MAX = 20_000;
/** Hand-picked members per message, at most. */
export const PICKED_MEMBERS_MAX = 500;

/** Who a message goes to. */
export const ZMessageAudience = z.discriminatedUnion('type', [
  /** The managers (and team admins) of the teams holding a place in a division. */
  z.object({ type: z.literal('division_managers'), division_id: id }),
  z.object({ type: z.literal('team_players'), team_id: id }),
  /** Members whose registration for the sport has not expired. */
  z.object({ type: z.literal('sport_members'), sport: z.enum(SPORTS) }),
  /** Members who are officials (is_ref), optionally only those given one roster type. */
  z.object({ type: z.literal('officials'), roster_type: z.optional(z.string().check(z.maxLength(60))) }),
  /** Members with an active HPC subscription. */
  z.object({ type: z.literal('hpc_members') }),
  z.object({
    type: z.literal('members'),
    member_ids: z.array(id).check(z.minLength(1), z.maxLength(PICKED_MEMBERS_MAX)),
  }),
]);
export type TMessageAudience = z.infer<typeof ZMessageAudience>;
export type TMessageAudienceType = TMessageAudience['type'];

/** POST /api/admin/messages (send), /messages/preview and /messages/test. */
export const ZMessageDraft = z.object({
  kind: z.enum(MESSAGE_KINDS),
  audience: ZMessageAudience,
  subject: requiredText(MESSAGE_SUBJECT_MAX),
  /** Plain text; a blank line starts a paragraph. */
  body: requiredText(MESSAGE_BODY_MAX),
  /** Preview only: whose merge values to show (one of the recipients); the first by default. */
  preview_member_id: z.optional(id),
});
export type TMessageDraft = z.infer<typeof ZMessageDraft>;

export const ZMessageSkipped = z.object({
  /** Members whose choice for this kind of message is off. */
  unsubscribed: z.number(),
  /** Members without an email address. */
  no_email: z.number(),
});

/** POST /api/admin/messages/preview. */
export const ZMessagePreview = z.object({
  data: z.object({
    recipients: z.number(),
    skipped: ZMessageSkipped,
    /** The message as one recipient gets it; null when nobody would. */
    sample: z.nullable(
      z.object({
        member_id: z.number(),
        name: z.string(),
        email: z.string(),
        subject: z.string(),
        /** The plain-text part, with the footer saying why it was received. */
        text: z.string(),
      }),
    ),
  }),
});
export type TMessagePreview = z.infer<typeof ZMessagePreview>['data'];

/** POST /api/admin/messages/test: sent to the signed-in staff member's own address. */
export const ZMessageTestSent = z.object({ data: z.object({ to: z.string() }) });

export const ZMessageCounts = z.object({
  recipients: z.number(),
  delivered: z.number(),
  /** Not yet handed to the relay, or handed and waiting for a retry. */
  pending: z.number(),
  failed: z.number(),
});

export const ZMessageSummary = z.object({
  id: z.number(),
  kind: z.enum(MESSAGE_KINDS),
  subject: z.string(),
  audience_label: z.string(),
  sent_by: z.string(),
  sent_at: z.string(),
  counts: ZMessageCounts,
  skipped: ZMessageSkipped,
});
export type TMessageSummary = z.infer<typeof ZMessageSummary>;

/** GET /api/admin/messages: the latest messages first. */
export const ZMessageList = z.object({ data: z.array(ZMessageSummary) });
/** POST /api/admin/messages answers 201 with the message as it stands. */
export const ZMessageSent = z.object({ data: ZMessageSummary });

export const ZMessageRecipient = z.object({
  member_id: z.number(),
  name: z.string(),
  email: z.string(),
  team: z.string(),
  division: z.string(),
  status: z.enum(['pending', 'delivered', 'failed']),
});
export type TMessageRecipient = z.infer<typeof ZMessageRecipient>;

/** GET /api/admin/messages/:id. */
export const ZMessageDetail = z.object({
  data: z.object({
    message: ZMessageSummary,
    body: z.string(),
    recipients: z.array(ZMessageRecipient),
  }),
});
export type TMessageDetail = z.infer<typeof ZMessageDetail>['data'];

/** GET /api/admin/messages/audiences: what the audience picker offers. */
export const ZMessageAudiences = z.object({
  data: z.object({
    seasons: z.array(
      z.object({
        id: z.number(),
        name: z.string(),
        divisions: z.array(
          z.object({
            id: z.number(),
            name: z.string(),
            teams: z.array(z.object({ id: z.number(), name: z.string() })),
          }),
        ),
      }),
    ),
    roster_types: z.array(z.string()),
  }),
});
export type TMessageAudiences = z.infer<typeof ZMessageAudiences>['data'];

/** GET /api/admin/messages/members?q=: the console's member search, for hand-picking recipients. */
export const ZMessageMemberQuery = z.object({ q: z.string().check(z.minLength(1), z.maxLength(100)) });
export const ZMessageMemberMatches = z.object({
  data: z.array(z.object({ id: z.number(), name: z.string(), email: z.nullable(z.string()) })),
});
export type TMessageMemberMatch = z.infer<typeof ZMessageMemberMatches>['data'][number];
