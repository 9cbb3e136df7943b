import { describe, expect, it } from 'vitest';
import { billableChoices, billableText } from './billable-field';

const found = {
  members: [{ id: 7, name: 'Ann Able', email: 'ann@example.com' }],
  teams: [{ id: 3, name: 'Hoop Dreams', division: 'Div 1', season: 'Summer 2026' }],
};

describe('picking whom to bill or give a voucher', () => {
  it('offers the members and teams found, each told apart', () => {
    expect(billableChoices(found)).toEqual([
      { kind: 'member', id: 7, name: 'Ann Able', detail: 'member 7, ann@example.com' },
      { kind: 'team', id: 3, name: 'Hoop Dreams', detail: 'Div 1, Summer 2026, team 3' },
    ]);
  });

  it('offers only members where only a member may be picked', () => {
    const members = billableChoices(found, ['member']);
    expect(members.map(billableText)).toEqual(['Ann Able (member 7, ann@example.com)']);
    expect(
      billableChoices({ ...found, members: [{ id: 8, name: 'Bo Best', email: null }] }, ['member']),
    ).toEqual([{ kind: 'member', id: 8, name: 'Bo Best', detail: 'member 8' }]);
  });
});
