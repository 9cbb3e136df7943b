// The Date of Birth field of every person form (registration, nomination, team requests,
// store attendees): dd/mm/yyyy typed with the mask, a numeric keypad on phones.
import type { FieldValues } from 'react-hook-form';
import { maskDmy } from '../../lib/dates';
import { FormTextField, type FormTextFieldProps } from './FormTextField';

export interface DateOfBirthFieldProps<T extends FieldValues> extends Pick<
  FormTextFieldProps<T>,
  'control' | 'name' | 'disabled'
> {
  /** Today as dd/mm/yyyy: the hint then says the date must be before it. */
  before?: string;
  /** Leave the hint out (a confirmed, locked row). */
  noHint?: boolean;
  /** e.g. 'bday' on the member's own registration. */
  autoComplete?: string;
}

export function DateOfBirthField<T extends FieldValues>({
  control,
  name,
  disabled,
  before,
  noHint,
  autoComplete,
}: DateOfBirthFieldProps<T>) {
  return (
    <FormTextField
      control={control}
      name={name}
      label="Date of Birth"
      required
      disabled={disabled}
      transform={maskDmy}
      placeholder="dd/mm/yyyy"
      hint={noHint ? undefined : before ? `dd/mm/yyyy, before ${before}` : 'dd/mm/yyyy'}
      inputProps={{ inputMode: 'numeric', maxLength: 10, ...(autoComplete ? { autoComplete } : {}) }}
    />
  );
}
