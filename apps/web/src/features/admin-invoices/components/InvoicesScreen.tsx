// Finding invoices: words of who is billed, and a status. Both live in the address, so a search
// can be linked to; paging is the server's, through the Data Grid's server mode, and each row
// opens the invoice's page. Invoices are made from here: one for a member or a team (New invoice),
// or one for each team of a division with games to pay for (Bill game fees).
import { formatDollars, isoToDmy } from '@courtside/contracts';
import { INVOICE_STATUSES, type TAdminInvoiceRow, type TGameFeesResult } from '@courtside/contracts/admin';
import Alert from '@mui/material/Alert';
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
import { useInvoices } from '../api/search-invoices';
import {
  apiQueryOf,
  invoicePath,
  KIND_TEXT,
  paramsOf,
  searchOf,
  STATUS_TEXT,
  ZInvoiceSearchForm,
  type InvoiceSearch,
} from '../invoice-form';
import { GameFeesBilled, GameFeesDialog } from './GameFeesDialog';
import { NewInvoiceDialog } from './NewInvoiceDialog';
import { anyOf, SearchBar } from '../../../components/console/SearchBar';

const columns: GridColDef<TAdminInvoiceRow>[] = [
  {
    field: 'id',
    headerName: 'Invoice',
    type: 'number',
    width: 100,
    renderCell: ({ row, tabIndex }) => (
      <Link component={RouterLink} to={invoicePath(row.id)} tabIndex={tabIndex}>
        #{row.id}
      </Link>
    ),
  },
  { field: 'billed_to', headerName: 'Billed to', flex: 1, minWidth: 180 },
  {
    field: 'kind',
    headerName: 'Kind',
    width: 100,
    valueFormatter: (value: TAdminInvoiceRow['kind']) => KIND_TEXT[value],
  },
  { field: 'due_date', headerName: 'Due', width: 120, valueFormatter: (value: string) => isoToDmy(value) },
  {
    field: 'amount_cents',
    headerName: 'Amount',
    type: 'number',
    width: 120,
    valueFormatter: (value: number) => formatDollars(value),
  },
  {
    field: 'owing_cents',
    headerName: 'Owing',
    type: 'number',
    width: 120,
    valueFormatter: (value: number) => formatDollars(value),
  },
  {
    field: 'status',
    headerName: 'Status',
    width: 110,
    valueFormatter: (value: TAdminInvoiceRow['status']) => STATUS_TEXT[value],
  },
];

export function InvoicesScreen() {
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const search = searchOf(params);
  const [paging, setPaging] = useState<GridPaginationModel>(FIRST_PAGE);
  const invoices = useInvoices(apiQueryOf(search, paging.page, paging.pageSize));
  const [dialog, setDialog] = useState<'invoice' | 'game-fees' | null>(null);
  const [billed, setBilled] = useState<TGameFeesResult | null>(null);

  const { control, handleSubmit } = useForm<InvoiceSearch>({
    values: search,
    resolver: schemaResolver(() => ZInvoiceSearchForm),
  });
  const apply = (form: InvoiceSearch) => {
    setPaging((p) => ({ ...p, page: 0 }));
    setParams(paramsOf(form));
  };

  return (
    <>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mb: 1 }}>
        <Button variant="contained" onClick={() => setDialog('invoice')}>
          New invoice
        </Button>
        <Button variant="outlined" onClick={() => setDialog('game-fees')}>
          Bill game fees
        </Button>
      </Box>
      <SearchBar
        label="Find invoices"
        columns={{ xs: '1fr', sm: '2fr 1fr auto' }}
        onSearch={handleSubmit(apply)}
      >
        <FormTextField
          name="q"
          control={control}
          label="Billed to"
          type="search"
          hint="Part of a member's or team's name"
          inputProps={{ maxLength: 100 }}
        />
        <FormTextField
          name="status"
          control={control}
          label="Status"
          select={anyOf('Any status', INVOICE_STATUSES, (s) => STATUS_TEXT[s])}
        />
      </SearchBar>
      {invoices.data?.members_capped && (
        <Alert severity="info" sx={{ mb: 2 }}>
          These words match more than 1,000 members: the list holds the invoices of the first 1,000. Add words
          to narrow the search.
        </Alert>
      )}
      <PagedLinkGrid<TAdminInvoiceRow>
        label="Invoices"
        fileName="invoices"
        page={{
          rows: invoices.data?.invoices,
          total: invoices.data?.total,
          fetching: invoices.isFetching,
          error: invoices.error,
        }}
        columns={columns}
        paging={paging}
        onPaging={setPaging}
        pathOf={(row) => invoicePath(row.id)}
      />
      {dialog === 'invoice' && (
        <NewInvoiceDialog
          onClose={() => setDialog(null)}
          onDone={(invoice) => void navigate(invoicePath(invoice.id))}
        />
      )}
      {dialog === 'game-fees' && (
        <GameFeesDialog
          onClose={() => setDialog(null)}
          onDone={(result) => {
            setDialog(null);
            setBilled(result);
          }}
        />
      )}
      {billed && <GameFeesBilled result={billed} onClose={() => setBilled(null)} />}
    </>
  );
}
