// Step 5: the player rows and their states.
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { Control, Path } from 'react-hook-form';
import { DateOfBirthField } from '../../../components/form/DateOfBirthField';
import { FieldGrid } from '../../../components/form/FieldGrid';
import { FormCheckbox } from '../../../components/form/FormCheckbox';
import { PersonCheckRow } from '../../../components/form/PersonCheckRow';
import { FormSelect } from '../../../components/form/FormSelect';
import { FormTextField } from '../../../components/form/FormTextField';
import { GENDER_OPTIONS } from '../../../components/form/options';
import { usePlayerWarnings } from '../api/get-player-warnings';
import { playersHeader, type Limits, type NominationValues, type PlayerRow } from '../nomination-form';

function PlayerRowView({
  index,
  row,
  control,
  busy,
  onCheck,
  onRemove,
}: {
  index: number;
  row: PlayerRow;
  control: Control<NominationValues>;
  busy: boolean;
  onCheck: () => void;
  onRemove: () => void;
}) {
  const name = (field: keyof PlayerRow) => `players.${index}.${field}` as Path<NominationValues>;
  const label = `Player ${index + 1}`;
  return (
    <PersonCheckRow
      label={label}
      statusId={`player-${index}-status`}
      person={row}
      check={row.check}
      busy={busy}
      checkText="ADD PLAYER"
      removeText="Remove player"
      removeFoundLabel={`Remove player ${row.firstname} ${row.lastname}`}
      onCheck={onCheck}
      onRemove={onRemove}
    >
      <FieldGrid>
        <FormTextField
          control={control}
          name={name('firstname')}
          label="Firstname"
          required
          disabled={busy}
        />
        <FormTextField control={control} name={name('lastname')} label="Lastname" required disabled={busy} />
        <FormSelect
          control={control}
          name={name('gender')}
          label="Gender"
          required
          disabled={busy}
          options={GENDER_OPTIONS}
        />
        <DateOfBirthField control={control} name={name('dob')} disabled={busy} />
        {row.check.requireEmail && (
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
      <FormCheckbox control={control} name={name('rep')} label="Representative Player?" disabled={busy} />
    </PersonCheckRow>
  );
}

export function PlayersStep({
  division,
  rows,
  keys,
  control,
  limits,
  countError,
  busyIndex,
  onCheck,
  onRemove,
  onAdd,
}: {
  /** The chosen division's id ('' for none): copied players are checked against it. */
  division: string;
  rows: readonly PlayerRow[];
  keys: readonly string[];
  control: Control<NominationValues>;
  limits: Limits;
  countError: string | null;
  busyIndex: number | null;
  onCheck: (index: number) => void;
  onRemove: (index: number) => void;
  onAdd: () => void;
}) {
  // Players copied from a previous team were never checked: the division's warnings come apart.
  const copied = rows.flatMap((r) => (r.check.copied && r.check.mid ? [r.check.mid] : []));
  const copiedWarnings = usePlayerWarnings(division, copied).data;
  const withWarnings = (row: PlayerRow): PlayerRow => {
    const warnings = row.check.copied && row.check.mid ? copiedWarnings?.get(row.check.mid) : undefined;
    return warnings ? { ...row, check: { ...row.check, warnings } } : row;
  };
  return (
    <>
      <Typography variant="subtitle1" component="p" sx={{ fontWeight: 600, mb: 1 }}>
        {playersHeader(limits)}
      </Typography>
      <Typography variant="body2" sx={{ mb: 2 }}>
        Enter each player and click ADD PLAYER to look them up. People new to the association need an email
        address.
      </Typography>
      {countError && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {countError}
        </Alert>
      )}
      {rows.map((row, index) => (
        <PlayerRowView
          key={keys[index] ?? index}
          index={index}
          row={withWarnings(row)}
          control={control}
          busy={busyIndex !== null}
          onCheck={() => onCheck(index)}
          onRemove={() => onRemove(index)}
        />
      ))}
      {/* Offered up to the division's maximum, also where players are optional. */}
      <Button variant="outlined" onClick={onAdd} disabled={limits.max !== null && rows.length >= limits.max}>
        ADDITIONAL PLAYER
      </Button>
    </>
  );
}
