// The bulk decision's words, kept pure so they are tested without a browser: the dialog's title
// and what the answer says ("2 accepted; 1 refused: Wolves: That division has no place left…").
import type {
  TNominationBulkAction,
  TNominationBulkOutcome,
  TNominationBulkResult,
} from '@courtside/contracts/admin';
import { formatCents } from '../../lib/money';

export const BULK_ACTION_LABEL: Record<TNominationBulkAction, string> = {
  accept: 'Accept…',
  decline: 'Decline…',
  waitlist: 'Waitlist…',
};

const teams = (n: number) => (n === 1 ? '1 team' : `${n} teams`);

export function bulkTitle(action: TNominationBulkAction, picked: number): string {
  if (action === 'waitlist') return `Put ${teams(picked)} on the waitlist`;
  return `${action === 'accept' ? 'Accept' : 'Decline'} ${teams(picked)}`;
}

const DONE: Record<TNominationBulkAction, string> = {
  accept: 'accepted',
  decline: 'declined',
  waitlist: 'put on the waitlist',
};

/** What the bulk decision did: how many were decided, what was refunded, and each refusal with its reason. */
export function bulkOutcomeText(outcome: TNominationBulkOutcome): string {
  const parts = [`${outcome.decided} ${DONE[outcome.action]}`];
  const refunded = outcome.results.reduce((sum, r) => sum + r.refunded_cents, 0);
  if (refunded > 0) parts[0] += ` (${formatCents(refunded)} refunded to the cards paid with)`;
  const offered = outcome.results.filter((r) => r.offered_team_id !== null).length;
  if (offered > 0)
    parts.push(
      `${offered === 1 ? 'a freed place was' : `${offered} freed places were`} offered to the waitlist`,
    );
  const refused = outcome.results.filter((r) => !r.decided);
  // Each refusal is the single decision's sentence, its full stop left for the end of the line.
  const why = (r: TNominationBulkResult) =>
    `${r.team ?? `team number ${r.team_id}`}: ${(r.message ?? 'refused').replace(/\.$/, '')}`;
  if (refused.length > 0) parts.push(`${refused.length} refused: ${refused.map(why).join('; ')}`);
  // Players outside a division's range do not stop an acceptance; staff are told whom they let in.
  const warned = outcome.results.filter((r) => r.warnings.length > 0);
  const warnings = warned.map((r) => `${r.team ?? r.team_id}: ${r.warnings.join('; ')}`).join('. ');
  return `${parts.join('; ')}.${warned.length > 0 ? ` Accepted with warnings: ${warnings}.` : ''}`;
}
