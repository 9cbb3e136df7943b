// The one table of the member screens: a search box, 10 rows per page, an empty text.
// MUI Table + TablePagination; on phones each row is a card (stack-on-phone.ts).
import InputAdornment from '@mui/material/InputAdornment';
import OutlinedInput from '@mui/material/OutlinedInput';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import Search from '@mui/icons-material/Search';
import { useId, useMemo, useState, type ReactNode } from 'react';
import { stackOnPhone } from './stack-on-phone';
import { pageOf, ROWS_PER_PAGE, searchRows, sortRows, type SortDirection } from './table-rows';

export interface Column<T> {
  header: string;
  cell: (row: T) => ReactNode;
  /** What the search box matches in this column (default: the cell when it is text or a number). */
  text?: (row: T) => string;
  align?: 'left' | 'right' | 'center';
  /** Makes the column sortable by its header, on this value. */
  sortValue?: (row: T) => string | number;
}

export interface DataTableProps<T> {
  /** The table's accessible name, e.g. 'Invoices'. */
  label: string;
  rows: readonly T[];
  columns: readonly Column<T>[];
  rowKey: (row: T) => string | number;
  /** Shown when there are no rows at all, e.g. 'Sorry, No Invoices Yet'. */
  emptyText: string;
  search?: boolean;
  pageSize?: number;
  /** Shown when the search matches nothing (default 'No matching records found'). */
  noMatchText?: (query: string) => string;
  /** Rows to highlight (the HPC Subscription screen's active rows). */
  rowHighlight?: (row: T) => boolean;
}

const cellText = <T,>(column: Column<T>, row: T): string => {
  if (column.text) return column.text(row);
  const value = column.cell(row);
  return typeof value === 'string' || typeof value === 'number' ? String(value) : '';
};

export function DataTable<T>({
  label,
  rows,
  columns,
  rowKey,
  emptyText,
  search = true,
  pageSize = ROWS_PER_PAGE,
  noMatchText,
  rowHighlight,
}: DataTableProps<T>) {
  const searchId = useId();
  const [query, setQuery] = useState('');
  const [page, setPage] = useState(0);
  // Until a header is clicked, rows keep the order they came in (the screen's default sort).
  const [sort, setSort] = useState<{ header: string; direction: SortDirection } | null>(null);
  const found = useMemo(() => {
    const matching = searchRows(rows, query, (row) => columns.map((c) => cellText(c, row)).join(' '));
    const column = sort && columns.find((c) => c.header === sort.header);
    return column?.sortValue && sort ? sortRows(matching, column.sortValue, sort.direction) : matching;
  }, [rows, query, columns, sort]);
  const shown = pageOf(found, page, pageSize);
  const empty =
    rows.length === 0
      ? emptyText
      : found.length === 0
        ? noMatchText
          ? noMatchText(query.trim())
          : 'No matching records found'
        : null;
  const sortBy = (header: string) =>
    setSort((s) => ({ header, direction: s?.header === header && s.direction === 'asc' ? 'desc' : 'asc' }));

  return (
    <Paper variant="outlined" sx={{ my: 2 }}>
      {search && (
        <OutlinedInput
          id={searchId}
          size="small"
          type="search"
          placeholder="Search"
          value={query}
          onChange={(e) => {
            setQuery(e.target.value);
            setPage(0);
          }}
          inputProps={{ 'aria-label': `Search ${label.toLowerCase()}` }}
          startAdornment={
            <InputAdornment position="start">
              <Search fontSize="small" />
            </InputAdornment>
          }
          sx={{ m: 2, width: { xs: 'calc(100% - 32px)', sm: 320 } }}
        />
      )}
      <TableContainer tabIndex={0} role="region" aria-label={`${label} table`}>
        <Table size="small" aria-label={label} sx={stackOnPhone}>
          <TableHead>
            <TableRow>
              {columns.map((c) => (
                <TableCell
                  key={c.header}
                  align={c.align}
                  sx={{ fontWeight: 700, whiteSpace: 'nowrap' }}
                  aria-sort={
                    sort?.header === c.header
                      ? sort.direction === 'asc'
                        ? 'ascending'
                        : 'descending'
                      : undefined
                  }
                >
                  {c.sortValue ? (
                    <TableSortLabel
                      active={sort?.header === c.header}
                      direction={sort?.header === c.header ? sort.direction : 'asc'}
                      onClick={() => sortBy(c.header)}
                    >
                      {c.header}
                    </TableSortLabel>
                  ) : (
                    c.header
                  )}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {empty ? (
              <TableRow>
                <TableCell colSpan={columns.length} align="center" sx={{ py: 4 }}>
                  {empty}
                </TableCell>
              </TableRow>
            ) : (
              shown.rows.map((row) => (
                <TableRow key={rowKey(row)} hover selected={rowHighlight?.(row) ?? false}>
                  {columns.map((c) => (
                    <TableCell key={c.header} align={c.align} data-label={c.header}>
                      {c.cell(row)}
                    </TableCell>
                  ))}
                </TableRow>
              ))
            )}
          </TableBody>
        </Table>
      </TableContainer>
      {found.length > pageSize && (
        <TablePagination
          component="div"
          count={found.length}
          page={shown.page}
          rowsPerPage={pageSize}
          rowsPerPageOptions={[]}
          onPageChange={(_e, next) => setPage(next)}
        />
      )}
    </Paper>
  );
}
