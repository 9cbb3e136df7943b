// The reason a console change asks for: the audit log keeps it with the change.
import type { Control, FieldValues, Path } from 'react-hook-form';
import { FormTextField } from '../form/FormTextField';

export function ReasonField<T extends FieldValues>({
  name,
  control,
  required = false,
  autoFocus = false,
}: {
  name: Path<T>;
  control: Control<T>;
  required?: boolean;
  autoFocus?: boolean;
}) {
  return (
    <FormTextField
      name={name}
      control={control}
      label="Reason (kept in the audit log)"
      required={required}
      autoFocus={autoFocus}
      multiline
      minRows={2}
      inputProps={{ maxLength: 500 }}
    />
  );
}
