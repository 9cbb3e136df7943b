// Grades and division groups are shared by every season: a new grade (name, place in the list)
// and a new group in a grade (name, type the nomination wizard lists by, capacity across its
// divisions). Checked with the contracts (ZGradeCreate, ZDivisionGroupCreate).
import { ZDivisionGroupCreate, ZGradeCreate, type TGrade } from '@courtside/contracts/admin';
import { useState } from 'react';
import { useForm, type FieldValues, type UseFormSetError } from 'react-hook-form';
import { z } from 'zod/mini';
import { FormSelect } from '../../../components/form/FormSelect';
import { FormTextField } from '../../../components/form/FormTextField';
import { ApiError } from '../../../lib/api-client';
import { applyServerErrors, schemaResolver } from '../../../lib/form';
import { useCreateDivisionGroup } from '../api/create-division-group';
import { useCreateGrade } from '../api/create-grade';
import { formOf } from '../../../components/console/form-schema';
import { ConsoleFormDialog } from '../../../components/console/ConsoleFormDialog';

/** Blank: left out (or null); a whole number: the number; anything else a fraction the contract refuses. */
const wholeOr = <T,>(text: string, blank: T) => {
  const t = text.trim();
  return t === '' ? blank : /^-?\d+$/.test(t) ? Number(t) : 0.5;
};

interface GradeForm {
  name: string;
  sort_order: string;
}
const gradeOf = (f: GradeForm) => ({ name: f.name.trim(), sort_order: wholeOr(f.sort_order, undefined) });
const ZGradeForm = z.pipe(
  z.transform((f): z.input<typeof ZGradeCreate> => gradeOf(f as GradeForm)),
  ZGradeCreate,
);

interface GroupForm {
  grade_id: string;
  name: string;
  type: string;
  capacity: string;
}
const groupOf = (f: GroupForm) => ({
  grade_id: wholeOr(f.grade_id, 0),
  name: f.name.trim(),
  type: f.type.trim() === '' ? null : f.type.trim(),
  capacity: wholeOr(f.capacity, null),
});
const ZGroupForm = z.pipe(
  z.pipe(
    formOf<GroupForm>(z.looseObject({ grade_id: z.string().check(z.regex(/^\d+$/, 'Choose the grade.')) })),
    z.transform((f): z.input<typeof ZDivisionGroupCreate> => groupOf(f)),
  ),
  ZDivisionGroupCreate,
);

/** Puts an API refusal under its fields, or above them. */
async function saving<T extends FieldValues>(
  save: () => Promise<unknown>,
  setError: UseFormSetError<T>,
  fields: string[],
  setFailure: (m: string | null) => void,
): Promise<boolean> {
  setFailure(null);
  try {
    await save();
    return true;
  } catch (err) {
    if (!(err instanceof ApiError)) setFailure('Could not save. Please try again.');
    else {
      const left = applyServerErrors(setError, err.errors, fields);
      if (left.length || Object.keys(err.errors).length === 0) setFailure(left.join(' ') || err.message);
    }
    return false;
  }
}

export function GradeDialog({ onClose }: { onClose: () => void }) {
  const create = useCreateGrade();
  const [failure, setFailure] = useState<string | null>(null);
  const { control, handleSubmit, setError, formState } = useForm<GradeForm>({
    defaultValues: { name: '', sort_order: '' },
    resolver: schemaResolver(() => ZGradeForm),
  });
  const onSubmit = handleSubmit(async (form) => {
    if (await saving(() => create.mutateAsync(gradeOf(form)), setError, ['name', 'sort_order'], setFailure))
      onClose();
  });
  return (
    <ConsoleFormDialog
      title="Add a grade"
      failure={failure}
      submitText="Add grade"
      submitting={formState.isSubmitting}
      onSubmit={onSubmit}
      onClose={onClose}
    >
      <FormTextField
        name="name"
        control={control}
        label="Grade name"
        required
        autoFocus
        inputProps={{ maxLength: 100 }}
      />
      <FormTextField
        name="sort_order"
        control={control}
        label="Place in the list"
        inputProps={{ inputMode: 'numeric' }}
        hint="Grades are listed by this number, lowest first; blank: last."
      />
    </ConsoleFormDialog>
  );
}

export function GroupDialog({ grades, onClose }: { grades: TGrade[]; onClose: () => void }) {
  const create = useCreateDivisionGroup();
  const [failure, setFailure] = useState<string | null>(null);
  const { control, handleSubmit, setError, formState } = useForm<GroupForm>({
    defaultValues: { grade_id: '', name: '', type: '', capacity: '' },
    resolver: schemaResolver(() => ZGroupForm),
  });
  const onSubmit = handleSubmit(async (form) => {
    const fields = ['grade_id', 'name', 'type', 'capacity'];
    if (await saving(() => create.mutateAsync(groupOf(form)), setError, fields, setFailure)) onClose();
  });
  return (
    <ConsoleFormDialog
      title="Add a division group"
      failure={failure}
      submitText="Add division group"
      submitting={formState.isSubmitting}
      onSubmit={onSubmit}
      onClose={onClose}
    >
      <FormSelect
        name="grade_id"
        control={control}
        label="Grade"
        required
        options={grades.map((g) => ({ value: String(g.id), text: g.name }))}
      />
      <FormTextField
        name="name"
        control={control}
        label="Group name"
        required
        inputProps={{ maxLength: 100 }}
      />
      <FormTextField
        name="type"
        control={control}
        label="Group type"
        inputProps={{ maxLength: 50 }}
        hint="Optional, such as junior: the nomination wizard can list groups by it."
      />
      <FormTextField
        name="capacity"
        control={control}
        label="Capacity (most teams across its divisions)"
        inputProps={{ inputMode: 'numeric' }}
        hint="Blank: no limit."
      />
    </ConsoleFormDialog>
  );
}
