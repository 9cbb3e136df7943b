// How a message to members reads: merge fields filled in, the footer saying why it was received
// with its unsubscribe link, a plain-text part and a simple HTML part (everything escaped; the
// mailer frames it in the association's look, lib/mail-layout.ts). Pure functions.
import { MERGE_FIELDS, type TMessageKind } from '@courtside/contracts/admin';
import { fieldError } from '../../lib/app-error.js';
import { escapeHtml } from '../../lib/html.js';

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

/** What each kind of message is called where a member turns it off. */
const KIND_WORDS: Record<TMessageKind, string> = {
  newsletter: 'association news',
  competition: 'competition communications',
};

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
}

export function renderMessage(input: RenderInput) {
  const subject = merge(input.subject, input.values).replace(/\s+/g, ' ').trim();
  const body = merge(input.body, input.values).replace(/\r\n?/g, '\n').trim();
  const why = `You receive this because ${input.reason} at ${input.association}.`;
  const stop = `To stop receiving ${KIND_WORDS[input.kind]} by email, unsubscribe: ${input.unsubscribePage}`;
  const text = `${body}\n\n--\n${why}\n${stop}\n`;
  const paragraphs = body
    .split(/\n\s*\n/)
    .map((p) => `<p>${p.split('\n').map(escapeHtml).join('<br>')}</p>`)
    .join('');
  const html =
    paragraphs +
    `<hr><p style="font-size:12px;color:#555555">${escapeHtml(why)}<br>` +
    `To stop receiving ${KIND_WORDS[input.kind]} by email, ` +
    `<a href="${escapeHtml(input.unsubscribePage)}">unsubscribe</a>.</p>`;
  return {
    subject,
    text,
    html,
    headers: {
      'List-Unsubscribe': `<${input.unsubscribeApi}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}
