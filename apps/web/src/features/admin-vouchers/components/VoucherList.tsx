// The Vouchers tab: finding vouchers by part of the number, a kind and a status. The search lives
// in the address, so it can be linked to; paging is the server's, through the Data Grid's server
// mode, and each row opens the voucher's page. New client vouchers are made from here.
import { formatDollars } from '@courtside/contracts';
import { VOUCHER_KINDS, VOUCHER_STATUSES, type TAdminVoucher } from '@courtside/contracts/admin';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import type { GridColDef, GridPaginationModel } from '@mui/x-data-grid';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import { FormTextField } from '../../../components/form/FormTextField';
import { FIRST_PAGE, PagedLinkGrid } from '../../../components/console/PagedLinkGrid';
import { schemaResolver } from '../../../lib/form';
import { useVouchers } from '../api/search-vouchers';
import {
  apiQueryOf,
  KIND_TEXT,
  lastDayText,
  paramsOf,
  searchOf,
  STATUS_TEXT,
  valueText,
  voucherPath,
  ZVoucherSearchForm,
  type VoucherSearch,
} from '../voucher-form';
import { NewVoucherDialog } from './NewVoucherDialog';
import { anyOf, SearchBar } from '../../../components/console/SearchBar';

const columns: GridColDef<TAdminVoucher>[] = [
  {
    field: 'number',
    headerName: 'Number',
    flex: 1,
    minWidth: 150,
    renderCell: ({ row, tabIndex }) => (
      <Link component={RouterLink} to={voucherPath(row.id)} tabIndex={tabIndex}>
        {row.number}
      </Link>
    ),
  },
  {
    field: 'kind',
    headerName: 'Kind',
    width: 180,
    valueFormatter: (value: TAdminVoucher['kind']) => KIND_TEXT[value],
  },
  {
    field: 'value',
    headerName: 'Value',
    width: 100,
    align: 'right',
    headerAlign: 'right',
    valueGetter: (_value, row) => valueText(row),
  },
  {
    field: 'single_use',
    headerName: 'Single use',
    width: 100,
    valueFormatter: (value: boolean) => (value ? 'Yes' : 'No'),
  },
  {
    field: 'expires_on',
    headerName: 'Last day',
    width: 110,
    valueFormatter: (value: string | null) => lastDayText(value),
  },
  {
    field: 'status',
    headerName: 'Status',
    width: 100,
    valueFormatter: (value: TAdminVoucher['status']) => STATUS_TEXT[value],
  },
  { field: 'redemptions', headerName: 'Redemptions', type: 'number', width: 120 },
  {
    field: 'discount_cents',
    headerName: 'Discount given',
    type: 'number',
    width: 130,
    valueFormatter: (value: number) => formatDollars(value),
  },
];

export function VoucherList() {
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const search = searchOf(params);
  const [paging, setPaging] = useState<GridPaginationModel>(FIRST_PAGE);
  const vouchers = useVouchers(apiQueryOf(search, paging.page, paging.pageSize));
  const [creating, setCreating] = useState(false);

  const { control, handleSubmit } = useForm<VoucherSearch>({
    values: search,
    resolver: schemaResolver(() => ZVoucherSearchForm),
  });
  const apply = (form: VoucherSearch) => {
    setPaging((p) => ({ ...p, page: 0 }));
    setParams(paramsOf(form));
  };

  return (
    <>
      <Box sx={{ mb: 1 }}>
        <Button variant="contained" onClick={() => setCreating(true)}>
          New voucher
        </Button>
      </Box>
      <SearchBar
        label="Find vouchers"
        columns={{ xs: '1fr', sm: '1fr 1fr', md: '2fr 1fr 1fr auto' }}
        onSearch={handleSubmit(apply)}
      >
        <FormTextField
          name="q"
          control={control}
          label="Number"
          type="search"
          hint="Part of the voucher number"
          inputProps={{ maxLength: 50, autoComplete: 'off' }}
        />
        <FormTextField
          name="kind"
          control={control}
          label="Kind"
          select={anyOf('Any kind', VOUCHER_KINDS, (k) => KIND_TEXT[k])}
        />
        <FormTextField
          name="status"
          control={control}
          label="Status"
          select={anyOf('Any status', VOUCHER_STATUSES, (s) => STATUS_TEXT[s])}
        />
      </SearchBar>
      <PagedLinkGrid<TAdminVoucher>
        label="Vouchers"
        fileName="vouchers"
        page={{
          rows: vouchers.data?.vouchers,
          total: vouchers.data?.total,
          fetching: vouchers.isFetching,
          error: vouchers.error,
        }}
        columns={columns}
        paging={paging}
        onPaging={setPaging}
        pathOf={(row) => voucherPath(row.id)}
      />
      {creating && (
        <NewVoucherDialog
          onClose={() => setCreating(false)}
          onDone={(voucher) => void navigate(voucherPath(voucher.id))}
        />
      )}
    </>
  );
}
