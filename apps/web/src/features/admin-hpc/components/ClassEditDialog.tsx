// Changing a class, or the rest of its series (every class of it on or after this one's date):
// the class's fields as they are, and only those changed are sent. A single class may move to
// another date too. The API's refusals (a capacity below the places booked, a class started) show
// under their fields or above the form.
import type { TAdminClass } from '@courtside/contracts/admin';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { ConsoleFormDialog } from '../../../components/console/ConsoleFormDialog';
import { IsoDateField } from '../../../components/form/IsoDateField';
import { failureOf } from '../../../components/console/failure';
import { schemaResolver } from '../../../lib/form';
import { useChangeClass } from '../api/change-class';
import { useChangeSeries } from '../api/change-series';
import {
  CLASS_EDIT_FIELDS,
  classChangeOf,
  classEditFormOf,
  classEditSchema,
  type ClassEditForm,
} from '../class-form';
import { seriesChangedText } from '../classes';
import { ClassFields } from './ClassFields';

export function ClassEditDialog({
  cls,
  series,
  onDone,
  onClose,
}: {
  cls: TAdminClass;
  /** Change the rest of its series rather than this class alone. */
  series: boolean;
  onDone: (text: string) => void;
  onClose: () => void;
}) {
  const changeClass = useChangeClass();
  const changeSeries = useChangeSeries();
  const [failure, setFailure] = useState<string | null>(null);
  const { control, handleSubmit, setError, formState } = useForm<ClassEditForm>({
    defaultValues: classEditFormOf(cls),
    resolver: schemaResolver(() => classEditSchema(cls)),
  });

  const onSubmit = handleSubmit(async (form) => {
    setFailure(null);
    const { date: _date, ...changes } = classChangeOf(form, cls);
    try {
      if (series && cls.series_id !== null) {
        const changed = await changeSeries.mutateAsync({ id: cls.series_id, from: cls.date, ...changes });
        onDone(seriesChangedText(changed.classes.length));
      } else {
        await changeClass.mutateAsync({ id: cls.id, ...classChangeOf(form, cls) });
        onDone('Class saved.');
      }
      onClose();
    } catch (err) {
      setFailure(failureOf(err, setError, CLASS_EDIT_FIELDS));
    }
  });

  return (
    <ConsoleFormDialog
      title={series ? 'Change the rest of the series' : 'Change the class'}
      failure={failure}
      submitText="Save"
      submitting={formState.isSubmitting}
      onSubmit={onSubmit}
      onClose={onClose}
      maxWidth="md"
    >
      {!series && <IsoDateField name="date" control={control} label="Date" required hint="dd/mm/yyyy" />}
      <ClassFields control={control} />
    </ConsoleFormDialog>
  );
}
