// A console date (a season's start, a blackout, a draw's first date) with MUI X's date picker:
// typed as dd/mm/yyyy or picked from a calendar. The form holds YYYY-MM-DD, '' when empty, or
// INVALID_DATE while what is typed is not a whole date (the form's schema then says so). Only
// console screens and signed-in members' forms use it: the picker is about 48 kB no public page
// should carry. Dates outside a form use DateInput.
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import dayjs, { type Dayjs } from 'dayjs';
import 'dayjs/locale/en-au';
import { useEffect, useState } from 'react';
import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';
import { INVALID_DATE } from './iso-date';
import { REQUIRED_CLASS } from './FormTextField';
import { useFieldId } from './field-id';

const textOf = (value: Dayjs | null) =>
  value === null ? '' : value.isValid() ? value.format('YYYY-MM-DD') : INVALID_DATE;
const valueOf = (text: string) => (text === '' ? null : text === INVALID_DATE ? dayjs('') : dayjs(text));

export function IsoDateField<T extends FieldValues>({
  name,
  control,
  label,
  hint = 'dd/mm/yyyy, or leave empty',
  required,
  min,
  max,
}: {
  name: Path<T>;
  control: Control<T>;
  label: string;
  /** Shown while there is no error. */
  hint?: string;
  required?: boolean;
  /** The first and last days the calendar offers (YYYY-MM-DD); the form's schema still decides. */
  min?: string;
  max?: string;
}) {
  return (
    <Controller
      name={name}
      control={control}
      render={({ field, fieldState }) => (
        <Picker
          name={name}
          label={label}
          hint={hint}
          required={required}
          min={min}
          max={max}
          text={String(field.value ?? '')}
          onText={field.onChange}
          onBlur={field.onBlur}
          error={fieldState.error?.message}
        />
      )}
    />
  );
}

function Picker({
  name,
  label,
  hint,
  required,
  min,
  max,
  text,
  onText,
  onBlur,
  error,
}: {
  name: string;
  label: string;
  hint: string;
  required?: boolean;
  min?: string;
  max?: string;
  text: string;
  onText: (text: string) => void;
  onBlur: () => void;
  error?: string;
}) {
  const fieldId = useFieldId(name);
  // The picker's own value, so a half-typed date stays on screen while the form holds INVALID_DATE.
  const [value, setValue] = useState<Dayjs | null>(() => valueOf(text));
  useEffect(() => {
    if (text !== textOf(value)) setValue(valueOf(text));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only when the form's text changes
  }, [text]);
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs} adapterLocale="en-au">
      <DatePicker
        label={label}
        format="DD/MM/YYYY"
        value={value}
        minDate={min ? dayjs(min) : undefined}
        maxDate={max ? dayjs(max) : undefined}
        onChange={(next) => {
          setValue(next);
          onText(textOf(next));
        }}
        slotProps={{
          field: { clearable: !required },
          textField: {
            id: fieldId,
            name,
            fullWidth: true,
            margin: 'normal',
            onBlur,
            error: Boolean(error),
            helperText: error ?? hint,
            // The '*' comes from CSS, as on every required field (FormTextField).
            slotProps: { inputLabel: { className: required ? REQUIRED_CLASS : undefined } },
          },
        }}
      />
    </LocalizationProvider>
  );
}
