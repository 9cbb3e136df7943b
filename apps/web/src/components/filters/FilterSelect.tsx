// A plain labelled <select> for the filter rows of the draw, standings, stats and roster
// screens. Deliberately not a MUI TextField: the public draw must stay light on game
// day (the TextField/Select stack alone is ~22 kB gzipped), and a native select is
// the best picker on a phone and with a screen reader.
import Box from '@mui/material/Box';
import type { ChangeEvent, ReactNode } from 'react';

export interface FilterOption {
  value: string;
  text: string;
}

export interface FilterSelectProps {
  id: string;
  label: string;
  value: string;
  options: readonly FilterOption[];
  onChange: (value: string) => void;
  /** First entry, value ''. Leave out when the list has its own "all" entry. */
  placeholder?: string;
  disabled?: boolean;
}

/** Shared look of the light filter inputs (select, combobox, search, date). */
export const filterInputSx = {
  display: 'block',
  width: '100%',
  minHeight: 44,
  px: 1.5,
  py: 1,
  font: 'inherit',
  color: 'text.primary',
  bgcolor: 'background.paper',
  // #6b7280 on white keeps the 3:1 contrast that input borders need.
  border: '1px solid #6b7280',
  borderRadius: 1,
  '&:focus-visible': { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: 1 },
  '&:disabled': { bgcolor: 'action.disabledBackground', color: 'text.secondary', cursor: 'not-allowed' },
} as const;

export const filterLabelSx = {
  display: 'block',
  mb: 0.5,
  fontSize: '0.875rem',
  fontWeight: 600,
  color: 'text.primary',
} as const;

export function FilterSelect({
  id,
  label,
  value,
  options,
  onChange,
  placeholder,
  disabled,
}: FilterSelectProps) {
  return (
    <Box>
      <Box component="label" htmlFor={id} sx={filterLabelSx}>
        {label}
      </Box>
      <Box
        component="select"
        id={id}
        value={value}
        disabled={disabled}
        onChange={(e: ChangeEvent<HTMLSelectElement>) => onChange(e.target.value)}
        sx={filterInputSx}
      >
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.text}
          </option>
        ))}
      </Box>
    </Box>
  );
}

/** The filter row: one column on phones, up to four side by side from tablet width. */
export function FilterRow({ children, columns = 4 }: { children: ReactNode; columns?: number }) {
  return (
    <Box
      role="group"
      aria-label="Filters"
      sx={{
        display: 'grid',
        gap: 2,
        mb: 3,
        gridTemplateColumns: {
          xs: '1fr',
          sm: `repeat(${Math.min(columns, 2)}, 1fr)`,
          md: `repeat(${columns}, 1fr)`,
        },
      }}
    >
      {children}
    </Box>
  );
}
