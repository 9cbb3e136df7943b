// A new weekly schedule: what the class is, the weekdays and times, the first date, and when it
// ends (a last date or a number of classes), with dates to skip. The API makes the classes, leaving
// out days the centre is closed; its answer (the classes made, the days left out and why) is said
// in the dialog, which then offers to close.
import { WEEKDAYS, type TClassSeriesCreated } from '@courtside/contracts/admin';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { useId, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { ConsoleFormDialog } from '../../../components/console/ConsoleFormDialog';
import { CheckboxGroupField } from '../../../components/form/CheckboxGroupField';
import { FieldGrid } from '../../../components/form/FieldGrid';
import { FormTextField } from '../../../components/form/FormTextField';
import { IsoDateField } from '../../../components/form/IsoDateField';
import { failureOf } from '../../../components/console/failure';
import { schemaResolver } from '../../../lib/form';
import { useCreateSeries } from '../api/create-series';
import { ClassFields } from './ClassFields';
import {
  newSeriesForm,
  SERIES_FIELDS,
  seriesCreateOf,
  seriesMadeText,
  skippedText,
  WEEKDAY_TEXT,
  ZSeriesForm,
  type SeriesForm,
} from '../class-form';

const weekdayChoices = WEEKDAYS.map((d) => ({ value: d, label: WEEKDAY_TEXT[d] }));

export function SeriesDialog({ today, onClose }: { today: string; onClose: () => void }) {
  const [made, setMade] = useState<TClassSeriesCreated | null>(null);
  if (made) return <SeriesMade made={made} onClose={onClose} />;
  return <SeriesForm today={today} onMade={setMade} onClose={onClose} />;
}

function SeriesForm({
  today,
  onMade,
  onClose,
}: {
  today: string;
  onMade: (made: TClassSeriesCreated) => void;
  onClose: () => void;
}) {
  const create = useCreateSeries();
  const [failure, setFailure] = useState<string | null>(null);
  const { control, handleSubmit, setError, formState } = useForm<SeriesForm>({
    defaultValues: newSeriesForm(today),
    resolver: schemaResolver(() => ZSeriesForm),
  });
  const ends = useWatch({ control, name: 'ends' });

  const onSubmit = handleSubmit(async (form) => {
    setFailure(null);
    try {
      onMade(await create.mutateAsync(seriesCreateOf(form)));
    } catch (err) {
      setFailure(failureOf(err, setError, SERIES_FIELDS));
    }
  });

  return (
    <ConsoleFormDialog
      title="New weekly schedule"
      failure={failure}
      submitText="Make classes"
      submitting={formState.isSubmitting}
      onSubmit={onSubmit}
      onClose={onClose}
      maxWidth="md"
    >
      <ClassFields control={control} />
      <CheckboxGroupField
        name="weekdays"
        control={control}
        label="Weekdays"
        choices={weekdayChoices}
        required
        row
      />
      <FieldGrid>
        <IsoDateField name="first_date" control={control} label="First date" required hint="dd/mm/yyyy" />
        <FormTextField
          name="ends"
          control={control}
          label="Ends"
          select={[
            <option key="count" value="count">
              After a number of classes
            </option>,
            <option key="until" value="until">
              On a last date
            </option>,
          ]}
        />
        {ends === 'until' ? (
          <IsoDateField
            name="until"
            control={control}
            label="Last date"
            required
            hint="dd/mm/yyyy, included"
          />
        ) : (
          <FormTextField
            name="count"
            control={control}
            label="Number of classes"
            required
            hint="1 to 200"
            inputProps={{ inputMode: 'numeric', maxLength: 3, autoComplete: 'off' }}
          />
        )}
        <FormTextField
          name="skip_dates"
          control={control}
          label="Skip dates"
          hint="dd/mm/yyyy, separated by commas; closures are skipped anyway"
          inputProps={{ autoComplete: 'off' }}
        />
      </FieldGrid>
    </ConsoleFormDialog>
  );
}

function SeriesMade({ made, onClose }: { made: TClassSeriesCreated; onClose: () => void }) {
  const id = useId();
  return (
    <Dialog open onClose={onClose} aria-labelledby={`${id}-title`} fullWidth maxWidth="sm">
      <DialogTitle id={`${id}-title`}>Classes made</DialogTitle>
      <DialogContent>
        <Alert severity="success" role="status" sx={{ mb: 2 }}>
          {seriesMadeText(made)}
        </Alert>
        {made.skipped.length > 0 && (
          <>
            <p>Days left out:</p>
            <ul aria-label="Days left out">
              {made.skipped.map((s) => (
                <li key={s.date}>{skippedText(s)}</li>
              ))}
            </ul>
          </>
        )}
      </DialogContent>
      <DialogActions>
        <Button variant="contained" onClick={onClose}>
          Close
        </Button>
      </DialogActions>
    </Dialog>
  );
}
