// The period a console report covers (local dates, both included), shown when "Show" is pressed.
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { schemaResolver } from '../../lib/form';
import { periodFormSchema, type Period } from './periods';
import { FieldGrid } from '../form/FieldGrid';
import { IsoDateField } from '../form/IsoDateField';

export function PeriodForm({
  label,
  initial,
  maxDays,
  onShow,
}: {
  /** The form's accessible name: 'Takings period'. */
  label: string;
  initial: Period;
  /** The longest period the API answers, in days; none when it has no limit. */
  maxDays?: number;
  onShow: (period: Period) => void;
}) {
  const schema = useMemo(() => periodFormSchema(maxDays), [maxDays]);
  const { control, handleSubmit, formState } = useForm<Period>({
    defaultValues: initial,
    resolver: schemaResolver(() => schema),
  });
  const onSubmit = handleSubmit((form) => onShow({ from: form.from, to: form.to }));
  return (
    <Box component="form" noValidate aria-label={label} onSubmit={(e) => void onSubmit(e)}>
      <FieldGrid>
        <IsoDateField name="from" control={control} label="From" required hint="dd/mm/yyyy" />
        <IsoDateField name="to" control={control} label="To" required hint="dd/mm/yyyy" />
      </FieldGrid>
      <Button type="submit" variant="contained" disabled={formState.isSubmitting} sx={{ mt: 1 }}>
        Show
      </Button>
    </Box>
  );
}
