import { describe, expect, it } from 'vitest';
import type { AccessProfile } from '../../lib/access';
import { menuEntries } from './menu';

const visitorLike: AccessProfile = {
  nb_teams: 0,
  adult: false,
  is_eft: false,
  is_ref: false,
  is_roster: false,
  is_man: false,
  is_hpc: false,
  non_pl: false,
  profile_complete: true,
};
const labels = (p: Partial<AccessProfile>) =>
  menuEntries({ ...visitorLike, ...p }, 'netball').map((e) => e.label);

describe('member side drawer', () => {
  it('always shows Dashboard, Profile, Registration, Invoices, Receipts, Store and Court Hire', () => {
    expect(labels({})).toEqual([
      'Dashboard',
      'Profile',
      'Registration',
      'Invoices',
      'Receipts',
      'Store',
      'Court Hire',
    ]);
  });

  it('shows EFT Details only for is_eft', () => {
    expect(labels({ is_eft: true })).toContain('EFT Details');
    expect(labels({})).not.toContain('EFT Details');
  });

  it('shows Registration with the selected sport, and Teams once the member has a team', () => {
    const entries = menuEntries({ ...visitorLike, nb_teams: 1 }, 'netball');
    expect(entries.find((e) => e.label === 'Registration')?.to).toBe('/member/membership?sport=netball');
    expect(entries.map((e) => e.label)).toContain('Teams');
    expect(labels({})).not.toContain('Teams');
  });

  it('shows no Registration to a profile that needs no registration (non_pl)', () => {
    expect(labels({ nb_teams: 1, non_pl: true })).not.toContain('Registration');
    expect(labels({ nb_teams: 1, non_pl: true })).toContain('Teams');
  });

  it('leads staff, and only staff, to the console', () => {
    const staff = menuEntries(visitorLike, 'netball', true);
    expect(staff.at(-1)).toEqual({ label: 'Console', to: '/admin' });
    expect(labels({})).not.toContain('Console');
  });

  it('shows Scorer only to a member named scorer of a game today', () => {
    const scorer = menuEntries(visitorLike, 'netball', false, true);
    expect(scorer.find((e) => e.label === 'Scorer')?.to).toBe('/member/scorer');
    expect(labels({})).not.toContain('Scorer');
  });

  it('shows Team Nomination to adults only', () => {
    expect(labels({ adult: true })).toContain('Team Nomination');
    expect(labels({ adult: false })).not.toContain('Team Nomination');
  });

  it('shows the referee, roster and HPC entries for their flags', () => {
    expect(labels({ is_ref: true })).toEqual(
      expect.arrayContaining(['Competition Roster', 'Competition Availability']),
    );
    expect(labels({ is_roster: true })).toContain('Event Roster');
    expect(labels({ is_hpc: true })).toContain('HPC');
    expect(labels({})).not.toEqual(expect.arrayContaining(['Event Roster']));
  });
});
