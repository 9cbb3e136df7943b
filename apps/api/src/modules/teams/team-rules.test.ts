import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { playingNumberProblem, rolesText, rosterLimits, teamCapabilities } from './team-rules.js';

const live = { seasonArchived: false, seasonStatus: 'active', divisionStatus: 'active' } as const;

describe('team capabilities', () => {
  it('lets the manager and team admin manage while the season is live', () => {
    expect(teamCapabilities(['manager'], live)).toEqual({
      live: true,
      canManage: true,
      canSeeContacts: true,
      canSeeInvoices: true,
    });
    expect(teamCapabilities(['admin'], live).canManage).toBe(true);
  });

  it('shows coaches contact details but gives them no management', () => {
    expect(teamCapabilities(['coach'], live)).toEqual({
      live: true,
      canManage: false,
      canSeeContacts: true,
      canSeeInvoices: false,
    });
  });

  it('gives assistants and players names, attendance and expiry only', () => {
    for (const role of ['assistant', 'player'] as const)
      expect(teamCapabilities([role], live)).toEqual({
        live: true,
        canManage: false,
        canSeeContacts: false,
        canSeeInvoices: false,
      });
  });

  it('closes management on archived seasons and inactive seasons or divisions', () => {
    expect(teamCapabilities(['manager'], { ...live, seasonArchived: true }).canManage).toBe(false);
    expect(teamCapabilities(['manager'], { ...live, seasonStatus: 'inactive' }).canManage).toBe(false);
    expect(teamCapabilities(['manager'], { ...live, divisionStatus: 'inactive' }).canManage).toBe(false);
  });
});

describe('t_function', () => {
  it('names every position once, in a fixed order', () => {
    expect(rolesText(['player', 'manager', 'player'])).toBe('Manager, Player');
    expect(rolesText(['coach', 'admin'])).toBe('Team Admin, Coach');
  });
});

describe('roster limits', () => {
  it('defaults the minimum to 5 with no maximum, and skips the minimum when the division says so', () => {
    expect(rosterLimits({ minPlayers: null, maxPlayers: null, skipMinPlayers: false })).toEqual({
      min: 5,
      max: null,
    });
    expect(rosterLimits({ minPlayers: 7, maxPlayers: 12, skipMinPlayers: false })).toEqual({
      min: 7,
      max: 12,
    });
    expect(rosterLimits({ minPlayers: 7, maxPlayers: 12, skipMinPlayers: true })).toEqual({
      min: 0,
      max: 12,
    });
  });
});

describe('playing numbers', () => {
  it('accepts whole numbers 0-100 used once, and blanks', () => {
    expect(playingNumberProblem([0, 100, null, null, 23])).toBeNull();
  });

  it('refuses numbers outside 0-100 or not whole, and a number used twice', () => {
    expect(playingNumberProblem([101])).toBe('range');
    expect(playingNumberProblem([-1])).toBe('range');
    expect(playingNumberProblem([7.5])).toBe('range');
    expect(playingNumberProblem([8, 8])).toBe('duplicate');
  });

  it('accepts any set of distinct numbers in range', () => {
    fc.assert(
      fc.property(fc.uniqueArray(fc.integer({ min: 0, max: 100 }), { maxLength: 20 }), (numbers) => {
        expect(playingNumberProblem(numbers)).toBeNull();
      }),
    );
  });
});
