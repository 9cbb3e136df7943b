// Adds a shift to an event's roster or changes one: the member (found with the console's member
// search; competition staff type the member id), the local date, start and end time (the same
// day), the venue and one of its courts (or none: a shift on a court takes it from court hire),
// and the duty, with the event's duties offered. The server's refusals (a member not on the event
// roster, a time the clocks skip, an end before the start) show under their fields.
import type { TAdminShift, TEventVenue } from '@courtside/contracts/admin';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { ConsoleFormDialog } from '../../../components/console/ConsoleFormDialog';
import { autocompleteInput } from '../../../components/form/autocomplete-input';
import { FieldGrid } from '../../../components/form/FieldGrid';
import { FormSelect } from '../../../components/form/FormSelect';
import { FormTextField } from '../../../components/form/FormTextField';
import { IsoDateField } from '../../../components/form/IsoDateField';
import { failureOf } from '../../../components/console/failure';
import { MemberField } from '../../../components/console/member-field';
import { schemaResolver } from '../../../lib/form';
import { saveShift, useEventsChange } from '../api/events';
import { shiftFormOf, shiftInputOf, shiftText, ZShiftForm, type ShiftForm } from '../events-form';

const FIELDS = ['member_id', 'date', 'time', 'end_time', 'venue_id', 'court_id', 'duty'];

export function ShiftDialog({
  eventId,
  shift,
  venues,
  duties,
  searchesMemberContacts,
  onDone,
  onClose,
}: {
  eventId: number;
  shift?: TAdminShift;
  venues: readonly TEventVenue[];
  duties: readonly string[];
  searchesMemberContacts: boolean;
  onDone: (text: string) => void;
  onClose: () => void;
}) {
  const save = useEventsChange(saveShift);
  const [failure, setFailure] = useState<string | null>(null);
  // A shift being changed keeps its member until staff choose another.
  const [pickMember, setPickMember] = useState(!shift);
  const { control, handleSubmit, setError, setValue, formState, watch } = useForm<ShiftForm>({
    defaultValues: shiftFormOf(shift ?? null, venues),
    resolver: schemaResolver(() => ZShiftForm),
  });
  // Another venue: its own courts, so the court chosen is cleared.
  useEffect(() => {
    const watching = watch((_values, { name }) => {
      if (name === 'venue_id') setValue('court_id', '');
    });
    return () => watching.unsubscribe();
  }, [watch, setValue]);
  const venueId = watch('venue_id');
  const courts = venues.find((v) => String(v.id) === venueId)?.courts ?? [];

  const onSubmit = handleSubmit(async (form) => {
    setFailure(null);
    try {
      const saved = await save.mutateAsync({ eventId, shiftId: shift?.id, shift: shiftInputOf(form) });
      onDone(`${shift ? 'Shift saved' : 'Shift added'}: ${shiftText(saved)}.`);
      onClose();
    } catch (err) {
      setFailure(failureOf(err, setError, FIELDS));
    }
  });

  return (
    <ConsoleFormDialog
      title={shift ? 'Change a shift' : 'Add a shift'}
      failure={failure}
      submitText="Save shift"
      submitting={formState.isSubmitting}
      onSubmit={onSubmit}
      onClose={onClose}
      maxWidth="md"
    >
      {pickMember ? (
        <MemberField name="member_id" control={control} searchesContacts={searchesMemberContacts} />
      ) : (
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, mt: 1 }}>
          <Typography>
            Member: <strong>{shift?.member_name}</strong> (member {shift?.member_id})
          </Typography>
          <Button
            onClick={() => {
              setValue('member_id', '');
              setPickMember(true);
            }}
          >
            Choose another member
          </Button>
        </Box>
      )}
      <FieldGrid>
        <IsoDateField name="date" control={control} label="Date" required hint="dd/mm/yyyy" />
        <FormTextField
          name="time"
          control={control}
          label="Start time"
          required
          hint="HH:mm, such as 09:30"
          inputProps={{ maxLength: 5, inputMode: 'numeric' }}
        />
        <FormTextField
          name="end_time"
          control={control}
          label="End time"
          required
          hint="HH:mm, after the start on the same day"
          inputProps={{ maxLength: 5, inputMode: 'numeric' }}
        />
        <FormSelect
          name="venue_id"
          control={control}
          label="Venue"
          required
          options={venues.map((v) => ({ value: String(v.id), text: v.name }))}
        />
        <FormSelect
          name="court_id"
          control={control}
          label="Court"
          placeholder="No court"
          hint={
            venueId === ''
              ? 'Choose the venue first'
              : 'Members cannot hire the court during the shift; leave as No court for a duty off court'
          }
          options={courts.map((c) => ({ value: String(c.id), text: c.name }))}
        />
      </FieldGrid>
      <Controller
        name="duty"
        control={control}
        render={({ field, fieldState }) => (
          <Autocomplete
            id="field-duty"
            freeSolo
            options={duties}
            value={field.value}
            inputValue={field.value}
            onInputChange={(_e, value) => field.onChange(value)}
            onChange={(_e, value) => field.onChange(value ?? '')}
            renderInput={autocompleteInput(
              field,
              fieldState,
              'Duty',
              duties.length
                ? "Type a duty, or pick one of the event's"
                : 'Such as Scorer, Timekeeper or Canteen',
            )}
          />
        )}
      />
    </ConsoleFormDialog>
  );
}
