// A new season, a copy of one (every division with its settings, no teams), or a change to
// one: its name and start date, and (not for a copy) its sport and nominations closing date. Checked with the contract (ZSeasonCreate,
// ZSeasonCopy); the server's refusals (a name in use) show under the fields.
import { SPORTS } from '@courtside/contracts';
import type { TSeason } from '@courtside/contracts/admin';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { FormSelect } from '../../../components/form/FormSelect';
import { IsoDateField } from '../../../components/form/IsoDateField';
import { FormTextField } from '../../../components/form/FormTextField';
import { ApiError } from '../../../lib/api-client';
import { applyServerErrors, schemaResolver } from '../../../lib/form';
import { useCopySeason } from '../api/copy-season';
import { useCreateSeason } from '../api/create-season';
import { useUpdateSeason } from '../api/update-season';
import {
  seasonCopyOf,
  seasonCreateOf,
  ZSeasonCopyForm,
  ZSeasonCreateForm,
  type SeasonForm,
} from '../season-form';

const SPORT_OPTIONS = SPORTS.map((s) => ({ value: s, text: s[0]!.toUpperCase() + s.slice(1) }));

export function SeasonDialog({
  copyOf,
  edit,
  onClose,
  onDone,
}: {
  /** The season to copy; null: a new, empty season (or the one to change). */
  copyOf: TSeason | null;
  /** The season whose name, sport and start date change. */
  edit?: TSeason;
  onClose: () => void;
  onDone: (season: TSeason) => void;
}) {
  const create = useCreateSeason();
  const copy = useCopySeason();
  const update = useUpdateSeason();
  const [failure, setFailure] = useState<string | null>(null);
  const { control, handleSubmit, setError, formState } = useForm<SeasonForm>({
    defaultValues: edit
      ? {
          name: edit.name,
          sport: edit.sport,
          start_date: edit.start_date ?? '',
          nominations_close_date: edit.nominations_close_date ?? '',
        }
      : { name: '', sport: copyOf?.sport ?? '', start_date: '', nominations_close_date: '' },
    resolver: schemaResolver(() => (copyOf ? ZSeasonCopyForm : ZSeasonCreateForm)),
  });
  const onSubmit = handleSubmit(async (form) => {
    setFailure(null);
    try {
      const season = edit
        ? await update.mutateAsync({ id: edit.id, ...seasonCreateOf(form) })
        : copyOf
          ? await copy.mutateAsync({ id: copyOf.id, ...seasonCopyOf(form) })
          : await create.mutateAsync(seasonCreateOf(form));
      onDone(season);
    } catch (err) {
      if (!(err instanceof ApiError)) return setFailure('Could not save the season. Please try again.');
      const left = applyServerErrors(setError, err.errors, [
        'name',
        'sport',
        'start_date',
        'nominations_close_date',
      ]);
      if (left.length || Object.keys(err.errors).length === 0) setFailure(left.join(' ') || err.message);
    }
  });
  const title = edit ? `Change ${edit.name}` : copyOf ? `Copy ${copyOf.name}` : 'New season';

  return (
    <Dialog open onClose={onClose} aria-labelledby="season-dialog-title" fullWidth maxWidth="sm">
      <form noValidate onSubmit={(e) => void onSubmit(e)}>
        <DialogTitle id="season-dialog-title">{title}</DialogTitle>
        <DialogContent>
          {copyOf && (
            <DialogContentText>
              The new season gets every division of {copyOf.name} with all its settings, in the same grades
              and groups, without teams or games. It starts inactive with nominations closed.
            </DialogContentText>
          )}
          {failure && (
            <Alert severity="error" role="alert" sx={{ my: 2 }}>
              {failure}
            </Alert>
          )}
          <FormTextField
            name="name"
            control={control}
            label="Season name"
            required
            autoFocus
            inputProps={{ maxLength: 100 }}
          />
          {!copyOf && (
            <FormSelect name="sport" control={control} label="Sport" required options={SPORT_OPTIONS} />
          )}
          <IsoDateField name="start_date" control={control} label="Start date" />
          {!copyOf && (
            <IsoDateField
              name="nominations_close_date"
              control={control}
              label="Nominations close"
              hint="dd/mm/yyyy, or leave empty: the last day managers can enter teams online (staff still can)"
            />
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>Cancel</Button>
          <Button type="submit" variant="contained" disabled={formState.isSubmitting}>
            {edit ? 'Save season' : copyOf ? 'Copy season' : 'Create season'}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
