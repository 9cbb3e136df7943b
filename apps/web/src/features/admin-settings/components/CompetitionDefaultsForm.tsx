// The competition defaults every division starts from: ladder points per outcome and the
// order of tie-breaks after total points (a division may override both).
import { TIE_BREAK_LABELS, TIE_BREAKS, type TAdminSettings } from '@courtside/contracts/admin';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { FormTextField } from '../../../components/form/FormTextField';
import { OrderedChoicesField } from '../../../components/form/OrderedChoicesField';
import { ApiError } from '../../../lib/api-client';
import { applyServerErrors, schemaResolver } from '../../../lib/form';
import { useUpdateCompetitionDefaults } from '../api/update-competition-defaults';
import {
  competitionFormOf,
  competitionUpdateOf,
  OUTCOMES,
  ZCompetitionForm,
  type CompetitionForm,
} from '../settings-form';
import { SaveBar } from '../../../components/console/SaveBar';

export function CompetitionDefaultsForm({ settings }: { settings: TAdminSettings }) {
  const save = useUpdateCompetitionDefaults();
  const [failure, setFailure] = useState<string | null>(null);
  const [saved, setSaved] = useState<string | null>(null);
  const values = useMemo(() => competitionFormOf(settings.competition), [settings.competition]);
  const { control, handleSubmit, setError, formState } = useForm<CompetitionForm>({
    values,
    resolver: schemaResolver(() => ZCompetitionForm),
  });
  const onSubmit = handleSubmit(async (form) => {
    setFailure(null);
    setSaved(null);
    try {
      await save.mutateAsync(competitionUpdateOf(form));
      setSaved('Competition defaults saved.');
    } catch (err) {
      if (!(err instanceof ApiError)) return setFailure('Could not save the defaults. Please try again.');
      const fields = [...OUTCOMES.map(([k]) => `points.${k}`), 'tie_break_order', 'reason'];
      const left = applyServerErrors(setError, err.errors, fields);
      if (left.length || Object.keys(err.errors).length === 0) setFailure(left.join(' ') || err.message);
    }
  });

  return (
    <form noValidate onSubmit={(e) => void onSubmit(e)} aria-label="Competition defaults">
      {failure && (
        <Alert severity="error" role="alert" sx={{ my: 2 }}>
          {failure}
        </Alert>
      )}
      <Typography variant="subtitle1" component="h3" sx={{ mt: 2 }}>
        Ladder points per outcome
      </Typography>
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: 'repeat(3, 1fr)' },
          columnGap: 2,
        }}
      >
        {OUTCOMES.map(([key, label]) => (
          <FormTextField
            key={key}
            name={`points.${key}`}
            control={control}
            label={label}
            required
            inputProps={{ inputMode: 'numeric' }}
          />
        ))}
      </Box>
      <OrderedChoicesField
        name="tie_break_order"
        control={control}
        label="Tie-break order (after total points)"
        choices={TIE_BREAKS}
        labels={TIE_BREAK_LABELS}
        emptyText="None chosen: percentage, then wins."
        hint="Teams level on points are separated by these in turn; team name settles the rest."
      />
      <FormTextField
        name="reason"
        control={control}
        label="Reason for the change (kept in the audit log)"
        multiline
        minRows={2}
        inputProps={{ maxLength: 500 }}
      />
      <SaveBar text="Save competition defaults" submitting={formState.isSubmitting} saved={saved} />
    </form>
  );
}
