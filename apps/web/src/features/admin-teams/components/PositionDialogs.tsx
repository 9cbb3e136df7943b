// Giving a member a position in the team, changing a position's role or playing number, and
// taking a position away (after asking). The API keeps the rules: a full roster and a member
// holding the position already are refused (409) and said above the form; a number another
// player has (422) is said under the number.
import type { TAdminTeam, TAdminTeamPosition } from '@courtside/contracts/admin';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { TEAM_ROLE_TEXT } from '@courtside/contracts';
import { useState } from 'react';
import { useForm, type Control, type FieldValues, type Path, type UseFormSetError } from 'react-hook-form';
import { FormSelect } from '../../../components/form/FormSelect';
import { FormTextField } from '../../../components/form/FormTextField';
import { ApiError } from '../../../lib/api-client';
import { applyServerErrors, schemaResolver } from '../../../lib/form';
import { useAddPosition } from '../api/add-position';
import { useEditPosition } from '../api/edit-position';
import { useRemovePosition } from '../api/remove-position';
import {
  positionCreateOf,
  positionEditOf,
  positionEditSchema,
  ROLE_OPTIONS,
  rosterText,
  ZPositionCreateForm,
  type PositionForm,
} from '../teams';
import { MemberField } from '../../../components/console/member-field';

/** Done: what the team page says once the dialog closes. */
type Done = (text: string) => void;

/** Field errors under their fields, a 404 member under the member, anything else as one message. */
function failureOf<T extends FieldValues>(
  err: unknown,
  setError: UseFormSetError<T>,
  fields: readonly Path<T>[],
): string | null {
  if (!(err instanceof ApiError)) return 'Could not save. Please try again.';
  if (err.status === 404 && fields.includes('mid' as Path<T>) && /^member not found/i.test(err.message)) {
    setError('mid' as Path<T>, { type: 'server', message: 'No member has this id.' });
    return null;
  }
  const left = applyServerErrors(setError, err.errors, fields);
  return left.length || Object.keys(err.errors).length === 0 ? left.join(' ') || err.message : null;
}

function NumberField<T extends FieldValues>({ control, name }: { control: Control<T>; name: Path<T> }) {
  return (
    <FormTextField
      name={name}
      control={control}
      label="Playing number"
      hint="0 to 100, unique in the team; leave empty for none yet"
      inputProps={{ inputMode: 'numeric', maxLength: 3 }}
    />
  );
}

