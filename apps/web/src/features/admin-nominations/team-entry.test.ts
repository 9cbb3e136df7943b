import { describe, expect, it } from 'vitest';
import { enteredText, teamEntryOf, ZTeamEntryForm } from './team-entry';

const form = {
  team_name: '  Glebe Giants ',
  manager_id: '12',
  season_id: '3',
  division_id: '7',
  preferred_division_id: '',
  reason: '',
};

describe('the Enter a team form', () => {
  it('sends the picked ids as numbers, without an empty preferred division or reason', () => {
    expect(teamEntryOf(form)).toEqual({
      team_name: 'Glebe Giants',
      manager_id: 12,
      season_id: 3,
      division_id: 7,
    });
  });

  it('asks for a manager picked from the search', () => {
    const result = ZTeamEntryForm.safeParse({ ...form, manager_id: '' });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => i.message)).toEqual([
      'Find the manager by name and pick them from the list.',
    ]);
  });

  it('says what was billed, or that a waitlisted team is billed nothing yet', () => {
    const outcome = {
      team_id: 1,
      team: 'Glebe Giants',
      invoice_id: 40,
      amount_cents: 65_000,
      gst_cents: 5_909,
    };
    expect(enteredText({ ...outcome, status: 'pending' }, 'Div 1')).toBe(
      "Glebe Giants is entered in Div 1: invoice 40 for $650.00 (GST $59.09) is on its manager's Invoices page.",
    );
    expect(
      enteredText(
        { ...outcome, status: 'waitlisted', invoice_id: null, amount_cents: 0, gst_cents: 0 },
        'Div 1',
      ),
    ).toBe('Div 1 is full: Glebe Giants is on its waitlist, billed nothing until it is offered a place.');
  });
});
