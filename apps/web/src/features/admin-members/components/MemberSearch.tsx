// Finding a member: words matched against names, username, email, mobile and the member id, and
// a status. Both live in the address (with the order), so a search can be linked to. Paging and
// sorting are the server's, through the Data Grid's server modes; the grid's CSV export holds the
// results shown. Each name links to the member's page.
import { MEMBER_STATUSES, type TMemberRow } from '@courtside/contracts/admin';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import { DataGrid, type GridColDef, type GridPaginationModel, type GridSortModel } from '@mui/x-data-grid';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import { z } from 'zod/mini';
import { FormTextField } from '../../../components/form/FormTextField';
import { schemaResolver } from '../../../lib/form';
import { useMembers } from '../api/search-members';
import { paramsOf, searchOf, sortModelOf, sortOf, type MemberStatus } from '../search';
import { serverGrid } from '../../../components/console/grid';

interface SearchForm {
  q: string;
  status: MemberStatus;
}
const ZSearchForm = z.object({
  q: z.string().check(z.maxLength(100, 'At most 100 characters')),
  status: z.enum(MEMBER_STATUSES),
});

const STATUS_OPTIONS = [
  { value: 'active', text: 'Active' },
  { value: 'deactivated', text: 'Deactivated' },
  { value: 'all', text: 'All members' },
] as const satisfies { value: MemberStatus; text: string }[];

const PAGE_SIZES = [25, 50, 100];

export const memberPath = (mid: number) => `/admin/members/${mid}`;

export function MemberSearch() {
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const search = searchOf(params);
  const [paging, setPaging] = useState<GridPaginationModel>({ page: 0, pageSize: 25 });
  const members = useMembers({
    ...(search.q && { q: search.q }),
    status: search.status,
    sort: search.sort,
    page: paging.page,
    page_size: paging.pageSize,
  });

  const { control, handleSubmit } = useForm<SearchForm>({
    values: { q: search.q, status: search.status },
    resolver: schemaResolver(() => ZSearchForm),
  });
  const apply = (values: SearchForm) => {
    setPaging((p) => ({ ...p, page: 0 }));
    setParams(paramsOf({ ...search, ...values }));
  };
  const onSort = (model: GridSortModel) => {
    setPaging((p) => ({ ...p, page: 0 }));
    setParams(paramsOf({ ...search, sort: sortOf(model) }));
  };

  const columns = useMemo<GridColDef<TMemberRow>[]>(
    () => [
      {
        field: 'name',
        headerName: 'Name',
        flex: 1,
        minWidth: 180,
        valueGetter: (_value, row) =>
          `${row.lastname}, ${row.firstname}${row.prefname ? ` (${row.prefname})` : ''}`,
        renderCell: ({ row, value, tabIndex }) => (
          <Link component={RouterLink} to={memberPath(row.mid)} tabIndex={tabIndex}>
            {value as string}
          </Link>
        ),
      },
      { field: 'mid', headerName: 'Member id', type: 'number', width: 110 },
      { field: 'username', headerName: 'Username', flex: 1, minWidth: 120, sortable: false },
      { field: 'email', headerName: 'Email', flex: 1, minWidth: 180, sortable: false },
      { field: 'mobile', headerName: 'Mobile', width: 130, sortable: false },
      {
        field: 'dob',
        headerName: 'Date of Birth',
        width: 120,
        sortable: false,
        valueFormatter: (value: string) => value.split('-').reverse().join('/'),
      },
      {
        field: 'status',
        headerName: 'Status',
        width: 150,
        sortable: false,
        valueGetter: (_value, row) =>
          row.merged_into !== null
            ? `Merged into ${row.merged_into}`
            : row.deactivated
              ? 'Deactivated'
              : 'Active',
      },
    ],
    [],
  );

  return (
    <>
      <Box
        component="form"
        role="search"
        aria-label="Find members"
        noValidate
        onSubmit={(e) => void handleSubmit(apply)(e)}
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', sm: '2fr 1fr auto' },
          columnGap: 2,
          alignItems: 'center',
          mb: 1,
        }}
      >
        <FormTextField
          name="q"
          control={control}
          label="Search members"
          type="search"
          hint="Name, username, email, mobile or member id"
          inputProps={{ maxLength: 100 }}
        />
        <FormTextField
          name="status"
          control={control}
          label="Status"
          hint="Deactivated members are left out unless asked for"
          select={STATUS_OPTIONS.map((o) => (
            <option key={o.value} value={o.value}>
              {o.text}
            </option>
          ))}
        />
        <Button type="submit" variant="contained" sx={{ mt: { sm: -2 } }}>
          Search
        </Button>
      </Box>
      {members.isError && (
        <Alert severity="error" role="alert" sx={{ mb: 2 }}>
          {members.error.message}
        </Alert>
      )}
      {members.data?.total_capped && (
        <Alert severity="info" sx={{ mb: 2 }}>
          More than {members.data.total.toLocaleString('en-AU')} members match: the list shows the first{' '}
          {members.data.total.toLocaleString('en-AU')}. Add words to narrow the search.
        </Alert>
      )}
      <DataGrid
        aria-label="Members"
        {...serverGrid('members')}
        rows={members.data?.members ?? []}
        getRowId={(row) => row.mid}
        rowCount={members.data?.total ?? 0}
        columns={columns}
        loading={members.isFetching}
        paginationModel={paging}
        onPaginationModelChange={setPaging}
        pageSizeOptions={PAGE_SIZES}
        sortModel={sortModelOf(search.sort)}
        onSortModelChange={onSort}
        onRowClick={({ row }: { row: TMemberRow }) => void navigate(memberPath(row.mid))}
        sx={{ '& .MuiDataGrid-row': { cursor: 'pointer' } }}
      />
    </>
  );
}
