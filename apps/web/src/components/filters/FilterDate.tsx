// A plain labelled date input for the filter rows (roster screens), styled like FilterSelect.
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ChangeEvent } from 'react';
import { filterInputSx, filterLabelSx } from './FilterSelect';

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
    <Box>
      <Box component="label" htmlFor={id} sx={filterLabelSx}>
        {label}
      </Box>
      <Box
        component="input"
        id={id}
        type="date"
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(e: ChangeEvent<HTMLInputElement>) => onChange(e.target.value)}
        sx={filterInputSx}
      />
      {error && (
        <Typography id={`${id}-error`} color="error" variant="body2" sx={{ mt: 0.5 }}>
          {error}
        </Typography>
      )}
    </Box>
  );
}
