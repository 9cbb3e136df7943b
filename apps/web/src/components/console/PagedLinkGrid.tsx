// A console list paged by the server whose rows each open their own page (invoices, vouchers):
// the Data Grid in server mode (grid.ts serverGrid), the failure above it, and a row
// click that goes where the row's link goes. Sorting stays off: these searches answer newest first.
import Alert from '@mui/material/Alert';
import {
  DataGrid,
  type GridColDef,
  type GridPaginationModel,
  type GridValidRowModel,
} from '@mui/x-data-grid';
import { useNavigate } from 'react-router';
import { serverGrid } from './grid';

const PAGE_SIZES = [25, 50, 100];

/** The first page of such a list. */
export const FIRST_PAGE: GridPaginationModel = { page: 0, pageSize: PAGE_SIZES[0]! };

export function PagedLinkGrid<R extends GridValidRowModel & { id: number }>({
  label,
  fileName,
  page,
  columns,
  paging,
  onPaging,
  pathOf,
}: {
  /** The grid's accessible name: 'Invoices'. */
  label: string;
  /** The CSV export's file name. */
  fileName: string;
  page: { rows: R[] | undefined; total: number | undefined; fetching: boolean; error: Error | null };
  columns: GridColDef<R>[];
  paging: GridPaginationModel;
  onPaging: (paging: GridPaginationModel) => void;
  /** The page a row opens. */
  pathOf: (row: R) => string;
}) {
  const navigate = useNavigate();
  return (
    <>
      {page.error && (
        <Alert severity="error" role="alert" sx={{ mb: 2 }}>
          {page.error.message}
        </Alert>
      )}
      <DataGrid<R>
        aria-label={label}
        {...serverGrid(fileName)}
        disableColumnSorting
        rows={page.rows ?? []}
        getRowId={(row) => row.id}
        rowCount={page.total ?? 0}
        columns={columns}
        loading={page.fetching}
        paginationModel={paging}
        onPaginationModelChange={onPaging}
        pageSizeOptions={PAGE_SIZES}
        onRowClick={({ row }: { row: R }) => void navigate(pathOf(row))}
        sx={{ '& .MuiDataGrid-row': { cursor: 'pointer' } }}
      />
    </>
  );
}