export function AddPositionDialog({
  team,
  searchesContacts,
  onDone,
  onClose,
}: {
  team: TAdminTeam;
  searchesContacts: boolean;
  onDone: Done;
  onClose: () => void;
}) {
  const add = useAddPosition();
  const [failure, setFailure] = useState<string | null>(null);
  const { control, handleSubmit, setError, formState, watch } = useForm<PositionForm>({
    defaultValues: { mid: '', role: 'player', playing_number: '' },
    resolver: schemaResolver(() => ZPositionCreateForm),
  });
  const isPlayer = watch('role') === 'player';
  const onSubmit = handleSubmit(async (form) => {
    setFailure(null);
    try {
      const position = positionCreateOf(form);
      const saved = await add.mutateAsync({ teamId: team.id, position });
      const added = saved.positions.find((p) => p.mid === position.mid && p.role === position.role);
      onDone(`${added?.name ?? `Member ${position.mid}`} is now ${TEAM_ROLE_TEXT[position.role]}.`);
      onClose();
    } catch (err) {
      setFailure(failureOf(err, setError, ['mid', 'role', 'playing_number']));
    }
  });
  return (
    <Dialog open onClose={onClose} aria-labelledby="add-position-title" fullWidth maxWidth="sm">
      <form noValidate onSubmit={(e) => void onSubmit(e)}>
        <DialogTitle id="add-position-title">Add to {team.name}</DialogTitle>
        <DialogContent>
          <DialogContentText>{rosterText(team)}.</DialogContentText>
          {failure && (
            <Alert severity="error" role="alert" sx={{ mt: 2 }}>
              {failure}
            </Alert>
          )}
          <MemberField name="mid" control={control} searchesContacts={searchesContacts} />
          <FormSelect name="role" control={control} label="Role" required options={ROLE_OPTIONS} />
          {isPlayer && <NumberField control={control} name="playing_number" />}
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>Cancel</Button>
          <Button type="submit" variant="contained" disabled={formState.isSubmitting}>
            Add to team
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}

type EditForm = Pick<PositionForm, 'role' | 'playing_number'>;

export function ChangePositionDialog({
  team,
  position,
  onDone,
  onClose,
}: {
  team: TAdminTeam;
  position: TAdminTeamPosition;
  onDone: Done;
  onClose: () => void;
}) {
  const edit = useEditPosition();
  const [failure, setFailure] = useState<string | null>(null);
  const { control, handleSubmit, setError, formState, watch } = useForm<EditForm>({
    defaultValues: {
      role: position.role,
      playing_number: position.playing_number === null ? '' : String(position.playing_number),
    },
    resolver: schemaResolver(() => positionEditSchema(position)),
  });
  const isPlayer = watch('role') === 'player';
  const onSubmit = handleSubmit(async (form) => {
    setFailure(null);
    const change = positionEditOf(position, form);
    if (Object.keys(change).length === 0) return onClose();
    try {
      await edit.mutateAsync({ teamId: team.id, positionId: position.id, edit: change });
      onDone(`${position.name}'s position is changed.`);
      onClose();
    } catch (err) {
      setFailure(failureOf(err, setError, ['role', 'playing_number']));
    }
  });
  return (
    <Dialog open onClose={onClose} aria-labelledby="change-position-title" fullWidth maxWidth="sm">
      <form noValidate onSubmit={(e) => void onSubmit(e)}>
        <DialogTitle id="change-position-title">
          Change {position.name} ({TEAM_ROLE_TEXT[position.role]})
        </DialogTitle>
        <DialogContent>
          {failure && (
            <Alert severity="error" role="alert" sx={{ mb: 2 }}>
              {failure}
            </Alert>
          )}
          <FormSelect name="role" control={control} label="Role" required options={ROLE_OPTIONS} />
          {isPlayer && <NumberField control={control} name="playing_number" />}
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>Cancel</Button>
          <Button type="submit" variant="contained" disabled={formState.isSubmitting}>
            Save
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}

export function RemovePositionDialog({
  team,
  position,
  onDone,
  onClose,
}: {
  team: TAdminTeam;
  position: TAdminTeamPosition;
  onDone: Done;
  onClose: () => void;
}) {
  const remove = useRemovePosition();
  const [failure, setFailure] = useState<string | null>(null);
  const role = TEAM_ROLE_TEXT[position.role];
  const confirm = async () => {
    setFailure(null);
    try {
      await remove.mutateAsync({ teamId: team.id, positionId: position.id });
      onDone(`${position.name} is no longer ${role} of ${team.name}.`);
      onClose();
    } catch (err) {
      setFailure(err instanceof ApiError ? err.message : 'Could not remove the position. Please try again.');
    }
  };
  return (
    <Dialog
      open
      onClose={onClose}
      aria-labelledby="remove-position-title"
      aria-describedby="remove-position-text"
    >
      <DialogTitle id="remove-position-title">
        Remove {position.name} as {role}?
      </DialogTitle>
      <DialogContent>
        {failure && (
          <Alert severity="error" role="alert" sx={{ mb: 2 }}>
            {failure}
          </Alert>
        )}
        <DialogContentText id="remove-position-text">
          {position.name} is taken off {team.name} as {role}. Their other positions in the team stay, and the
          audit log keeps what changed.
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} autoFocus>
          Cancel
        </Button>
        <Button color="error" variant="contained" disabled={remove.isPending} onClick={() => void confirm()}>
          Remove
        </Button>
      </DialogActions>
    </Dialog>
  );
}
