// The text box of an address or suburb Autocomplete bound to a react-hook-form field: the
// field's name, ref and blur on MUI's input, required, the browser's own suggestions off
// (ours replace them), and the field's error in place of the hint.
import TextField from '@mui/material/TextField';
import type { AutocompleteRenderInputParams } from '@mui/material/Autocomplete';
import type { ControllerFieldState, ControllerRenderProps, FieldValues, Path } from 'react-hook-form';

export function autocompleteInput<T extends FieldValues>(
  field: ControllerRenderProps<T, Path<T>>,
  fieldState: ControllerFieldState,
  label: string,
  hint: string,
) {
  return function AutocompleteInput(params: AutocompleteRenderInputParams) {
    return (
      <TextField
        {...params}
        name={field.name}
        inputRef={field.ref}
        onBlur={field.onBlur}
        label={label}
        required
        autoComplete="off"
        error={Boolean(fieldState.error)}
        helperText={fieldState.error?.message ?? hint}
      />
    );
  };
}
