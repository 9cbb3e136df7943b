import type { FieldValues } from 'react-hook-form';
import { FormTextField, type FormTextFieldProps } from './FormTextField';

export interface SelectOption {
  value: string;
  text: string;
}

/** A native select (best for screen readers and phones) bound to a form field. */
export function FormSelect<T extends FieldValues>({
  options,
  placeholder = 'Please select',
  ...props
}: Omit<FormTextFieldProps<T>, 'select'> & { options: readonly SelectOption[] }) {
  return (
    <FormTextField
      {...props}
      select={
        <>
          <option value="">{placeholder}</option>
          {options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.text}
            </option>
          ))}
        </>
      }
    />
  );
}
