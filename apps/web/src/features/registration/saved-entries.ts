// What a visitor has entered in a registration wizard, kept for the visit (session storage,
// one entry per wizard) so Back, Forward or the Login link and back again lose nothing.
// Passwords are never kept; the entry goes once the account is made.
import type { TRegistrationVariant } from '@courtside/contracts';
import type { RegistrationValues } from './registration-form';

export interface SavedEntries {
  values: Partial<RegistrationValues>;
  step: number;
}

const key = (variant: TRegistrationVariant) => `registration-${variant}`;
const storage = (): Storage | null => (typeof sessionStorage === 'undefined' ? null : sessionStorage);

export function readSavedEntries(variant: TRegistrationVariant): SavedEntries | null {
  try {
    const raw = storage()?.getItem(key(variant));
    return raw ? (JSON.parse(raw) as SavedEntries) : null;
  } catch {
    return null;
  }
}

export function saveEntries(
  variant: TRegistrationVariant,
  values: Partial<RegistrationValues>,
  step: number,
) {
  const { password: _password, password_confirmation: _confirmation, ...kept } = values;
  try {
    storage()?.setItem(key(variant), JSON.stringify({ values: kept, step } satisfies SavedEntries));
  } catch {
    // Storage full or refused (private browsing): the wizard works as before, without keeping.
  }
}

export function forgetEntries(variant: TRegistrationVariant) {
  storage()?.removeItem(key(variant));
}
