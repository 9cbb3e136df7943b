// A labelled text input bound to a react-hook-form field. Built from MUI's input
// primitives rather than TextField: TextField also pulls in Select, Menu and Modal,
// which would put ~15 KB more on the login page.
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import NativeSelect from '@mui/material/NativeSelect';
import OutlinedInput from '@mui/material/OutlinedInput';
import type { InputHTMLAttributes, ReactNode } from 'react';
import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';
import { useFieldId } from './field-id';

/**
 * Required fields get their '*' from CSS (see theme.ts) instead of MUI's asterisk span:
 * the label's text then stays exactly the field's name ('Password', not 'Password *'),
 * which is what people using screen readers hear and what tests look fields up by.
 */
export const REQUIRED_CLASS = 'cs-required';

export interface FormTextFieldProps<T extends FieldValues> {
  name: Path<T>;
  control: Control<T>;
  label: string;
  required?: boolean;
  disabled?: boolean;
  type?: string;
  autoComplete?: string;
  autoFocus?: boolean;
  placeholder?: string;
  multiline?: boolean;
  minRows?: number;
  /** Attributes of the <input> itself (inputMode, maxLength, ...). */
  inputProps?: InputHTMLAttributes<HTMLInputElement>;
  endAdornment?: ReactNode;
  /** Rewrites what is typed (masks such as ##/##/#### or 10 digits). */
  transform?: (typed: string) => string;
  /** A hint shown while there is no error. */
  hint?: string;
  /** Options of a native select; makes the field a select. */
  select?: ReactNode;
}

export function FormTextField<T extends FieldValues>(props: FormTextFieldProps<T>) {
  const { name, control, label, required, disabled, transform, hint, select } = props;
  const id = useFieldId(name);
  return (
    <Controller
      name={name}
      control={control}
      render={({ field, fieldState }) => {
        const message = fieldState.error?.message ?? hint;
        const describedBy = message ? `${id}-helper` : undefined;
        const common = {
          id,
          name: field.name,
          value: field.value ?? '',
          onBlur: field.onBlur,
          onChange: (e: { target: { value: string } }) =>
            field.onChange(transform ? transform(e.target.value) : e.target.value),
          disabled,
        };
        return (
          <FormControl fullWidth margin="normal" disabled={disabled} error={Boolean(fieldState.error)}>
            <InputLabel
              htmlFor={id}
              shrink={select ? true : undefined}
              className={required ? REQUIRED_CLASS : undefined}
            >
              {label}
            </InputLabel>
            {select ? (
              <NativeSelect
                {...common}
                inputRef={field.ref}
                input={<OutlinedInput label={label} notched />}
                inputProps={{ id, 'aria-describedby': describedBy, 'aria-required': required || undefined }}
              >
                {select}
              </NativeSelect>
            ) : (
              <OutlinedInput
                {...common}
                inputRef={field.ref}
                label={label}
                type={props.type}
                autoComplete={props.autoComplete}
                autoFocus={props.autoFocus}
                placeholder={props.placeholder}
                multiline={props.multiline}
                minRows={props.minRows}
                endAdornment={props.endAdornment}
                inputProps={{
                  ...props.inputProps,
                  'aria-describedby': describedBy,
                  'aria-required': required || undefined,
                }}
              />
            )}
            {message && <FormHelperText id={`${id}-helper`}>{message}</FormHelperText>}
          </FormControl>
        );
      }}
    />
  );
}
