// Moving a hire to another court of the venue, date or time; the price stays. A clash (409) says
// what the new slot clashes with; other refusals show under their fields.
import type { TAdminHire, TAdminVenuePage } from '@courtside/contracts/admin';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { ConsoleFormDialog } from '../../../components/console/ConsoleFormDialog';
import { FieldGrid } from '../../../components/form/FieldGrid';
import { FormTextField } from '../../../components/form/FormTextField';
import { IsoDateField } from '../../../components/form/IsoDateField';
import { ApiError } from '../../../lib/api-client';
import { failureOf } from '../../../components/console/failure';
import { schemaResolver } from '../../../lib/form';
import { useMoveHire } from '../api/move-hire';
import {
  bookedText,
  datedText,
  hireCourts,
  hireMoveOf,
  moveFormOf,
  splitDated,
  ZMoveForm,
  type MoveForm,
} from '../hire-form';

const FIELDS = ['court_id', 'date', 'start_time', 'end_time'] as const;

export function MoveHireDialog({
  hire,
  venue,
  onDone,
  onClose,
}: {
  hire: TAdminHire;
  venue: TAdminVenuePage;
  onDone: (text: string) => void;
  onClose: () => void;
}) {
  const move = useMoveHire();
  const [failure, setFailure] = useState<string | null>(null);
  const { control, handleSubmit, setError, formState } = useForm<MoveForm>({
    defaultValues: moveFormOf(hire),
    resolver: schemaResolver(() => ZMoveForm),
  });
  const onSubmit = handleSubmit(async (form) => {
    setFailure(null);
    try {
      onDone(`Moved: ${bookedText(await move.mutateAsync({ id: hire.id, ...hireMoveOf(form) }))}`);
    } catch (err) {
      // A clash is keyed by its date: said as one line with what it clashes with.
      const dated = err instanceof ApiError ? splitDated(err.errors).dated : [];
      setFailure(
        dated.length > 0 && err instanceof ApiError
          ? `${err.message} ${dated.map(datedText).join(' ')}`
          : failureOf(err, setError, FIELDS),
      );
    }
  });
  return (
    <ConsoleFormDialog
      title={`Move ${hire.member.name}'s hire`}
      failure={failure}
      submitText="Move the hire"
      submitting={formState.isSubmitting}
      onSubmit={onSubmit}
      onClose={onClose}
    >
      <FieldGrid>
        <FormTextField
          name="court_id"
          control={control}
          label="Court"
          required
          select={hireCourts(venue).map((c) => (
            <option key={c.id} value={String(c.id)}>
              {c.name}
            </option>
          ))}
        />
        <IsoDateField name="date" control={control} label="Date" required hint="dd/mm/yyyy" />
      </FieldGrid>
      <FieldGrid>
        <FormTextField name="start_time" control={control} label="Start" required hint="Such as 18:00" />
        <FormTextField name="end_time" control={control} label="End" required hint="Such as 19:30" />
      </FieldGrid>
    </ConsoleFormDialog>
  );
}
