// Writes or changes a notice: its tab and section (where managers find it) and its text in the
// rich text editor. The server keeps only safe HTML; its refusals show under the fields.
import { ZNoticeWrite, type TAdminNotice, type TNoticeWrite } from '@courtside/contracts/admin';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { FieldGrid } from '../../../components/form/FieldGrid';
import { FormTextField } from '../../../components/form/FormTextField';
import { failureOf } from '../../../components/console/failure';
import { schemaResolver } from '../../../lib/form';
import { saveNotice, useNoticeboardChange } from '../api/noticeboard';
import { RichTextEditor } from './RichTextEditor';
import { ConsoleFormDialog } from '../../../components/console/ConsoleFormDialog';

const FIELDS = ['tab', 'section_name', 'html'];

export function NoticeDialog({
  notice,
  onDone,
  onClose,
}: {
  /** The notice to change; none: a new one. */
  notice?: TAdminNotice;
  onDone: (text: string) => void;
  onClose: () => void;
}) {
  const save = useNoticeboardChange(saveNotice);
  const [failure, setFailure] = useState<string | null>(null);
  const { control, handleSubmit, setError, formState } = useForm<TNoticeWrite>({
    defaultValues: {
      tab: notice?.tab ?? '',
      section_name: notice?.section_name ?? '',
      html: notice?.html ?? '',
    },
    resolver: schemaResolver(() => ZNoticeWrite),
  });
  const onSubmit = handleSubmit(async (form) => {
    setFailure(null);
    try {
      const saved = await save.mutateAsync({ ...form, ...(notice ? { id: notice.id } : {}) });
      onDone(`Notice ${notice ? 'saved' : 'added'}: ${saved.tab}, ${saved.section_name}.`);
      onClose();
    } catch (err) {
      setFailure(failureOf(err, setError, FIELDS));
    }
  });

  return (
    <ConsoleFormDialog
      title={notice ? 'Change the notice' : 'Write a notice'}
      failure={failure}
      submitText="Save notice"
      submitting={formState.isSubmitting}
      onSubmit={onSubmit}
      onClose={onClose}
      maxWidth="md"
    >
      <FieldGrid>
        <FormTextField
          name="tab"
          control={control}
          label="Tab"
          required
          hint="Where managers find it, e.g. HPC"
        />
        <FormTextField name="section_name" control={control} label="Section" required />
      </FieldGrid>
      <Controller
        name="html"
        control={control}
        render={({ field, fieldState }) => (
          <RichTextEditor
            label="Notice"
            value={field.value}
            onChange={field.onChange}
            error={fieldState.error?.message}
          />
        )}
      />
    </ConsoleFormDialog>
  );
}
