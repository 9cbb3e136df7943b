import { describe, expect, it } from 'vitest';
import { areasFor } from './nav';

const labels = (roles: Parameters<typeof areasFor>[0]) => areasFor(roles).map((a) => a.label);

describe('console navigation', () => {
  it('lists every area to an admin', () => {
    expect(labels(['admin'])).toEqual([
      'Members',
      'Seasons',
      'Nominations',
      'Teams',
      'Noticeboard',
      'Event rosters',
      'Officials',
      'Messages',
      'Invoices',
      'Vouchers',
      'Orders',
      'Reconciliation',
      'Reports',
      'Settings',
      'Staff',
      'Audit log',
    ]);
  });

  it("lists only the competition areas to competition staff, and nothing to another role's", () => {
    expect(labels(['competition'])).toEqual([
      'Seasons',
      'Nominations',
      'Teams',
      'Noticeboard',
      'Event rosters',
      'Officials',
      'Messages',
      'Settings',
    ]);
    expect(labels(['facilities'])).toEqual([]);
  });

  it('lists the invoices, vouchers, orders, reconciliation and reports to finance staff', () => {
    expect(labels(['finance'])).toEqual(['Invoices', 'Vouchers', 'Orders', 'Reconciliation', 'Reports']);
  });
});
