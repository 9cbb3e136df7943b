// "Book a hire" and "Recurring block": a member (picked by name where the staff member may search
// members, else typed as their member id), a court hired out, the date (a block's first date),
// the start and end, the sport, type and option from the venue's catalogue, and whether to bill it
// on an invoice (a block on one, a line per date). A block adds its weekly repeat (weekdays, every so many weeks, a number of times
// or a last date), sent as an RFC 5545 rule. The API's refusals show under their fields; a clash
// (409) or a date that cannot be priced lists every such date with what it clashes with.
import { BLOCK_MAX_OCCURRENCES, type TAdminVenuePage } from '@courtside/contracts/admin';
import Alert from '@mui/material/Alert';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { ConsoleFormDialog } from '../../../components/console/ConsoleFormDialog';
import { CheckboxGroupField } from '../../../components/form/CheckboxGroupField';
import { FieldGrid } from '../../../components/form/FieldGrid';
import { FormSwitch } from '../../../components/form/FormSwitch';
import { FormTextField } from '../../../components/form/FormTextField';
import { IsoDateField } from '../../../components/form/IsoDateField';
import { ApiError } from '../../../lib/api-client';
import { failureOf } from '../../../components/console/failure';
import { MemberField } from '../../../components/console/member-field';
import { schemaResolver } from '../../../lib/form';
import { useCreateHire } from '../api/create-hire';
import { useCreateHireBlock } from '../api/create-hire-block';
import { DAY_NAMES, WEEK_ORDER } from '../block-rule';
import {
  BLOCK_RENAME,
  blockBookedText,
  bookedText,
  datedText,
  HIRE_FIELDS,
  hireBlockCreateOf,
  hireCourts,
  hireCreateOf,
  newHireForm,
  repeatSummary,
  splitDated,
  ZHireBlockForm,
  ZHireForm,
  type DatedRefusal,
  type HireForm,
} from '../hire-form';

const WEEKDAY_CHOICES = WEEK_ORDER.map((d) => ({ value: d, label: DAY_NAMES[d]!.slice(0, 3) }));

