// Adds or changes a season's competition time slots: a venue, every week on a weekday or on one
// date of the season (a catch-up night, a borrowed venue: a date in the association's calendar),
// the start times (typed as a comma list), how long a game takes and the venue's courts used,
// which fill in the order the venue lists them. Checked with the contract (ZDrawSlotInput) after the form's own wording; the
// server's refusals (the last game past midnight, a court of another venue) show under the fields.
import type { TDrawSetup, TDrawSlot } from '@courtside/contracts/admin';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { CheckboxGroupField } from '../../../components/form/CheckboxGroupField';
import { FieldGrid } from '../../../components/form/FieldGrid';
import { FormSelect } from '../../../components/form/FormSelect';
import { FormTextField } from '../../../components/form/FormTextField';
import { IsoDateField } from '../../../components/form/IsoDateField';
import { schemaResolver } from '../../../lib/form';
import { useCreateSlot } from '../api/create-slot';
import { useUpdateSlot } from '../api/update-slot';
import { slotDay, slotFormOf, slotInputOf, weekdayName, ZSlotForm, type SlotForm } from '../draw-form';
import { failureOf } from '../../../components/console/failure';
import { ConsoleFormDialog } from '../../../components/console/ConsoleFormDialog';

const FIELDS = ['venue_id', 'weekday', 'on_date', 'start_times', 'game_minutes', 'court_ids'];
const WEEKDAYS = [1, 2, 3, 4, 5, 6, 0].map((d) => ({ value: String(d), text: weekdayName(d) }));

export function SlotDialog({
  seasonId,
  slot,
  once,
  season,
  venues,
  onDone,
  onClose,
}: {
  seasonId: number;
  /** The time slots to change; null: new ones. */
  slot: TDrawSlot | null;
  /** New slots on one date (this one, when not ''), as a catch-up night. */
  once?: { on_date: string };
  /** The season's dates: a slot on one date is within them. */
  season?: { start_date: string | null };
  venues: TDrawSetup['venues'];
  onDone: (text: string) => void;
  onClose: () => void;
}) {
  const create = useCreateSlot();
  const update = useUpdateSlot();
  const [failure, setFailure] = useState<string | null>(null);
  const { control, handleSubmit, setError, setValue, watch, formState } = useForm<SlotForm>({
    defaultValues: slotFormOf(slot, once),
    resolver: schemaResolver(() => ZSlotForm),
  });
  // Another venue has other courts: the ones ticked go.
  useEffect(() => {
    const { unsubscribe } = watch((_values, { name, type }) => {
      if (name === 'venue_id' && type === 'change') setValue('court_ids', []);
    });
    return unsubscribe;
  }, [watch, setValue]);
  const venue = venues.find((v) => String(v.id) === watch('venue_id'));
  const onOneDate = watch('repeat') === 'once';
  const first = season?.start_date ?? undefined;
  // A season runs for a year from its start date, as the server holds it.
  const last = first
    ? new Date(Date.parse(`${first}T00:00:00Z`) + 364 * 86_400_000).toISOString().slice(0, 10)
    : undefined;

  const onSubmit = handleSubmit(async (form) => {
    setFailure(null);
    const body = slotInputOf(form);
    try {
      const saved = slot
        ? await update.mutateAsync({ id: slot.id, ...body })
        : await create.mutateAsync({ seasonId, ...body });
      onDone(`Time slots ${slot ? 'saved' : 'added'}: ${saved.venue}, ${slotDay(saved)}.`);
      onClose();
    } catch (err) {
      setFailure(failureOf(err, setError, FIELDS));
    }
  });
  const title = slot ? `Change time slots: ${slot.venue}, ${slotDay(slot)}` : 'Add time slots';

  return (
    <ConsoleFormDialog
      title={title}
      failure={failure}
      submitText={slot ? 'Save time slots' : 'Add time slots'}
      submitting={formState.isSubmitting}
      onSubmit={onSubmit}
      onClose={onClose}
    >
      <Controller
        name="repeat"
        control={control}
        render={({ field }) => (
          <FormControl sx={{ mb: 1 }}>
            <FormLabel id="slot-repeat-label">When</FormLabel>
            <RadioGroup
              row
              aria-labelledby="slot-repeat-label"
              name={field.name}
              value={field.value}
              onChange={(_e, value) => field.onChange(value)}
            >
              <FormControlLabel value="weekly" control={<Radio />} label="Every week" />
              <FormControlLabel value="once" control={<Radio />} label="On one date" />
            </RadioGroup>
          </FormControl>
        )}
      />
      <FieldGrid>
        <FormSelect
          name="venue_id"
          control={control}
          label="Venue"
          required
          options={venues.map((v) => ({ value: String(v.id), text: v.name }))}
        />
        {onOneDate ? (
          <IsoDateField
            name="on_date"
            control={control}
            label="Date"
            required
            min={first}
            max={last}
            hint="dd/mm/yyyy, within the season"
          />
        ) : (
          <FormSelect name="weekday" control={control} label="Weekday" required options={WEEKDAYS} />
        )}
        <FormTextField
          name="start_times"
          control={control}
          label="Start times"
          required
          hint="HH:mm (24-hour), separated by commas, such as 09:00, 10:00, 11:00"
          inputProps={{ maxLength: 400, autoComplete: 'off' }}
        />
        <FormTextField
          name="game_minutes"
          control={control}
          label="Game length (minutes)"
          required
          hint="From one start to the end of the game, such as 50"
          inputProps={{ inputMode: 'numeric', maxLength: 3 }}
        />
      </FieldGrid>
      {venue ? (
        <CheckboxGroupField
          name="court_ids"
          control={control}
          label={`Courts of ${venue.name}`}
          required
          hint="Games fill the courts in this order."
          choices={venue.courts.map((c) => ({ value: c.id, label: c.name }))}
        />
      ) : (
        <Typography sx={{ mt: 2 }}>Choose the venue to choose its courts.</Typography>
      )}
    </ConsoleFormDialog>
  );
}
