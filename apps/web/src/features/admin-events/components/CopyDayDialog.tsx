// Copies one day's shifts of the event to another date in one action (same times, members,
// places and duties): how a weekly event is rostered. The day to copy is one the event has
// shifts on; the date to copy to starts a week later. The server refuses a date that has shifts
// of the event already, so nothing is doubled.
import type { TAdminShift } from '@courtside/contracts/admin';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { ConsoleFormDialog } from '../../../components/console/ConsoleFormDialog';
import { FormSelect } from '../../../components/form/FormSelect';
import { IsoDateField } from '../../../components/form/IsoDateField';
import { addDaysIso, weekdayAndDate } from '../../../lib/calendar-dates';
import { failureOf } from '../../../components/console/failure';
import { schemaResolver } from '../../../lib/form';
import { copyDay, useEventsChange } from '../api/events';
import { copiedText, copyDayInputOf, shiftDates, ZCopyDayForm, type CopyDayForm } from '../events-form';

export function CopyDayDialog({
  eventId,
  shifts,
  onDone,
  onClose,
}: {
  eventId: number;
  shifts: readonly TAdminShift[];
  onDone: (text: string) => void;
  onClose: () => void;
}) {
  const copy = useEventsChange(copyDay);
  const [failure, setFailure] = useState<string | null>(null);
  const dates = shiftDates(shifts);
  const last = dates.at(-1) ?? '';
  const { control, handleSubmit, setError, setValue, formState, watch } = useForm<CopyDayForm>({
    defaultValues: { from_date: last, to_date: last ? addDaysIso(last, 7) : '' },
    resolver: schemaResolver(() => ZCopyDayForm),
  });
  // Another day to copy: the date to copy to moves to a week after it.
  useEffect(() => {
    const watching = watch((values, { name }) => {
      if (name === 'from_date' && values.from_date) setValue('to_date', addDaysIso(values.from_date, 7));
    });
    return () => watching.unsubscribe();
  }, [watch, setValue]);

  const onSubmit = handleSubmit(async (form) => {
    setFailure(null);
    try {
      const copied = await copy.mutateAsync({ eventId, copy: copyDayInputOf(form) });
      onDone(copiedText(copied.shifts.length, copied.to_date));
      onClose();
    } catch (err) {
      setFailure(failureOf(err, setError, ['from_date', 'to_date']));
    }
  });

  return (
    <ConsoleFormDialog
      title="Copy a day"
      failure={failure}
      submitText="Copy shifts"
      submitting={formState.isSubmitting}
      onSubmit={onSubmit}
      onClose={onClose}
    >
      <Typography>
        Every shift of the day is added again on the new date, at the same times, with the same members,
        places and duties.
      </Typography>
      <FormSelect
        name="from_date"
        control={control}
        label="Day to copy"
        required
        placeholder="Choose a day"
        options={dates.map((d) => {
          const count = shifts.filter((s) => s.date === d).length;
          return {
            value: d,
            text: `${weekdayAndDate(d, 'short')} (${count} ${count === 1 ? 'shift' : 'shifts'})`,
          };
        })}
      />
      <IsoDateField
        name="to_date"
        control={control}
        label="Copy to"
        required
        hint="dd/mm/yyyy; a date without shifts of this event"
      />
    </ConsoleFormDialog>
  );
}
