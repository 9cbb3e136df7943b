// Rows of the Add New Member Request and Add Temporary Member Request dialogs
//: the fields, the check state and the rules.
import { MSG, TEAM_MSG, ZNewMemberRow, ZTemporaryMemberRow, type TTeamPlayer } from '@courtside/contracts';
import { issuesByField } from '../../lib/form';
import { isDuplicateName, UNCHECKED, type RowCheck } from '../../lib/player-check';

export type RequestKind = 'new' | 'temporary';

export interface MemberRow {
  firstname: string;
  lastname: string;
  gender: string;
  dob: string;
  email: string;
  role: string;
  /** Temporary rows: the game (id as text) and the member id of the player replaced. */
  game: string;
  replacing: string;
  check: RowCheck;
}

export const emptyRow = (): MemberRow => ({
  firstname: '',
  lastname: '',
  gender: '',
  dob: '',
  email: '',
  role: 'player',
  game: '',
  replacing: '',
  check: UNCHECKED,
});

/** Texts that differ between the two dialogs. */
export const KIND_TEXT = {
  new: {
    title: 'Add New Member Request',
    rowLabel: 'New member',
    button: 'ADD NEW MEMBER',
    buttonDone: 'NEW MEMBER ADDED',
    mustClick: 'Must click "ADD New Member" button',
    exists: TEAM_MSG.memberExists,
    added: 'New Member added successfully',
    removed: 'New Member removed successfully',
  },
  temporary: {
    title: 'Add Temporary Member Request',
    rowLabel: 'Temporary member',
    button: 'ADD TEMPORARY MEMBER',
    buttonDone: 'TEMPORARY MEMBER ADDED',
    mustClick: 'Must click "ADD Temporary Member" button',
    exists: TEAM_MSG.temporaryExists,
    added: 'Temporary Member added successfully',
    removed: 'Temporary Member removed successfully',
  },
} as const;

const rowSchema = (kind: RequestKind) => (kind === 'new' ? ZNewMemberRow : ZTemporaryMemberRow);

/** The request row the API takes. */
export function requestRow(kind: RequestKind, row: MemberRow) {
  const base = {
    firstname: row.firstname,
    lastname: row.lastname,
    gender: row.gender,
    dob: row.dob,
    email: row.email,
    mid: row.check.mid ?? undefined,
    role: row.role,
  };
  return kind === 'new' ? base : { ...base, role: 'player', game: row.game, replacing: row.replacing };
}

/**
 * Field messages of one row ({field: message}); 'check' holds the must-click text.
 * Email is required (and must be valid) only once the check asked for it.
 */
export function rowErrors(kind: RequestKind, row: MemberRow): Record<string, string> {
  const parsed = rowSchema(kind).safeParse(requestRow(kind, row));
  const errors = parsed.success ? {} : issuesByField(parsed.error);
  delete errors.mid;
  if (kind === 'new' && row.check.requireEmail && !row.email.trim()) errors.email = MSG.required;
  if (kind === 'temporary') {
    if (!row.game) errors.game = MSG.required;
    if (!row.replacing) errors.replacing = MSG.required;
  }
  if (!row.check.confirm) errors.check = KIND_TEXT[kind].mustClick;
  return errors;
}

/** The names of a row's fields, as its labels say. */
const FIELD_LABELS: Record<string, string> = {
  firstname: 'First Name',
  lastname: 'Last Name',
  gender: 'Gender',
  dob: 'Date of Birth',
  email: 'Email',
  role: 'Role',
  game: 'Game',
  replacing: 'Replacing Player',
};

/**
 * Why Send Request cannot go yet, one sentence per row that is not complete:
 * 'Temporary member 1 needs: Game, Replacing Player.' (the check button counts as a need).
 */
export function incompleteRows(kind: RequestKind, rows: readonly MemberRow[]): string[] {
  const text = KIND_TEXT[kind];
  return rows.flatMap((row, index) => {
    const errors = rowErrors(kind, row);
    const needs = Object.keys(errors).map((field) =>
      field === 'check' ? text.button : (FIELD_LABELS[field] ?? field),
    );
    return needs.length ? [`${text.rowLabel} ${index + 1} needs: ${needs.join(', ')}.`] : [];
  });
}

/** The local duplicate check before asking the server: the same name among the rows or the team's players. */
export const isDuplicateRow = (
  rows: readonly MemberRow[],
  index: number,
  players: readonly Pick<TTeamPlayer, 'firstname' | 'lastname'>[],
) => isDuplicateName(rows, index, players);
