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
      'Store',
      'Court hire',
      'Venues',
      'HPC',
      'Settings',
      'Staff',
      'Audit log',
    ]);
  });

  it('lists only the competition areas to competition staff', () => {
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
  });

  it('lists the invoices, vouchers, orders, reconciliation and reports to finance staff', () => {
    expect(labels(['finance'])).toEqual(['Invoices', 'Vouchers', 'Orders', 'Reconciliation', 'Reports']);
  });

  it('lists the store, court hire, venues and HPC to facilities staff', () => {
    expect(labels(['facilities'])).toEqual(['Store', 'Court hire', 'Venues', 'HPC']);
  });
});
