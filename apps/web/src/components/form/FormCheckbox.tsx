import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import type { ReactNode } from 'react';
import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';
import { useFieldId } from './field-id';

export function FormCheckbox<T extends FieldValues>({
  name,
  control,
  label,
  disabled,
  hint,
}: {
  name: Path<T>;
  control: Control<T>;
  label: ReactNode;
  disabled?: boolean;
  /** A short line under the box saying what ticking it means, shown while there is no error. */
  hint?: string;
}) {
  const fieldId = useFieldId(name);
  return (
    <Controller
      name={name}
      control={control}
      render={({ field, fieldState }) => (
        <FormControl error={Boolean(fieldState.error)} sx={{ display: 'block' }}>
          <FormControlLabel
            label={label}
            disabled={disabled}
            control={
              <Checkbox
                name={field.name}
                checked={Boolean(field.value)}
                onChange={(e) => field.onChange(e.target.checked)}
                onBlur={field.onBlur}
                id={fieldId}
                slotProps={{
                  input: {
                    ref: field.ref,
                    'aria-describedby': fieldState.error ? `${fieldId}-error` : hint && `${fieldId}-hint`,
                  },
                }}
              />
            }
          />
          {fieldState.error ? (
            <FormHelperText id={`${fieldId}-error`}>{fieldState.error.message}</FormHelperText>
          ) : (
            hint && (
              <FormHelperText id={`${fieldId}-hint`} sx={{ mt: -0.5, ml: 4 }}>
                {hint}
              </FormHelperText>
            )
          )}
        </FormControl>
      )}
    />
  );
}
