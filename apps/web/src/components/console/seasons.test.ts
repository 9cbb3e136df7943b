import type { TSeason } from '@courtside/contracts/admin';
import { describe, expect, it } from 'vitest';
import { chosenOr, seasonBeingPlayed } from './seasons';

const season = (id: number, extra: Partial<TSeason> = {}): TSeason => ({
  id,
  name: `Season ${id}`,
  sport: 'basketball',
  status: 'inactive',
  archived: false,
  nominations_open: false,
  nominations_close_date: null,
  start_date: null,
  copied_from_id: null,
  created_at: '2026-01-01T00:00:00Z',
  division_count: 0,
  team_count: 0,
  ...extra,
});

describe('the season a console choice opens on', () => {
  it('is the season being played, else the newest not archived', () => {
    const next = season(3, { nominations_open: true });
    const playing = season(2, { status: 'active' });
    const old = season(1, { status: 'active', archived: true });
    expect(seasonBeingPlayed([next, playing, old])?.id).toBe(2);
    expect(seasonBeingPlayed([next, old])?.id).toBe(3);
    expect(seasonBeingPlayed([old])?.id).toBe(1);
    expect(seasonBeingPlayed([])).toBeUndefined();
  });

  it('is the season staff last chose while it still exists, else the screen default', () => {
    const seasons = [season(3), season(2, { status: 'active' })];
    expect(chosenOr(seasons, 3, seasonBeingPlayed)?.id).toBe(3);
    expect(chosenOr(seasons, 9, seasonBeingPlayed)?.id).toBe(2);
    expect(chosenOr(seasons, undefined, seasonBeingPlayed)?.id).toBe(2);
  });
});
