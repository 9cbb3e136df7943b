// A court's week of hire hours: rows of a weekday with its opening and closing times (a day may
// have several), added and removed, saved whole. No rows: the court is not open for hire. Hours
// of one day that overlap are refused, here and by the API, above the rows.
import type { TAdminCourt } from '@courtside/contracts/admin';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useFieldArray, useForm, useWatch } from 'react-hook-form';
import { ConsoleFormDialog } from '../../../components/console/ConsoleFormDialog';
import { FormSelect } from '../../../components/form/FormSelect';
import { FormTextField } from '../../../components/form/FormTextField';
import { failureOf } from '../../../components/console/failure';
import { schemaResolver } from '../../../lib/form';
import { useSaveCourtHours } from '../api/save-court-hours';
import { DAY_NAMES, WEEK_ORDER } from '../block-rule';
import {
  hoursFields,
  hoursFormOf,
  hoursWriteOf,
  nextOpening,
  ZHoursForm,
  type HoursForm,
} from '../venue-form';

const DAYS = WEEK_ORDER.map((d) => ({ value: String(d), text: DAY_NAMES[d]! }));
const TIME_INPUT = { inputMode: 'numeric', maxLength: 5, autoComplete: 'off' } as const;

export function CourtHoursDialog({
  court,
  onDone,
  onClose,
}: {
  court: TAdminCourt;
  onDone: (saved: TAdminCourt) => void;
  onClose: () => void;
}) {
  const save = useSaveCourtHours();
  const [failure, setFailure] = useState<string | null>(null);
  const { control, handleSubmit, setError, formState } = useForm<HoursForm>({
    defaultValues: hoursFormOf(court),
    resolver: schemaResolver(() => ZHoursForm),
  });
  const rows = useFieldArray({ control, name: 'hours' });
  const typed = useWatch({ control, name: 'hours' });
  const onSubmit = handleSubmit(async (form) => {
    setFailure(null);
    try {
      onDone(await save.mutateAsync({ id: court.id, ...hoursWriteOf(form) }));
    } catch (err) {
      setFailure(failureOf(err, setError, hoursFields(form.hours.length)));
    }
  });
  const overlap = formState.errors.hours?.message;
  return (
    <ConsoleFormDialog
      title={`Hire hours of ${court.name}`}
      failure={failure}
      submitText="Save the hours"
      submitting={formState.isSubmitting}
      onSubmit={onSubmit}
      onClose={onClose}
      maxWidth="md"
    >
      <Typography variant="body2">
        Times such as 06:00, on the quarter hour; 24:00 closes at midnight. No rows: not open for hire.
      </Typography>
      {overlap && (
        <Typography color="error" role="alert" sx={{ mt: 1 }}>
          {overlap}
        </Typography>
      )}
      {rows.fields.map((row, i) => (
        <Box
          key={row.id}
          role="group"
          aria-label={`Opening ${i + 1}`}
          sx={{
            borderBottom: 1,
            borderColor: 'divider',
            display: 'grid',
            gridTemplateColumns: { xs: '1fr 1fr', sm: '2fr 1fr 1fr auto' },
            columnGap: 2,
            alignItems: 'center',
          }}
        >
          <Box sx={{ gridColumn: { xs: '1 / -1', sm: 'auto' } }}>
            <FormSelect name={`hours.${i}.weekday`} control={control} label="Day" options={DAYS} required />
          </Box>
          <FormTextField
            name={`hours.${i}.open`}
            control={control}
            label="Opens"
            required
            inputProps={TIME_INPUT}
          />
          <FormTextField
            name={`hours.${i}.close`}
            control={control}
            label="Closes"
            required
            inputProps={TIME_INPUT}
          />
          <Button
            color="error"
            onClick={() => rows.remove(i)}
            aria-label={`Remove opening ${i + 1}`}
            sx={{ gridColumn: { xs: '1 / -1', sm: 'auto' }, justifySelf: 'start' }}
          >
            Remove
          </Button>
        </Box>
      ))}
      <Button sx={{ mt: 1 }} onClick={() => rows.append(nextOpening(typed))}>
        Add an opening
      </Button>
    </ConsoleFormDialog>
  );
}
