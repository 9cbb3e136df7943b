import type { TPageSettings } from '@courtside/contracts/admin';
import { describe, expect, it } from 'vitest';
import {
  competitionUpdateOf,
  hasChanges,
  pageSettingsChanges,
  pageSettingsFormOf,
  ZCompetitionForm,
  ZPageSettingsForm,
} from './settings-form';

const env = <T>(value: T) => ({ value, source: 'environment' as const, environment: value });
const current: TPageSettings = {
  client_name: { value: 'Hoops Club', source: 'console', environment: 'Demo Association' },
  time_zone: env('Australia/Sydney'),
  tax_rate: env(0.1),
  donations: env(true),
  auto_usernames: env(false),
  min_password_length: env(8),
  maps_autocomplete: env(false),
  stats_enabled: { value: false, source: 'console', environment: true },
};

describe('page settings form', () => {
  it('sends nothing when nothing changed', () => {
    expect(hasChanges(pageSettingsChanges(current, pageSettingsFormOf(current)))).toBe(false);
  });

  it('sends only the settings changed, numbers as numbers, with the reason', () => {
    const form = {
      ...pageSettingsFormOf(current),
      tax_rate: ' 0.15 ',
      min_password_length: '10',
      donations: false,
      reason: ' GST ',
    };
    expect(pageSettingsChanges(current, form)).toEqual({
      tax_rate: 0.15,
      min_password_length: 10,
      donations: false,
      reason: 'GST',
    });
  });

  it('sends null for a console setting given back to the environment, nothing for one already there', () => {
    const form = pageSettingsFormOf(current);
    form.use_environment.client_name = true;
    form.use_environment.time_zone = true;
    expect(pageSettingsChanges(current, form)).toEqual({ client_name: null });
  });

  it('refuses a tax rate or a password length that is not a number, with the field named', () => {
    const result = ZPageSettingsForm.safeParse({
      ...pageSettingsFormOf(current),
      tax_rate: '10%',
      min_password_length: 'eight',
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => i.path.join('.')).sort()).toEqual([
      'min_password_length',
      'tax_rate',
    ]);
  });

  it('refuses what the contract refuses: a tax rate above 1, an unknown time zone', () => {
    const result = ZPageSettingsForm.safeParse({
      ...pageSettingsFormOf(current),
      tax_rate: '10',
      time_zone: 'Mars/Olympus',
    });
    expect(result.error?.issues.map((i) => i.path.join('.')).sort()).toEqual(['tax_rate', 'time_zone']);
  });
});

describe('competition defaults form', () => {
  const form = {
    points: {
      win: '3',
      draw: '2',
      loss: '1',
      bye: '3',
      forfeit_win: '3',
      forfeit_non_advised: '-1',
      forfeit_notified: '0',
      forfeit_admin: '0',
      disqualified: '0',
    },
    tie_break_order: ['wins' as const, 'percentage' as const],
    reason: '',
  };

  it('sends points as whole numbers and the tie-breaks in their order', () => {
    const update = competitionUpdateOf(form);
    expect(update.points).toMatchObject({ win: 3, forfeit_non_advised: -1 });
    expect(update.tie_break_order).toEqual(['wins', 'percentage']);
    expect(ZCompetitionForm.safeParse(form).success).toBe(true);
  });

  it('refuses points that are not whole numbers, under the outcome', () => {
    const result = ZCompetitionForm.safeParse({ ...form, points: { ...form.points, draw: '1.5' } });
    expect(result.error?.issues.map((i) => i.path.join('.'))).toEqual(['points.draw']);
  });
});
