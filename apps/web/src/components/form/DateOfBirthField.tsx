// The Date of Birth field of every person form (registration, nomination, team requests,
// store attendees): MUI X's date picker. The date is typed as dd/mm/yyyy (each part moves on
// to the next), or picked from a calendar that opens as a dialog on a phone; no day after
// yesterday in the association's zone can be picked. The form keeps the dd/mm/yyyy text
// its schema checks. Loaded only by the screens that show the field, never by sign-in.
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import dayjs, { type Dayjs } from 'dayjs';
import 'dayjs/locale/en-au';
import { useEffect, useState } from 'react';
import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';
import { addDaysIso, todayIso } from '../../lib/calendar-dates';
import { useSettings } from '../../lib/settings';
import { REQUIRED_CLASS } from './FormTextField';
import { useFieldId } from './field-id';

export interface DateOfBirthFieldProps<T extends FieldValues> {
  name: Path<T>;
  control: Control<T>;
  disabled?: boolean;
  /** Today as dd/mm/yyyy: the hint then says the date must be before it. */
  before?: string;
  /** Leave the hint out (a confirmed, locked row). */
  noHint?: boolean;
  /** e.g. 'bday' on the member's own registration. */
  autoComplete?: string;
}

const FORMAT = 'DD/MM/YYYY';
/** What the form holds while the typed date is not a whole, real one: its schema then says so. */
const NOT_A_DATE = '??/??/????';

/** A dd/mm/yyyy text as a date; null for '' and an invalid date for anything else that is not one. */
export function pickerValueOf(text: string): Dayjs | null {
  if (!text) return null;
  const match = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(text);
  const date = match ? dayjs(`${match[3]}-${match[2]}-${match[1]}`) : dayjs('');
  // dayjs rolls 31/02 on to March: only a date that reads back the same is real.
  return date.isValid() && date.format(FORMAT) === text ? date : dayjs('');
}

/** The picker's value as the form's text. */
export function textOf(value: Dayjs | null): string {
  if (value === null) return '';
  return value.isValid() ? value.format(FORMAT) : NOT_A_DATE;
}

export function DateOfBirthField<T extends FieldValues>(props: DateOfBirthFieldProps<T>) {
  const { control, name } = props;
  return (
    <Controller
      name={name}
      control={control}
      render={({ field, fieldState }) => (
        <DatePickerField
          {...props}
          text={String(field.value ?? '')}
          onText={field.onChange}
          onBlur={field.onBlur}
          inputRef={field.ref}
          error={fieldState.error?.message}
        />
      )}
    />
  );
}

function DatePickerField({
  name,
  disabled,
  before,
  noHint,
  autoComplete,
  text,
  onText,
  onBlur,
  inputRef,
  error,
}: Omit<DateOfBirthFieldProps<FieldValues>, 'control'> & {
  text: string;
  onText: (text: string) => void;
  onBlur: () => void;
  inputRef: (element: HTMLInputElement | null) => void;
  error?: string;
}) {
  const timeZone = useSettings().data?.time_zone ?? 'Australia/Sydney';
  const yesterday = dayjs(addDaysIso(todayIso(timeZone), -1));
  // The picker's own value, so a half-typed date stays on screen while the form holds NOT_A_DATE;
  // a new text from outside (a reset, a known player copied in) replaces it.
  const [value, setValue] = useState<Dayjs | null>(() => pickerValueOf(text));
  useEffect(() => {
    if (text !== textOf(value)) setValue(pickerValueOf(text));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only when the form's text changes
  }, [text]);
  const id = useFieldId(name);
  const hint = noHint ? undefined : before ? `dd/mm/yyyy, before ${before}` : 'dd/mm/yyyy';

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs} adapterLocale="en-au">
      <DatePicker
        label="Date of Birth"
        format={FORMAT}
        value={value}
        maxDate={yesterday}
        openTo="year"
        views={['year', 'month', 'day']}
        disabled={disabled}
        onChange={(next) => {
          setValue(next);
          onText(textOf(next));
        }}
        inputRef={inputRef}
        slotProps={{
          textField: {
            id,
            name,
            fullWidth: true,
            margin: 'normal',
            error: Boolean(error),
            helperText: error ?? hint,
            onBlur,
            slotProps: {
              inputLabel: { className: REQUIRED_CLASS },
              htmlInput: autoComplete ? { autoComplete } : undefined,
            },
          },
        }}
      />
    </LocalizationProvider>
  );
}
