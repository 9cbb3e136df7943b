// A sport (the venue's own), booking type (with its slug) or option (both shared by every venue),
// new or renamed. The API's refusals show under their fields (a slug another type has).
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { ConsoleFormDialog } from '../../../components/console/ConsoleFormDialog';
import { FormTextField } from '../../../components/form/FormTextField';
import { failureOf } from '../../../components/console/failure';
import { schemaResolver } from '../../../lib/form';
import { useSaveBookingOption } from '../api/save-booking-option';
import { useSaveBookingType } from '../api/save-booking-type';
import { useSaveSport } from '../api/save-sport';
import {
  CATALOGUE_WORDS,
  catalogueFormOf,
  catalogueSchema,
  catalogueWriteOf,
  type CatalogueForm,
  type CatalogueKind,
} from '../venue-form';

export interface CatalogueItem {
  id: number;
  name: string;
  slug?: string;
}

export function CatalogueDialog({
  kind,
  venueId,
  item,
  onDone,
  onClose,
}: {
  kind: CatalogueKind;
  venueId: number;
  /** null: a new one. */
  item: CatalogueItem | null;
  onDone: (saved: CatalogueItem) => void;
  onClose: () => void;
}) {
  const saveSport = useSaveSport();
  const saveType = useSaveBookingType();
  const saveOption = useSaveBookingOption();
  const [failure, setFailure] = useState<string | null>(null);
  const { control, handleSubmit, setError, formState } = useForm<CatalogueForm>({
    defaultValues: catalogueFormOf(item),
    resolver: schemaResolver(() => catalogueSchema(kind)),
  });
  const one = CATALOGUE_WORDS[kind].one;
  const onSubmit = handleSubmit(async (form) => {
    setFailure(null);
    const body = { id: item?.id ?? null, ...catalogueWriteOf(kind, form) };
    try {
      onDone(
        kind === 'sport'
          ? await saveSport.mutateAsync({ ...body, venueId })
          : kind === 'type'
            ? await saveType.mutateAsync(body)
            : await saveOption.mutateAsync(body),
      );
    } catch (err) {
      setFailure(failureOf(err, setError, ['name', 'slug']));
    }
  });
  return (
    <ConsoleFormDialog
      title={item ? `Change the ${one} ${item.name}` : `New ${one}`}
      failure={failure}
      submitText={item ? 'Save' : `Add the ${one}`}
      submitting={formState.isSubmitting}
      onSubmit={onSubmit}
      onClose={onClose}
    >
      <FormTextField name="name" control={control} label="Name" required inputProps={{ maxLength: 80 }} />
      {kind === 'type' && (
        <FormTextField
          name="slug"
          control={control}
          label="Slug"
          required
          hint="Lower-case letters, digits and -, as members' links name it"
          inputProps={{ maxLength: 60, autoComplete: 'off' }}
        />
      )}
    </ConsoleFormDialog>
  );
}
