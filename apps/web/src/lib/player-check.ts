// Check player, shared by the nomination wizard's
// player rows and the team page's add-member dialogs: the call and the row's state.
import { NOMINATION_MSG, ZCheckPlayerResponse, type ZCheckPlayerRequest } from '@courtside/contracts';
import type { z } from './zod';
import { apiPost, ApiError } from './api-client';

export type CheckPlayerBody = z.input<typeof ZCheckPlayerRequest>;

/**
 * What a check answered: found (with the member id when it is an existing member, and what the
 * chosen division's gender or ages say about the player) or the error text.
 */
export type CheckResult =
  { ok: true; status: string; mid: number | null; warnings: string[] } | { ok: false; status: string };

/** POST /api/ecommerce/teamnomination/checkplayer; a refusal comes back as its text, never thrown. */
export async function checkPlayer(body: CheckPlayerBody): Promise<CheckResult> {
  try {
    const answer = await apiPost('/api/ecommerce/teamnomination/checkplayer', body, ZCheckPlayerResponse);
    return { ok: true, status: answer.data, mid: answer.mid, warnings: answer.warnings };
  } catch (err) {
    return { ok: false, status: err instanceof ApiError ? err.message : NOMINATION_MSG.playerIdentity };
  }
}

/** The state a player row carries besides the person's fields. */
export interface RowCheck {
  /** The status text under the row ('Player Found', 'Email required', ...). */
  status: string;
  /** The check succeeded: the row is added and cannot be clicked again. */
  confirm: boolean;
  /** The button was clicked (a failed check turns it red). */
  click: boolean;
  /** The check asked for an email: the email field shows and is required. */
  requireEmail: boolean;
  /** Filled from a previous team (already found). */
  copied: boolean;
  mid: number | null;
  /** The player is outside the division's gender or ages: shown, never a refusal. */
  warnings: string[];
}

export const UNCHECKED: RowCheck = {
  status: '',
  confirm: false,
  click: false,
  requireEmail: false,
  copied: false,
  mid: null,
  warnings: [],
};

/** A row copied from a previous team is an existing member: found and added. */
export const copiedRow = (mid: number): RowCheck => ({
  status: NOMINATION_MSG.playerFound,
  confirm: true,
  click: true,
  requireEmail: false,
  copied: true,
  mid,
  warnings: [],
});

/** The row after a check. 'Email required' keeps (and from then on requires) the email field. */
export function rowAfterCheck(previous: RowCheck, result: CheckResult): RowCheck {
  if (result.ok)
    return {
      ...previous,
      status: result.status,
      confirm: true,
      click: true,
      mid: result.mid,
      warnings: result.warnings,
    };
  const requireEmail = previous.requireEmail || result.status === NOMINATION_MSG.emailRequired;
  return {
    ...previous,
    status: result.status,
    confirm: false,
    click: true,
    requireEmail,
    mid: null,
    warnings: [],
  };
}

export interface PersonFields {
  firstname: string;
  lastname: string;
  gender: string;
  dob: string;
  mid?: number | null;
}

/** A check runs only with first and last name plus either date of birth and gender, or a member id. */
export const canCheck = (p: PersonFields): boolean =>
  Boolean(p.firstname.trim() && p.lastname.trim() && ((p.dob.trim() && p.gender) || p.mid));

const nameKey = (p: { firstname: string; lastname: string }) =>
  `${p.firstname.trim().toLowerCase()}|${p.lastname.trim().toLowerCase()}`;

/**
 * Whether row `index` repeats a name: among the other rows, or among people already in
 * the team ('Player already added to the team',
 * 'Member already exist or added to the team').
 */
export function isDuplicateName(
  rows: readonly { firstname: string; lastname: string }[],
  index: number,
  existing: readonly { firstname: string; lastname: string }[] = [],
): boolean {
  const row = rows[index];
  if (!row || !row.firstname.trim() || !row.lastname.trim()) return false;
  const key = nameKey(row);
  return rows.some((r, i) => i !== index && nameKey(r) === key) || existing.some((p) => nameKey(p) === key);
}
