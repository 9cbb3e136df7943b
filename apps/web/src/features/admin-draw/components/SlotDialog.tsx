// Adds or changes a season's competition time slots: a venue, a weekday, the start times (typed
// as a comma list), how long a game takes and the venue's courts used, which fill in the order the
// venue lists them. Checked with the contract (ZDrawSlotInput) after the form's own wording; the
// server's refusals (the last game past midnight, a court of another venue) show under the fields.
import type { TDrawSetup, TDrawSlot } from '@courtside/contracts/admin';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { CheckboxGroupField } from '../../../components/form/CheckboxGroupField';
import { FieldGrid } from '../../../components/form/FieldGrid';
import { FormSelect } from '../../../components/form/FormSelect';
import { FormTextField } from '../../../components/form/FormTextField';
import { schemaResolver } from '../../../lib/form';
import { useCreateSlot } from '../api/create-slot';
import { useUpdateSlot } from '../api/update-slot';
import { slotFormOf, slotInputOf, weekdayName, ZSlotForm, type SlotForm } from '../draw-form';
import { failureOf } from '../../../components/console/failure';
import { ConsoleFormDialog } from '../../../components/console/ConsoleFormDialog';

const FIELDS = ['venue_id', 'weekday', 'start_times', 'game_minutes', 'court_ids'];
const WEEKDAYS = [1, 2, 3, 4, 5, 6, 0].map((d) => ({ value: String(d), text: weekdayName(d) }));

export function SlotDialog({
  seasonId,
  slot,
  venues,
  onDone,
  onClose,
}: {
  seasonId: number;
  /** The time slots to change; null: new ones. */
  slot: TDrawSlot | null;
  venues: TDrawSetup['venues'];
  onDone: (text: string) => void;
  onClose: () => void;
}) {
  const create = useCreateSlot();
  const update = useUpdateSlot();
  const [failure, setFailure] = useState<string | null>(null);
  const { control, handleSubmit, setError, setValue, watch, formState } = useForm<SlotForm>({
    defaultValues: slotFormOf(slot),
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

  const onSubmit = handleSubmit(async (form) => {
    setFailure(null);
    const body = slotInputOf(form);
    try {
      const saved = slot
        ? await update.mutateAsync({ id: slot.id, ...body })
        : await create.mutateAsync({ seasonId, ...body });
      onDone(`Time slots ${slot ? 'saved' : 'added'}: ${saved.venue}, ${weekdayName(saved.weekday)}.`);
      onClose();
    } catch (err) {
      setFailure(failureOf(err, setError, FIELDS));
    }
  });
  const title = slot ? `Change time slots: ${slot.venue}, ${weekdayName(slot.weekday)}` : 'Add time slots';

  return (
    <ConsoleFormDialog
      title={title}
      failure={failure}
      submitText={slot ? 'Save time slots' : 'Add time slots'}
      submitting={formState.isSubmitting}
      onSubmit={onSubmit}
      onClose={onClose}
    >
      <FieldGrid>
        <FormSelect
          name="venue_id"
          control={control}
          label="Venue"
          required
          options={venues.map((v) => ({ value: String(v.id), text: v.name }))}
        />
        <FormSelect name="weekday" control={control} label="Weekday" required options={WEEKDAYS} />
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
