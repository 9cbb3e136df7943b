// A court, new or changed: its name, the full court it is a half of, whether it is hired out, its
// place in the list and the sport, type and option it offers (none: any). The API's refusals show
// under their fields; dividing or joining a court with hires to come (409) is said above them.
import type { TAdminCourt, TAdminVenuePage } from '@courtside/contracts/admin';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { ConsoleFormDialog } from '../../../components/console/ConsoleFormDialog';
import { FieldGrid } from '../../../components/form/FieldGrid';
import { FormSelect } from '../../../components/form/FormSelect';
import { FormSwitch } from '../../../components/form/FormSwitch';
import { FormTextField } from '../../../components/form/FormTextField';
import { failureOf } from '../../../components/console/failure';
import { schemaResolver } from '../../../lib/form';
import { useSaveCourt } from '../api/save-court';
import {
  COURT_FIELDS,
  courtFormOf,
  courtWriteOf,
  parentChoices,
  ZCourtForm,
  type CourtForm,
} from '../venue-form';

const choices = (list: readonly { id: number; name: string }[]) =>
  list.map((x) => ({ value: String(x.id), text: x.name }));

export function CourtDialog({
  venue,
  court,
  onDone,
  onClose,
}: {
  venue: TAdminVenuePage;
  /** null: a new court. */
  court: TAdminCourt | null;
  onDone: (saved: TAdminCourt) => void;
  onClose: () => void;
}) {
  const save = useSaveCourt();
  const [failure, setFailure] = useState<string | null>(null);
  const { control, handleSubmit, setError, formState } = useForm<CourtForm>({
    defaultValues: courtFormOf(court),
    resolver: schemaResolver(() => ZCourtForm),
  });
  const onSubmit = handleSubmit(async (form) => {
    setFailure(null);
    try {
      onDone(await save.mutateAsync({ id: court?.id ?? null, venueId: venue.id, ...courtWriteOf(form) }));
    } catch (err) {
      setFailure(failureOf(err, setError, COURT_FIELDS));
    }
  });
  return (
    <ConsoleFormDialog
      title={court ? `Change ${court.name}` : 'New court'}
      failure={failure}
      submitText={court ? 'Save' : 'Add the court'}
      submitting={formState.isSubmitting}
      onSubmit={onSubmit}
      onClose={onClose}
    >
      <FormTextField name="name" control={control} label="Name" required inputProps={{ maxLength: 120 }} />
      <FieldGrid>
        <FormSelect
          name="parent_court_id"
          control={control}
          label="Half of"
          placeholder="None: a full court"
          options={choices(parentChoices(venue.court_list, court))}
        />
        <FormTextField
          name="sort_order"
          control={control}
          label="Place in the list"
          hint="Lower comes first; empty: last"
          inputProps={{ inputMode: 'numeric', maxLength: 5 }}
        />
        <FormSelect
          name="sport_id"
          control={control}
          label="Sport"
          placeholder="Any"
          options={choices(venue.sports)}
        />
        <FormSelect
          name="type_id"
          control={control}
          label="Booking type"
          placeholder="Any"
          options={choices(venue.types)}
        />
        <FormSelect
          name="option_id"
          control={control}
          label="Option"
          placeholder="Any"
          options={choices(venue.options)}
        />
      </FieldGrid>
      <FormSwitch
        name="bookable"
        control={control}
        label="Hired out"
        hint="Off keeps it for competition only (and is how a court is retired)."
      />
    </ConsoleFormDialog>
  );
}
