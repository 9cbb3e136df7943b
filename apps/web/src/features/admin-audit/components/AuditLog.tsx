// The audit log: every console write, newest first. Filters (who, action, record, a word of the
// reason) live in the address, so a filtered view can be linked to; paging and the order by time
// are done by the server through the Data Grid's server modes. The grid's own CSV export would
// only hold the loaded page, so "Download CSV" asks the server for every entry the filters keep.
import { ZAuditFilters, type TAuditEntry, type TAuditQuery } from '@courtside/contracts/admin';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import {
  DataGrid,
  GridActionsCellItem,
  type GridColDef,
  type GridPaginationModel,
  type GridSortModel,
} from '@mui/x-data-grid';
import VisibilityIcon from '@mui/icons-material/Visibility';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useSearchParams } from 'react-router';
import { z } from 'zod/mini';
import { FormTextField } from '../../../components/form/FormTextField';
import { schemaResolver } from '../../../lib/form';
import { useSettings } from '../../../lib/settings';
import { auditCsvUrl, useAudit } from '../api/get-audit';
import { AuditDiffDialog } from './AuditDiffDialog';

const FILTERS = ['actor_id', 'action', 'entity', 'entity_id', 'q'] as const;
type FilterForm = Record<(typeof FILTERS)[number], string>;
const NO_FILTERS: FilterForm = { actor_id: '', action: '', entity: '', entity_id: '', q: '' };

/** The form's fields are text; empty ones are no filter. Checked with the contract's rules. */
const ZFilterForm = z.pipe(
  z.transform((values: FilterForm): Record<string, unknown> =>
    Object.fromEntries(Object.entries(values).filter(([, v]) => v.trim() !== '')),
  ),
  ZAuditFilters,
);

const PAGE_SIZES = [25, 50, 100];

export function AuditLog() {
  const [search, setSearch] = useSearchParams();
  const filters = Object.fromEntries(FILTERS.map((k) => [k, search.get(k) ?? ''])) as FilterForm;
  const order = search.get('order') === 'asc' ? 'asc' : 'desc';
  const [paging, setPaging] = useState<GridPaginationModel>({ page: 0, pageSize: 25 });
  const parsed = ZFilterForm.safeParse(filters);
  const query: TAuditQuery = {
    ...(parsed.success ? parsed.data : {}),
    order,
    page: paging.page,
    page_size: paging.pageSize,
  };
  const audit = useAudit(query);
  const [open, setOpen] = useState<TAuditEntry | null>(null);
  const timeZone = useSettings().data?.time_zone;

  const { control, handleSubmit, reset } = useForm<FilterForm>({
    values: filters,
    resolver: schemaResolver(() => ZFilterForm),
  });
  const apply = (values: FilterForm) => {
    const next = new URLSearchParams();
    for (const key of FILTERS) if (values[key].trim()) next.set(key, values[key].trim());
    if (order === 'asc') next.set('order', 'asc');
    setPaging((p) => ({ ...p, page: 0 }));
    setSearch(next);
  };
  const onSort = (model: GridSortModel) => {
    const next = new URLSearchParams(search);
    if (model[0]?.sort === 'asc') next.set('order', 'asc');
    else next.delete('order');
    setPaging((p) => ({ ...p, page: 0 }));
    setSearch(next);
  };

  const columns = useMemo<GridColDef<TAuditEntry>[]>(
    () => [
      {
        field: 'at',
        headerName: 'When',
        width: 180,
        sortingOrder: ['desc', 'asc'],
        valueFormatter: (value: string) =>
          new Date(value).toLocaleString('en-AU', { timeZone, dateStyle: 'medium', timeStyle: 'short' }),
      },
      { field: 'actor', headerName: 'Who', flex: 1, minWidth: 140, sortable: false },
      { field: 'action', headerName: 'Action', flex: 1, minWidth: 130, sortable: false },
      { field: 'entity', headerName: 'Record', width: 110, sortable: false },
      { field: 'entity_id', headerName: 'Record id', width: 100, sortable: false },
      { field: 'reason', headerName: 'Reason', flex: 1, minWidth: 160, sortable: false },
      {
        field: 'changes',
        type: 'actions',
        headerName: 'Changes',
        width: 90,
        getActions: ({ row }) => [
          <GridActionsCellItem
            key="diff"
            icon={<VisibilityIcon />}
            label={`Changes of entry ${row.id}`}
            onClick={() => setOpen(row)}
          />,
        ],
      },
    ],
    [timeZone],
  );

  return (
    <>
      <Box
        component="form"
        role="search"
        aria-label="Filter the audit log"
        noValidate
        onSubmit={(e) => void handleSubmit(apply)(e)}
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', lg: 'repeat(5, 1fr)' },
          columnGap: 2,
          mb: 1,
        }}
      >
        <FormTextField
          name="actor_id"
          control={control}
          label="Who (member id)"
          inputProps={{ inputMode: 'numeric' }}
        />
        <FormTextField name="action" control={control} label="Action" placeholder="staff.roles" />
        <FormTextField name="entity" control={control} label="Record" placeholder="Member" />
        <FormTextField name="entity_id" control={control} label="Record id" />
        <FormTextField name="q" control={control} label="Reason contains" />
        <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', gridColumn: '1 / -1', flexWrap: 'wrap' }}>
          <Button type="submit" variant="contained">
            Apply filters
          </Button>
          <Button
            onClick={() => {
              reset(NO_FILTERS);
              apply(NO_FILTERS);
            }}
          >
            Clear
          </Button>
          <Box sx={{ flex: 1 }} />
          <Button variant="outlined" component="a" href={auditCsvUrl(query)} download="audit-log.csv">
            Download CSV
          </Button>
        </Box>
      </Box>
      {audit.isError && (
        <Alert severity="error" role="alert" sx={{ mb: 2 }}>
          {audit.error.message}
        </Alert>
      )}
      <DataGrid
        aria-label="Audit log"
        rows={audit.data?.entries ?? []}
        rowCount={audit.data?.total ?? 0}
        columns={columns}
        loading={audit.isFetching}
        autoHeight
        disableRowSelectionOnClick
        disableColumnFilter
        paginationMode="server"
        sortingMode="server"
        filterMode="server"
        paginationModel={paging}
        onPaginationModelChange={setPaging}
        pageSizeOptions={PAGE_SIZES}
        sortModel={[{ field: 'at', sort: order }]}
        onSortModelChange={onSort}
        onRowClick={({ row }: { row: TAuditEntry }) => setOpen(row)}
        sx={{ '& .MuiDataGrid-row': { cursor: 'pointer' } }}
      />
      {open && <AuditDiffDialog entry={open} timeZone={timeZone} onClose={() => setOpen(null)} />}
    </>
  );
}
