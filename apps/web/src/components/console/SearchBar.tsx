// The search bar above a console list: a search landmark holding the list's filter fields in a
// grid (one column on a phone) and its Search button. The screen keeps the filters in the
// address; this only lays them out and submits them.
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import type { BaseSyntheticEvent, ReactNode } from 'react';

export function SearchBar({
  label,
  columns,
  onSearch,
  children,
  alignItems = 'center',
  buttonOwnRow = false,
}: {
  /** The landmark's name, such as "Find vouchers". */
  label: string;
  /** The grid's columns by breakpoint, the Search button's included. */
  columns: Partial<Record<'xs' | 'sm' | 'md', string>>;
  /** react-hook-form's handleSubmit of the search. */
  onSearch: (e?: BaseSyntheticEvent) => Promise<void>;
  children: ReactNode;
  alignItems?: 'center' | 'start';
  /** The Search button on a row of its own, under the fields. */
  buttonOwnRow?: boolean;
}) {
  return (
    <Box
      component="form"
      role="search"
      aria-label={label}
      noValidate
      onSubmit={(e) => void onSearch(e)}
      sx={{ display: 'grid', gridTemplateColumns: columns, columnGap: 2, alignItems, mb: 1 }}
    >
      {children}
      <Box sx={buttonOwnRow ? { gridColumn: '1 / -1' } : undefined}>
        <Button type="submit" variant="contained">
          Search
        </Button>
      </Box>
    </Box>
  );
}

/** A filter's options: "Any ..." (no filter) first, then each value in words. */
export const anyOf = <V extends string>(
  anyText: string,
  values: readonly V[],
  textOf: (value: V) => string,
) => [
  <option key="" value="">
    {anyText}
  </option>,
  ...values.map((value) => (
    <option key={value} value={value}>
      {textOf(value)}
    </option>
  )),
];
