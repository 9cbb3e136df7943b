import {
  ADD_MEMBER_ROLES,
  ADD_MEMBER_ROLE_TEXT,
  type TTeamGame,
  type TTeamPlayer,
} from '@courtside/contracts';
import Button from '@mui/material/Button';
import type { Control, Path } from 'react-hook-form';
import { DateOfBirthField } from '../../../components/form/DateOfBirthField';
import { FieldGrid } from '../../../components/form/FieldGrid';
import { FormSelect } from '../../../components/form/FormSelect';
import { FormTextField } from '../../../components/form/FormTextField';
import { PersonCheckRow } from '../../../components/form/PersonCheckRow';
import { GENDER_OPTIONS } from '../../../components/form/options';
import { KIND_TEXT, type MemberRow, type RequestKind } from '../member-rows';

const ROLE_OPTIONS = ADD_MEMBER_ROLES.map((r) => ({ value: r, text: ADD_MEMBER_ROLE_TEXT[r] }));

export interface RowsForm {
  rows: MemberRow[];
}

/** One row of an add-member dialog: the person, the check button and its status, or 'Added - {name}' once found. */
export function RequestRow({
  kind,
  index,
  row,
  control,
  games,
  players,
  busy,
  onCheck,
  onRemove,
}: {
  kind: RequestKind;
  index: number;
  row: MemberRow;
  control: Control<RowsForm>;
  games: readonly TTeamGame[];
  players: readonly TTeamPlayer[];
  busy: boolean;
  onCheck: () => void;
  onRemove: () => void;
}) {
  const text = KIND_TEXT[kind];
  const name = (field: keyof MemberRow) => `rows.${index}.${field}` as Path<RowsForm>;
  const label = `${text.rowLabel} ${index + 1}`;
  return (
    <PersonCheckRow
      label={label}
      statusId={`row-${kind}-${index}-status`}
      person={row}
      check={row.check}
      busy={busy}
      checkText={text.button}
      removeText="Remove"
      found={
        <Button size="small" variant="contained" disabled>
          {text.buttonDone}
        </Button>
      }
      onCheck={onCheck}
      onRemove={onRemove}
      kept={
        kind === 'temporary' && (
          <FieldGrid>
            <FormSelect
              control={control}
              name={name('game')}
              label="Game"
              required
              disabled={busy}
              options={games.map((g) => ({ value: String(g.value), text: g.text }))}
            />
            <FormSelect
              control={control}
              name={name('replacing')}
              label="Replacing Player"
              required
              disabled={busy}
              options={players.map((p) => ({ value: String(p.mid), text: `${p.firstname} ${p.lastname}` }))}
            />
          </FieldGrid>
        )
      }
    >
      <FieldGrid>
        <FormTextField
          control={control}
          name={name('firstname')}
          label="First Name"
          required
          disabled={busy}
        />
        <FormTextField control={control} name={name('lastname')} label="Last Name" required disabled={busy} />
        <FormSelect
          control={control}
          name={name('gender')}
          label="Gender"
          required
          disabled={busy}
          options={GENDER_OPTIONS}
        />
        <DateOfBirthField control={control} name={name('dob')} disabled={busy} />
        {kind === 'new' && (
          <FormSelect
            control={control}
            name={name('role')}
            label="Role"
            required
            disabled={busy}
            options={ROLE_OPTIONS}
          />
        )}
        {kind === 'new' && row.check.requireEmail && (
          <FormTextField
            control={control}
            name={name('email')}
            label="Email"
            type="email"
            required
            disabled={busy}
          />
        )}
      </FieldGrid>
    </PersonCheckRow>
  );
}
