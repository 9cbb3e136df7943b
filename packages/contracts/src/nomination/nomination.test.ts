import { describe, expect, it } from 'vitest';
import { NOMINATION_MSG, ZPlayerIdentity, playerLimits, withoutSoldOut } from './nomination.js';
import { ZNominationCoach } from './nomination-payment.js';
import { ZTeamSaveRequest } from '../teams/teams.js';

describe('nomination rules shared with the web app', () => {
  it('applies the division minimum unless it is skipped, and the maximum when set', () => {
    expect(playerLimits({ min_players: 5, max_players: null, sk_val: false })).toEqual({ min: 5, max: null });
    expect(playerLimits({ min_players: 5, max_players: 10, sk_val: true })).toEqual({ min: 0, max: 10 });
    expect(playerLimits({ min_players: 7, max_players: 10, sk_val: false }, true)).toEqual({
      min: 0,
      max: 10,
    });
  });

  it("strips the '(SOLD OUT) ' prefix for preferred choices", () => {
    expect(withoutSoldOut(`${NOMINATION_MSG.soldOutPrefix}Open Men Div 2`)).toBe('Open Men Div 2');
    expect(withoutSoldOut('Open Men Div 2')).toBe('Open Men Div 2');
  });

  it('needs the coach fields only when showCoach is on', () => {
    expect(ZNominationCoach.parse({ showCoach: false, firstname: '' })).toEqual({ showCoach: false });
    const res = ZNominationCoach.safeParse({ showCoach: 'true' });
    expect(res.success).toBe(false);
  });

  it('identifies a player by names plus dob and gender, or by member id', () => {
    expect(ZPlayerIdentity.safeParse({ firstname: 'Ava', lastname: 'Lee', mid: 12 }).success).toBe(true);
    expect(
      ZPlayerIdentity.safeParse({ firstname: 'Ava', lastname: 'Lee', dob: '01/02/2000', gender: 'female' })
        .success,
    ).toBe(true);
    expect(
      ZPlayerIdentity.safeParse({ firstname: 'Ava', lastname: 'Lee', dob: '31/02/2000', gender: 'female' })
        .success,
    ).toBe(false);
    expect(ZPlayerIdentity.safeParse({ firstname: 'Ava', lastname: 'Lee' }).success).toBe(false);
  });

  it('reads playing numbers from the JSON text list of the save form', () => {
    const parsed = ZTeamSaveRequest.parse({
      teamTid: '4',
      singletColour: ' Navy ',
      numberColour: '',
      playersNumber: '[{"mid":3,"number":"7"},[5,""]]',
    });
    expect(parsed).toEqual({
      teamTid: 4,
      singletColour: 'Navy',
      numberColour: '',
      playersNumber: [
        { mid: 3, number: 7 },
        { mid: 5, number: null },
      ],
    });
  });
});
