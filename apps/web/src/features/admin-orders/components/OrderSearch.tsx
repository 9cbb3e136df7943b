// Finding orders: words of the member's name, email or member id, a range of local dates, a status,
// an origin and amounts in dollars. The search lives in the address (with the order), so it can be
// linked to. Paging and sorting are the server's, through the Data Grid's server modes; each order
// number links to the order's page.
import { ORDER_STATUSES, type TOrderRow } from '@courtside/contracts/admin';
import { formatDollars, ORDER_ORIGINS } from '@courtside/contracts';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import { DataGrid, type GridColDef, type GridPaginationModel, type GridSortModel } from '@mui/x-data-grid';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import { FormTextField } from '../../../components/form/FormTextField';
import { IsoDateField } from '../../../components/form/IsoDateField';
import { schemaResolver } from '../../../lib/form';
import { useOrders } from '../api/search-orders';
import {
  apiQueryOf,
  formOf,
  ORIGIN_TEXT,
  paramsOf,
  searchOf,
  searchOfForm,
  sortModelOf,
  sortOf,
  STATUS_TEXT,
  ZOrderSearchForm,
  type OrderSearchForm,
} from '../search';
import { serverGrid } from '../../../components/console/grid';
import { anyOf, SearchBar } from '../../../components/console/SearchBar';

const PAGE_SIZES = [25, 50, 100];

export const orderPath = (id: number) => `/admin/orders/${id}`;

const columns: GridColDef<TOrderRow>[] = [
  {
    field: 'id',
    headerName: 'Order',
    type: 'number',
    width: 100,
    renderCell: ({ row, tabIndex }) => (
      <Link component={RouterLink} to={orderPath(row.id)} tabIndex={tabIndex}>
        #{row.id}
      </Link>
    ),
  },
  {
    field: 'created_at',
    headerName: 'Date',
    width: 170,
    valueGetter: (_value, row) => row.created_at_formatted,
  },
  { field: 'member', headerName: 'Member', flex: 1, minWidth: 160, sortable: false },
  { field: 'description', headerName: 'Items', flex: 1, minWidth: 180, sortable: false },
  {
    field: 'origin',
    headerName: 'Origin',
    width: 140,
    sortable: false,
    valueFormatter: (value: TOrderRow['origin']) => ORIGIN_TEXT[value],
  },
  {
    field: 'status',
    headerName: 'Status',
    width: 130,
    sortable: false,
    valueFormatter: (value: TOrderRow['status']) => STATUS_TEXT[value],
  },
  {
    field: 'total_cents',
    headerName: 'Total',
    type: 'number',
    width: 110,
    valueFormatter: (value: number) => formatDollars(value),
  },
];

export function OrderSearch() {
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const search = searchOf(params);
  const [paging, setPaging] = useState<GridPaginationModel>({ page: 0, pageSize: 25 });
  const orders = useOrders(apiQueryOf(search, paging.page, paging.pageSize));

  const { control, handleSubmit } = useForm<OrderSearchForm>({
    values: formOf(search),
    resolver: schemaResolver(() => ZOrderSearchForm),
  });
  const apply = (form: OrderSearchForm) => {
    setPaging((p) => ({ ...p, page: 0 }));
    setParams(paramsOf(searchOfForm(form, search.sort)));
  };
  const onSort = (model: GridSortModel) => {
    setPaging((p) => ({ ...p, page: 0 }));
    setParams(paramsOf({ ...search, sort: sortOf(model) }));
  };

  return (
    <>
      <SearchBar
        label="Find orders"
        columns={{ xs: '1fr', sm: '1fr 1fr', md: 'repeat(4, 1fr)' }}
        onSearch={handleSubmit(apply)}
        alignItems="start"
        buttonOwnRow
      >
        <Box sx={{ gridColumn: { sm: 'span 2' } }}>
          <FormTextField
            name="q"
            control={control}
            label="Member"
            type="search"
            hint="Name, email or member id"
            inputProps={{ maxLength: 100 }}
          />
        </Box>
        <IsoDateField name="from" control={control} label="From" />
        <IsoDateField name="to" control={control} label="To" />
        <FormTextField
          name="status"
          control={control}
          label="Status"
          select={anyOf('Any status', ORDER_STATUSES, (s) => STATUS_TEXT[s])}
        />
        <FormTextField
          name="origin"
          control={control}
          label="Origin"
          select={anyOf('Any origin', ORDER_ORIGINS, (o) => ORIGIN_TEXT[o])}
        />
        <FormTextField
          name="min"
          control={control}
          label="Least total ($)"
          inputProps={{ inputMode: 'decimal' }}
        />
        <FormTextField
          name="max"
          control={control}
          label="Most total ($)"
          inputProps={{ inputMode: 'decimal' }}
        />
      </SearchBar>
      {orders.isError && (
        <Alert severity="error" role="alert" sx={{ mb: 2 }}>
          {orders.error.message}
        </Alert>
      )}
      {orders.data?.members_capped && (
        <Alert severity="info" sx={{ mb: 2 }}>
          These words match more than 1,000 members: the list holds the orders of the first 1,000. Add words
          to narrow the search.
        </Alert>
      )}
      {orders.data?.total_capped && (
        <Alert severity="info" sx={{ mb: 2 }}>
          More than {orders.data.total.toLocaleString('en-AU')} orders match: narrow the search to page past
          them.
        </Alert>
      )}
      <DataGrid
        aria-label="Orders"
        {...serverGrid('orders')}
        rows={orders.data?.orders ?? []}
        getRowId={(row) => row.id}
        rowCount={orders.data?.total ?? 0}
        columns={columns}
        loading={orders.isFetching}
        paginationModel={paging}
        onPaginationModelChange={setPaging}
        pageSizeOptions={PAGE_SIZES}
        sortModel={sortModelOf(search.sort)}
        onSortModelChange={onSort}
        onRowClick={({ row }: { row: TOrderRow }) => void navigate(orderPath(row.id))}
        sx={{ '& .MuiDataGrid-row': { cursor: 'pointer' } }}
      />
    </>
  );
}
