import { describe, expect, it } from 'vitest';
import { membershipStatus, type AccessProfile } from '../../lib/access';
import { dashboardTiles } from './tiles';

const base: AccessProfile = {
  nb_teams: 0,
  adult: true,
  is_eft: false,
  is_ref: false,
  is_roster: false,
  is_man: false,
  is_hpc: false,
  non_pl: false,
  profile_complete: true,
};
const titles = (p: Partial<AccessProfile>, stats = true) =>
  dashboardTiles({ ...base, ...p }, stats, 'basketball').map((t) => t.title);

describe('dashboard tiles', () => {
  it('shows Registration to a member without a team too, and Stats only with a team and the stats feature on', () => {
    const registration = dashboardTiles(base, true, 'basketball').find((t) => t.key === 'registration');
    expect(registration).toMatchObject({
      text: 'Register and pay your membership',
      to: '/member/membership?sport=basketball',
    });
    expect(titles({ non_pl: true })).not.toContain('Registration');
    expect(titles({})).not.toContain('Stats');
    expect(titles({ nb_teams: 2 })).toEqual(expect.arrayContaining(['Registration', 'Stats']));
    expect(titles({ nb_teams: 2 }, false)).not.toContain('Stats');
  });

  it('shows Teams only to a member with at least one team', () => {
    expect(titles({})).not.toContain('Teams');
    expect(titles({ nb_teams: 1 })).toContain('Teams');
  });

  it('shows Noticeboard for managers and Team Nomination for adults', () => {
    expect(titles({ is_man: true })).toContain('Noticeboard');
    expect(titles({})).not.toContain('Noticeboard');
    expect(titles({ adult: false })).not.toContain('Team Nomination');
  });

  it('uses the tile texts', () => {
    const tiles = dashboardTiles(base, true, 'basketball');
    expect(tiles.find((t) => t.key === 'profile')?.text).toBe('Update your contact details');
    expect(tiles.find((t) => t.key === 'booking')?.text).toBe('Book your favorite sport');
  });
});

describe('membership status', () => {
  it('is REGISTERED with an expiry date and no renewal flag', () => {
    expect(membershipStatus({ expiry_date: '31/03/2027', memb_renewal: false })).toBe('REGISTERED');
  });
  it('is PLEASE RENEW with an expiry date and the renewal flag', () => {
    expect(membershipStatus({ expiry_date: '31/03/2027', memb_renewal: true })).toBe('PLEASE RENEW');
  });
  it('is UNREGISTERED without an expiry date', () => {
    expect(membershipStatus({ expiry_date: null, memb_renewal: true })).toBe('UNREGISTERED');
    expect(membershipStatus(undefined)).toBe('UNREGISTERED');
  });
});
