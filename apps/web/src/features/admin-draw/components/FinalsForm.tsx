// Draws a division's finals from its ladder, in the division's finals format (top two, top four,
// the page system), on the free time slots from a first date (empty: the day after its last
// regular game). The draft opens on its own page with the rank labels the public draw shows.
// While regular games have no result the server refuses (the ladder is not final); the form then
// asks for the reason to draw them anyway, which the audit log keeps.
import type { TDrawSetup } from '@courtside/contracts/admin';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { FieldGrid } from '../../../components/form/FieldGrid';
import { FormSelect } from '../../../components/form/FormSelect';
import { FormTextField } from '../../../components/form/FormTextField';
import { ApiError } from '../../../lib/api-client';
import { IsoDateField } from '../../../components/form/IsoDateField';
import { schemaResolver } from '../../../lib/form';
import { useDrawFinals } from '../api/draw-finals';
import { FINALS_RENAME, finalsOf, NEW_FINALS, ZFinalsForm, type FinalsForm as Form } from '../draw-form';
import { failureOf } from '../../../components/console/failure';

const FIELDS = ['division_id', 'first_date', 'reason'];

export function FinalsForm({ setup }: { setup: TDrawSetup }) {
  const finals = useDrawFinals();
  const navigate = useNavigate();
  const [failure, setFailure] = useState<string | null>(null);
  const [unfinished, setUnfinished] = useState(false);
  const { control, handleSubmit, setError, formState } = useForm<Form>({
    defaultValues: NEW_FINALS,
    resolver: schemaResolver(() => ZFinalsForm),
  });
  const onSubmit = handleSubmit(async (form) => {
    setFailure(null);
    try {
      const draft = await finals.mutateAsync(finalsOf(form));
      await navigate(`/admin/draw-drafts/${draft.id}`);
    } catch (err) {
      if (err instanceof ApiError && err.error === 'ladder_not_final') setUnfinished(true);
      setFailure(failureOf(err, setError, FIELDS, FINALS_RENAME));
    }
  });

  if (setup.divisions.length === 0) return null;
  return (
    <Box component="form" noValidate aria-label="Draw finals" onSubmit={(e) => void onSubmit(e)}>
      <Typography sx={{ mt: 1 }}>
        Finals come from the division’s ladder once its regular games are played, in the finals format set on
        the season page. Teams not yet known show where they come from, such as Winner SF1.
      </Typography>
      {failure && (
        <Alert severity="error" role="alert" sx={{ mt: 2 }}>
          {failure}
        </Alert>
      )}
      <FieldGrid>
        <FormSelect
          name="division_id"
          control={control}
          label="Division"
          required
          options={setup.divisions.map((d) => ({ value: String(d.id), text: d.name }))}
        />
        <IsoDateField
          name="first_date"
          control={control}
          label="First finals date"
          hint="dd/mm/yyyy; empty: the day after the last regular game"
        />
        {unfinished && (
          <FormTextField
            name="reason"
            control={control}
            label="Reason to draw finals now"
            required
            hint="Regular games have no result, so the teams named may change: say why (kept in the audit log)"
            inputProps={{ maxLength: 200 }}
          />
        )}
      </FieldGrid>
      <Button type="submit" variant="contained" disabled={formState.isSubmitting} sx={{ mt: 1 }}>
        {formState.isSubmitting ? 'Drawing…' : 'Draw finals'}
      </Button>
    </Box>
  );
}
