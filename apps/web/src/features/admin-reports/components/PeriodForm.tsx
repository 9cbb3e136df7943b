// The period a report covers (local dates, both included), shown when "Show" is pressed.
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useForm } from 'react-hook-form';
import { FieldGrid } from '../../../components/form/FieldGrid';
import { IsoDateField } from '../../../components/form/IsoDateField';
import { schemaResolver } from '../../../lib/form';
import { ZReportPeriodForm, type ReportPeriod } from '../reports-form';

export function PeriodForm({
  label,
  initial,
  onShow,
}: {
  label: string;
  initial: ReportPeriod;
  onShow: (period: ReportPeriod) => void;
}) {
  const { control, handleSubmit, formState } = useForm<ReportPeriod>({
    defaultValues: initial,
    resolver: schemaResolver(() => ZReportPeriodForm),
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

/** The link that downloads a report's CSV file. */
export function CsvLink({ href }: { href: string }) {
  return (
    <Button variant="outlined" component="a" href={href} download sx={{ mt: 2 }}>
      Download CSV
    </Button>
  );
}
