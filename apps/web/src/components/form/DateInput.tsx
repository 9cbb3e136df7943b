// A date outside a form (a calendar's day, a filter): MUI X's date picker, shown and typed as
// dd/mm/yyyy whatever the browser's language, or picked from a calendar. It answers YYYY-MM-DD
// once what is typed is a whole date ('' when cleared, if it may be empty); a half-typed date stays
// on screen without changing the value. Form fields use IsoDateField. A page rendered on the server
// shows the date as plain text until the browser takes over: the picker's field cannot be hydrated
// (its text differs between the two), and typing into it then would be lost.
import TextField from '@mui/material/TextField';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import dayjs, { type Dayjs } from 'dayjs';
import 'dayjs/locale/en-au';
import { useEffect, useState, useSyncExternalStore } from 'react';

const ISO = /^\d{4}-\d{2}-\d{2}$/;
const dayOf = (iso: string) => (ISO.test(iso) ? dayjs(iso) : null);
/** A whole date: while a year is typed digit by digit the picker sees years 2, 20, 202. */
const whole = (value: Dayjs) => value.isValid() && value.year() >= 1900;
const noChange = () => () => {};
/** False while the server renders and while the browser hydrates that render; true after. */
const useInBrowser = () =>
  useSyncExternalStore(
    noChange,
    () => true,
    () => false,
  );

export function DateInput({
  id,
  label,
  value,
  onChange,
  clearable = false,
  min,
  max,
  hint = 'dd/mm/yyyy',
  error,
  size,
  margin,
}: {
  id: string;
  label: string;
  /** YYYY-MM-DD, or '' for none. */
  value: string;
  onChange: (iso: string) => void;
  /** May be emptied (answers ''). */
  clearable?: boolean;
  /** The first and last days the calendar offers (YYYY-MM-DD). */
  min?: string;
  max?: string;
  /** Shown under the field while there is no error. */
  hint?: string;
  error?: string;
  size?: 'small' | 'medium';
  margin?: 'none' | 'dense' | 'normal';
}) {
  const [shown, setShown] = useState<Dayjs | null>(() => dayOf(value));
  useEffect(() => {
    const current = shown !== null && whole(shown) ? shown.format('YYYY-MM-DD') : '';
    if (value !== current) setShown(dayOf(value));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only when the value from outside changes
  }, [value]);
  const inBrowser = useInBrowser();
  if (!inBrowser) {
    return (
      <TextField
        id={id}
        label={label}
        value={ISO.test(value) ? dayjs(value).format('DD/MM/YYYY') : ''}
        size={size}
        margin={margin}
        helperText={error ?? hint}
        error={Boolean(error)}
        slotProps={{ htmlInput: { readOnly: true }, inputLabel: { shrink: true } }}
      />
    );
  }
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs} adapterLocale="en-au">
      <DatePicker
        label={label}
        format="DD/MM/YYYY"
        value={shown}
        minDate={min ? dayjs(min) : undefined}
        maxDate={max ? dayjs(max) : undefined}
        onChange={(next) => {
          setShown(next);
          if (next === null) {
            if (clearable) onChange('');
          } else if (whole(next)) onChange(next.format('YYYY-MM-DD'));
        }}
        slotProps={{
          field: { clearable },
          textField: {
            id,
            size,
            margin,
            error: Boolean(error),
            helperText: error ?? hint,
          },
        }}
      />
    </LocalizationProvider>
  );
}
