// A labelled date for the filter rows (roster screens): the shared date picker, shown and typed as
// dd/mm/yyyy whatever the browser's language; it may be emptied ('' for none).
import { DateInput } from '../form/DateInput';

export interface FilterDateProps {
  id: string;
  label: string;
  /** yyyy-mm-dd, or '' for none. */
  value: string;
  onChange: (value: string) => void;
  /** Shown in red under the input and tied to it with aria-describedby. */
  error?: string;
}

export function FilterDate({ id, label, value, onChange, error }: FilterDateProps) {
  return (
    <DateInput
      id={id}
      label={label}
      value={value}
      onChange={onChange}
      clearable
      error={error}
      size="small"
      margin="none"
    />
  );
}