export function HireDialog({
  venue,
  date,
  recurring,
  searchesContacts,
  onDone,
  onClose,
}: {
  venue: TAdminVenuePage;
  date: string;
  recurring: boolean;
  /** Whether the signed-in staff member may search members by name (admins). */
  searchesContacts: boolean;
  onDone: (text: string) => void;
  onClose: () => void;
}) {
  const createHire = useCreateHire();
  const createBlock = useCreateHireBlock();
  const [failure, setFailure] = useState<string | null>(null);
  const [dated, setDated] = useState<DatedRefusal[]>([]);
  const { control, handleSubmit, setError, formState } = useForm<HireForm>({
    defaultValues: newHireForm(venue, date),
    resolver: schemaResolver(() => (recurring ? ZHireBlockForm : ZHireForm)),
  });
  const form = useWatch({ control }) as HireForm;

  const onSubmit = handleSubmit(async (typed) => {
    setFailure(null);
    setDated([]);
    try {
      if (recurring)
        onDone(blockBookedText((await createBlock.mutateAsync(hireBlockCreateOf(typed))).bookings));
      else onDone(bookedText(await createHire.mutateAsync(hireCreateOf(typed))));
    } catch (err) {
      const { dated: dates, fields } = err instanceof ApiError ? splitDated(err.errors) : splitDated({});
      setDated(dates);
      // The dates are listed apart, under the API's message saying what they are.
      const rest = err instanceof ApiError ? new ApiError(err.status, err.error, err.message, fields) : err;
      const left = failureOf(rest, setError, HIRE_FIELDS, recurring ? BLOCK_RENAME : {});
      setFailure(left ?? (dates.length > 0 && rest instanceof Error ? rest.message : null));
    }
  });

  const option = (id: number, name: string) => (
    <option key={id} value={String(id)}>
      {name}
    </option>
  );
  return (
    <ConsoleFormDialog
      title={recurring ? 'Recurring block' : 'Book a hire'}
      failure={failure}
      submitText={recurring ? 'Book the block' : 'Book the hire'}
      submitting={formState.isSubmitting}
      onSubmit={onSubmit}
      onClose={onClose}
      maxWidth="md"
    >
      {dated.length > 0 && (
        <Alert severity="warning" sx={{ mb: 2 }}>
          <Typography component="h3" variant="subtitle2">
            {dated.length === 1 ? 'The date that cannot be booked' : 'The dates that cannot be booked'}
          </Typography>
          <ul aria-label="Dates that cannot be booked" style={{ margin: 0, paddingLeft: '1.2em' }}>
            {dated.map((d) => (
              <li key={d.date}>{datedText(d)}</li>
            ))}
          </ul>
        </Alert>
      )}
      <MemberField<HireForm> name="member_id" control={control} searchesContacts={searchesContacts} />
      <FieldGrid>
        <FormTextField
          name="court_id"
          control={control}
          label="Court"
          required
          select={hireCourts(venue).map((c) => option(c.id, c.name))}
        />
        <IsoDateField
          name="date"
          control={control}
          label={recurring ? 'First date' : 'Date'}
          required
          hint="dd/mm/yyyy"
        />
      </FieldGrid>
      <FieldGrid>
        <FormTextField
          name="start_time"
          control={control}
          label="Start"
          required
          hint="Such as 18:00, on the quarter hour"
          inputProps={{ maxLength: 5, autoComplete: 'off' }}
        />
        <FormTextField
          name="end_time"
          control={control}
          label="End"
          required
          hint="Such as 19:30; 24:00 for midnight"
          inputProps={{ maxLength: 5, autoComplete: 'off' }}
        />
      </FieldGrid>
      <FieldGrid>
        <FormTextField
          name="sport_id"
          control={control}
          label="Sport"
          required
          select={venue.sports.map((s) => option(s.id, s.name))}
        />
        <FormTextField
          name="type_id"
          control={control}
          label="Booking type"
          required
          select={venue.types.map((t) => option(t.id, t.name))}
        />
      </FieldGrid>
      <FormTextField
        name="option_id"
        control={control}
        label="Option"
        select={[
          <option key="none" value="">
            None
          </option>,
          ...venue.options.map((o) => option(o.id, o.name)),
        ]}
      />
      <FormSwitch
        name="invoice"
        control={control}
        label="Bill on an invoice"
        hint={
          form.invoice
            ? recurring
              ? 'The member is billed for every date on one invoice, a line per date, due on the first.'
              : 'The member is billed for the hire on an invoice, due on its day.'
            : 'No charge: the hire is booked free.'
        }
      />
      {recurring && (
        <>
          <CheckboxGroupField<HireForm, number>
            name="weekdays"
            control={control}
            label="Repeats on"
            choices={WEEKDAY_CHOICES}
            required
            row
          />
          <FieldGrid>
            <FormTextField
              name="every_weeks"
              control={control}
              label="How often"
              select={[1, 2, 3, 4].map((n) => (
                <option key={n} value={String(n)}>
                  {n === 1 ? 'Every week' : n === 2 ? 'Every other week' : `Every ${n} weeks`}
                </option>
              ))}
            />
            <FormTextField
              name="ends"
              control={control}
              label="Ends"
              select={[
                <option key="count" value="count">
                  After a number of times
                </option>,
                <option key="until" value="until">
                  On a last date
                </option>,
              ]}
            />
          </FieldGrid>
          {form.ends === 'count' ? (
            <FormTextField
              name="count"
              control={control}
              label="Number of times"
              required
              hint={`1 to ${BLOCK_MAX_OCCURRENCES} dates in all`}
              inputProps={{ inputMode: 'numeric', maxLength: 3, autoComplete: 'off' }}
            />
          ) : (
            <IsoDateField
              name="until"
              control={control}
              label="Last date"
              required
              hint="dd/mm/yyyy, included"
            />
          )}
          <Typography role="status" sx={{ mt: 1 }}>
            {repeatSummary(form)}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            All or nothing: when any date clashes, nothing is booked and every clash is listed.
          </Typography>
        </>
      )}
    </ConsoleFormDialog>
  );
}
