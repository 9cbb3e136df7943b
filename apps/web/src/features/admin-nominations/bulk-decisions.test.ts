import { describe, expect, it } from 'vitest';
import type { TNominationBulkOutcome, TNominationBulkResult } from '@courtside/contracts/admin';
import { bulkOutcomeText, bulkTitle } from './bulk-decisions';

const decided = (team_id: number, more: Partial<TNominationBulkResult> = {}): TNominationBulkResult => ({
  team_id,
  team: `Team ${team_id}`,
  decided: true,
  status: 'accepted',
  message: null,
  refunded_cents: 0,
  offered_team_id: null,
  warnings: [],
  ...more,
});
const outcome = (action: TNominationBulkOutcome['action'], results: TNominationBulkResult[]) => ({
  action,
  results,
  decided: results.filter((r) => r.decided).length,
  refused: results.filter((r) => !r.decided).length,
});

describe('the bulk decision’s words', () => {
  it('names the dialog after the decision and how many teams are picked', () => {
    expect(bulkTitle('accept', 3)).toBe('Accept 3 teams');
    expect(bulkTitle('decline', 1)).toBe('Decline 1 team');
    expect(bulkTitle('waitlist', 2)).toBe('Put 2 teams on the waitlist');
  });

  it('says how many were decided and each refusal with its reason', () => {
    const refusal = 'That division has no place left: decline or waitlist a team in it first.';
    expect(
      bulkOutcomeText(
        outcome('accept', [
          decided(1),
          decided(2, { decided: false, status: null, team: 'Wolves', message: refusal }),
          decided(3),
        ]),
      ),
    ).toBe(`2 accepted; 1 refused: Wolves: ${refusal}`);
  });

  it('lists several refusals in one sentence', () => {
    const refused = (team_id: number, message: string) =>
      decided(team_id, { decided: false, status: null, message });
    expect(
      bulkOutcomeText(
        outcome('waitlist', [
          refused(1, 'A declined nomination cannot be waitlisted.'),
          refused(2, 'Team not found.'),
        ]),
      ),
    ).toBe(
      '0 put on the waitlist; 2 refused: Team 1: A declined nomination cannot be waitlisted; Team 2: Team not found.',
    );
  });

  it('names the players outside a division’s range that an acceptance let in', () => {
    expect(
      bulkOutcomeText(
        outcome('accept', [
          decided(1, { warnings: ['Sam Lee is male: this division is for women', 'Sam Lee is 34'] }),
          decided(2),
        ]),
      ),
    ).toBe(
      '2 accepted. Accepted with warnings: Team 1: Sam Lee is male: this division is for women; Sam Lee is 34.',
    );
  });

  it('adds up the refunds and the places offered to the waitlist', () => {
    expect(
      bulkOutcomeText(
        outcome('decline', [
          decided(1, { status: 'declined', refunded_cents: 65_000, offered_team_id: 9 }),
          decided(2, { status: 'declined', refunded_cents: 65_000 }),
        ]),
      ),
    ).toBe(
      '2 declined ($1,300.00 refunded to the cards paid with); a freed place was offered to the waitlist.',
    );
  });
});
