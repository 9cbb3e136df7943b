// Lists a person under a section of the noticeboard, or changes them: name, gender, email, the
// competition and a comment, as managers read them.
import {
  ZNoticeboardRowWrite,
  type TAdminNoticeboardRow,
  type TNoticeboardRowWrite,
} from '@courtside/contracts/admin';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { FieldGrid } from '../../../components/form/FieldGrid';
import { FormTextField } from '../../../components/form/FormTextField';
import { failureOf } from '../../../components/console/failure';
import { schemaResolver } from '../../../lib/form';
import { saveRow, useNoticeboardChange } from '../api/noticeboard';
import { ConsoleFormDialog } from '../../../components/console/ConsoleFormDialog';

const FIELDS = ['section_name', 'firstname', 'surname', 'gender', 'email', 'competition', 'comment'];

export function RowDialog({
  row,
  onDone,
  onClose,
}: {
  row?: TAdminNoticeboardRow;
  onDone: (text: string) => void;
  onClose: () => void;
}) {
  const save = useNoticeboardChange(saveRow);
  const [failure, setFailure] = useState<string | null>(null);
  const { control, handleSubmit, setError, formState } = useForm<TNoticeboardRowWrite>({
    defaultValues: {
      section_name: row?.section_name ?? '',
      firstname: row?.firstname ?? '',
      surname: row?.surname ?? '',
      gender: row?.gender ?? '',
      email: row?.email ?? '',
      competition: row?.competition ?? '',
      comment: row?.comment ?? '',
    },
    resolver: schemaResolver(() => ZNoticeboardRowWrite),
  });
  const onSubmit = handleSubmit(async (form) => {
    setFailure(null);
    try {
      const saved = await save.mutateAsync({ ...form, ...(row ? { id: row.id } : {}) });
      onDone(`${saved.firstname} ${saved.surname} ${row ? 'saved' : 'listed'} under ${saved.section_name}.`);
      onClose();
    } catch (err) {
      setFailure(failureOf(err, setError, FIELDS));
    }
  });

  return (
    <ConsoleFormDialog
      title={row ? 'Change a listed person' : 'List a person'}
      failure={failure}
      submitText="Save"
      submitting={formState.isSubmitting}
      onSubmit={onSubmit}
      onClose={onClose}
    >
      <FormTextField name="section_name" control={control} label="Section" required hint="e.g. U14 Boys" />
      <FieldGrid>
        <FormTextField name="firstname" control={control} label="First name" required />
        <FormTextField name="surname" control={control} label="Surname" required />
        <FormTextField name="gender" control={control} label="Gender" />
        <FormTextField name="email" control={control} label="Email" type="email" />
      </FieldGrid>
      <FormTextField name="competition" control={control} label="Competition" />
      <FormTextField name="comment" control={control} label="Comment" multiline />
    </ConsoleFormDialog>
  );
}
