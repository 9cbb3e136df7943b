// A venue's name and address, new or changed; the API's refusals show under their fields.
import { ZVenueWrite, type TAdminVenue } from '@courtside/contracts/admin';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { ConsoleFormDialog } from '../../../components/console/ConsoleFormDialog';
import { FieldGrid } from '../../../components/form/FieldGrid';
import { FormTextField } from '../../../components/form/FormTextField';
import { failureOf } from '../../../components/console/failure';
import { schemaResolver } from '../../../lib/form';
import { useSaveVenue } from '../api/save-venue';
import { venueFormOf, venueWriteOf, type VenueForm } from '../venue-form';

const FIELDS = ['name', 'address', 'suburb', 'postcode', 'state'] as const;

export function VenueDialog({
  venue,
  onDone,
  onClose,
}: {
  /** null: a new venue. */
  venue: TAdminVenue | null;
  onDone: (saved: TAdminVenue) => void;
  onClose: () => void;
}) {
  const save = useSaveVenue();
  const [failure, setFailure] = useState<string | null>(null);
  const { control, handleSubmit, setError, formState } = useForm<VenueForm>({
    defaultValues: venueFormOf(venue),
    resolver: schemaResolver(() => ZVenueWrite),
  });
  const onSubmit = handleSubmit(async (form) => {
    setFailure(null);
    try {
      onDone(await save.mutateAsync({ id: venue?.id ?? null, ...venueWriteOf(form) }));
    } catch (err) {
      setFailure(failureOf(err, setError, FIELDS));
    }
  });
  return (
    <ConsoleFormDialog
      title={venue ? `Change ${venue.name}` : 'New venue'}
      failure={failure}
      submitText={venue ? 'Save' : 'Add the venue'}
      submitting={formState.isSubmitting}
      onSubmit={onSubmit}
      onClose={onClose}
    >
      <FormTextField name="name" control={control} label="Name" required inputProps={{ maxLength: 120 }} />
      <FormTextField name="address" control={control} label="Address" inputProps={{ maxLength: 200 }} />
      <FieldGrid>
        <FormTextField name="suburb" control={control} label="Suburb" inputProps={{ maxLength: 100 }} />
        <FormTextField name="postcode" control={control} label="Postcode" inputProps={{ maxLength: 10 }} />
        <FormTextField name="state" control={control} label="State" inputProps={{ maxLength: 10 }} />
      </FieldGrid>
    </ConsoleFormDialog>
  );
}
