// A set of choices ticked in a group of checkboxes, bound to a react-hook-form field that holds
// the chosen values (an array) in the order the choices are listed, whatever order they were
// ticked in. A fieldset named by its legend, so a screen reader says which group a box is in.
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';
import { REQUIRED_CLASS } from './FormTextField';
import { useFieldId } from './field-id';

export interface CheckboxChoice<V extends string | number> {
  value: V;
  label: string;
}

export function CheckboxGroupField<T extends FieldValues, V extends string | number>({
  name,
  control,
  label,
  choices,
  hint,
  required,
  row,
}: {
  name: Path<T>;
  control: Control<T>;
  label: string;
  choices: readonly CheckboxChoice<V>[];
  hint?: string;
  required?: boolean;
  /** Side by side (short labels such as weekdays), wrapping on a phone. */
  row?: boolean;
}) {
  const id = useFieldId(name);
  return (
    <Controller
      name={name}
      control={control}
      render={({ field, fieldState }) => {
        const chosen = (field.value as V[] | undefined) ?? [];
        const message = fieldState.error?.message ?? hint;
        const toggle = (value: V, on: boolean) =>
          field.onChange(choices.map((c) => c.value).filter((v) => (v === value ? on : chosen.includes(v))));
        return (
          <FormControl
            component="fieldset"
            margin="normal"
            fullWidth
            error={Boolean(fieldState.error)}
            aria-describedby={message ? `${id}-helper` : undefined}
          >
            <FormLabel component="legend" className={required ? REQUIRED_CLASS : undefined}>
              {label}
            </FormLabel>
            <FormGroup row={row}>
              {choices.map((choice, index) => (
                <FormControlLabel
                  key={choice.value}
                  label={choice.label}
                  control={
                    <Checkbox
                      id={`${id}-${choice.value}`}
                      checked={chosen.includes(choice.value)}
                      onChange={(e) => toggle(choice.value, e.target.checked)}
                      onBlur={field.onBlur}
                      slotProps={{ input: index === 0 ? { ref: field.ref } : {} }}
                    />
                  }
                />
              ))}
            </FormGroup>
            {message && <FormHelperText id={`${id}-helper`}>{message}</FormHelperText>}
          </FormControl>
        );
      }}
    />
  );
}
