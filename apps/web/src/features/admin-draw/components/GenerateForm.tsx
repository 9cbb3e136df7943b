// Generates a draft draw for divisions of the season: each division ticked with what it holds
// (a division with played games is refused by the server: it is repaired instead), and optional
// first and last dates. The draft opens on its own page; nothing is public until it is published.
import type { TDrawSetup } from '@courtside/contracts/admin';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { CheckboxGroupField } from '../../../components/form/CheckboxGroupField';
import { FieldGrid } from '../../../components/form/FieldGrid';
import { IsoDateField } from '../../../components/form/IsoDateField';
import { schemaResolver } from '../../../lib/form';
import { useGenerateDraft } from '../api/generate-draft';
import {
  divisionChoiceText,
  formatIsoDate,
  GENERATE_RENAME,
  generateOf,
  NEW_GENERATE,
  ZGenerateForm,
  type GenerateForm as Form,
} from '../draw-form';
import { failureOf } from '../../../components/console/failure';

const FIELDS = ['division_ids', 'first_date', 'last_date'];

export function GenerateForm({ setup }: { setup: TDrawSetup }) {
  const generate = useGenerateDraft();
  const navigate = useNavigate();
  const [failure, setFailure] = useState<string | null>(null);
  const { control, handleSubmit, setError, formState } = useForm<Form>({
    defaultValues: NEW_GENERATE,
    resolver: schemaResolver(() => ZGenerateForm),
  });
  const onSubmit = handleSubmit(async (form) => {
    setFailure(null);
    try {
      const draft = await generate.mutateAsync({ seasonId: setup.season.id, ...generateOf(form) });
      await navigate(`/admin/draw-drafts/${draft.id}`);
    } catch (err) {
      setFailure(failureOf(err, setError, FIELDS, GENERATE_RENAME));
    }
  });
  const start = setup.season.start_date;

  if (setup.divisions.length === 0)
    return (
      <Typography sx={{ mt: 1 }}>This season has no divisions yet: add them on the season page.</Typography>
    );
  return (
    <Box component="form" noValidate aria-label="Generate a draft" onSubmit={(e) => void onSubmit(e)}>
      <Typography sx={{ mt: 1 }}>
        The draft pairs the accepted teams of each division and places their games on the time slots, around
        the blackout dates, court closures, other divisions’ games and each team’s limits. Nothing is public
        until you publish it.
      </Typography>
      {failure && (
        <Alert severity="error" role="alert" sx={{ mt: 2 }}>
          {failure}
        </Alert>
      )}
      <CheckboxGroupField
        name="division_ids"
        control={control}
        label="Divisions"
        required
        hint="A division with played games cannot be drawn again: repair its draw instead."
        choices={setup.divisions.map((d) => ({ value: d.id, label: divisionChoiceText(d) }))}
      />
      <FieldGrid>
        <IsoDateField
          name="first_date"
          control={control}
          label="First date"
          hint={`dd/mm/yyyy; empty: ${start ? `the season’s start, ${formatIsoDate(start)}` : 'the season’s start'}`}
        />
        <IsoDateField
          name="last_date"
          control={control}
          label="Last date"
          hint="dd/mm/yyyy; empty: a year after the first date"
        />
      </FieldGrid>
      <Button type="submit" variant="contained" disabled={formState.isSubmitting} sx={{ mt: 1 }}>
        {formState.isSubmitting ? 'Generating…' : 'Generate draft'}
      </Button>
    </Box>
  );
}
