// How a message to members reads: merge fields filled in, the footer saying why it was received
// (with its unsubscribe link when it is promotional, a link to the member's mail choices when it
// is a service message), a plain-text part and a simple HTML part (the memberMessage template,
// emails/member-message.tsx: everything escaped; the mailer frames it in the association's look).
import { MERGE_FIELDS, type TMessageKind } from '@courtside/contracts/admin';
import { fieldError } from '../../lib/app-error.js';
import { memberMessage, renderEmail } from '../../emails/index.js';

export type MergeValues = Record<(typeof MERGE_FIELDS)[number], string>;

const FIELD = /\{\{\s*([^{}]*?)\s*\}\}/g;
const KNOWN = new Set<string>(MERGE_FIELDS);
const LIST = MERGE_FIELDS.map((f) => `{{${f}}}`).join(', ');

/** Refuses (422, naming it) a merge field the message cannot fill. */
export function checkMergeFields(texts: { subject: string; body: string }): void {
  for (const field of ['subject', 'body'] as const)
    for (const [, name] of texts[field].matchAll(FIELD))
      if (!KNOWN.has(name!)) throw fieldError(field, `Unknown merge field {{${name}}}: use ${LIST}.`);
}

const merge = (template: string, values: MergeValues) =>
  template.replace(FIELD, (whole, name: string) =>
    KNOWN.has(name) ? values[name as keyof MergeValues] : whole,
  );

/**
 * Whether a kind of message is a service message: about the member's own registration, team or
 * games (fixture changes, finals, washouts). Those go whatever the member's mail choices, with no
 * unsubscribe; promotional ones (association news) go only to members who chose them, each with a
 * one-click unsubscribe (the Spam Act 2003's distinction).
 */
export const isServiceKind = (kind: TMessageKind): boolean => kind === 'competition';

export interface RenderInput {
  subject: string;
  body: string;
  kind: TMessageKind;
  values: MergeValues;
  /** Why the member receives it: "you manage a team in U14 Girls Div 1". */
  reason: string;
  association: string;
  /** The web page that asks the member to confirm (a link scanner's GET never unsubscribes). */
  unsubscribePage: string;
  /** The API address mail clients POST to (RFC 8058 one-click). */
  unsubscribeApi: string;
  /** The member's profile page, where their mail choices are (named in service messages). */
  preferencesPage: string;
}

export interface RenderedMessage {
  subject: string;
  text: string;
  html: string;
  /** The one-click unsubscribe headers of a promotional message; none on a service message. */
  headers: Record<string, string>;
}

export async function renderMessage(input: RenderInput): Promise<RenderedMessage> {
  const text = {
    subject: merge(input.subject, input.values).replace(/\s+/g, ' ').trim(),
    body: merge(input.body, input.values).replace(/\r\n?/g, '\n').trim(),
    why: `You receive this because ${input.reason} at ${input.association}.`,
  };
  if (isServiceKind(input.kind))
    return {
      ...(await renderEmail(memberMessage, {
        ...text,
        footer:
          'It is about your own registration, team or games, so it is sent whatever your mail choices. See them on your',
        linkWords: 'profile',
        href: input.preferencesPage,
      })),
      headers: {},
    };
  return {
    ...(await renderEmail(memberMessage, {
      ...text,
      footer: 'To stop receiving association news by email,',
      linkWords: 'unsubscribe',
      href: input.unsubscribePage,
    })),
    headers: {
      'List-Unsubscribe': `<${input.unsubscribeApi}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}
