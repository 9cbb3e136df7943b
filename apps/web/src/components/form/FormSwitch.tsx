// An on/off setting bound to a react-hook-form field (a boolean), with its hint under it.
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Switch from '@mui/material/Switch';
import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';
import { useFieldId } from './field-id';

export function FormSwitch<T extends FieldValues>({
  name,
  control,
  label,
  hint,
}: {
  name: Path<T>;
  control: Control<T>;
  label: string;
  hint?: string;
}) {
  const id = useFieldId(name);
  return (
    <Controller
      name={name}
      control={control}
      render={({ field, fieldState }) => {
        const message = fieldState.error?.message ?? hint;
        return (
          <FormControl error={Boolean(fieldState.error)} sx={{ display: 'block', mt: 1 }}>
            <FormControlLabel
              label={label}
              control={
                <Switch
                  id={id}
                  name={field.name}
                  checked={Boolean(field.value)}
                  onChange={(e) => field.onChange(e.target.checked)}
                  onBlur={field.onBlur}
                  slotProps={{
                    input: { ref: field.ref, 'aria-describedby': message ? `${id}-helper` : undefined },
                  }}
                />
              }
            />
            {message && <FormHelperText id={`${id}-helper`}>{message}</FormHelperText>}
          </FormControl>
        );
      }}
    />
  );
}
