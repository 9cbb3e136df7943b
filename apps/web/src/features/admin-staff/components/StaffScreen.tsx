// Staff and their roles: a Data Grid of everyone holding one (sorting, filtering and the CSV export
// are the grid's own, over the whole list, which the server sends at once: staff are few), and a
// dialog in which an admin sets a member's roles.
import { STAFF_AREAS, type TStaffMember } from '@courtside/contracts/admin';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { DataGrid, GridActionsCellItem, type GridColDef } from '@mui/x-data-grid';
import EditIcon from '@mui/icons-material/Edit';
import { useMemo, useState } from 'react';
import { useStaff } from '../api/get-staff';
import { RolesDialog } from './RolesDialog';

/** Whose roles the dialog edits: a listed staff member, or a member to add by number. */
type Editing = { member: TStaffMember } | { member: null } | null;

export function StaffScreen({ selfId }: { selfId: number }) {
  const staff = useStaff();
  const [editing, setEditing] = useState<Editing>(null);
  const columns = useMemo<GridColDef<TStaffMember>[]>(
    () => [
      { field: 'fullname', headerName: 'Name', flex: 1, minWidth: 160 },
      { field: 'username', headerName: 'Username', flex: 1, minWidth: 130 },
      { field: 'mid', headerName: 'Member id', type: 'number', width: 110 },
      { field: 'email', headerName: 'Email', flex: 1, minWidth: 180 },
      {
        field: 'roles',
        headerName: 'Roles',
        flex: 1,
        minWidth: 200,
        valueGetter: (_value, row) => row.roles.join(', '),
      },
      {
        field: 'actions',
        type: 'actions',
        headerName: 'Change',
        width: 90,
        getActions: ({ row }) => [
          <GridActionsCellItem
            key="roles"
            icon={<EditIcon />}
            label={`Change roles of ${row.fullname}`}
            onClick={() => setEditing({ member: row })}
          />,
        ],
      },
    ],
    [],
  );

  return (
    <>
      <Typography sx={{ mb: 1 }}>
        An admin reaches every area and alone grants roles. Competition: {STAFF_AREAS.competition}. Finance:{' '}
        {STAFF_AREAS.finance}. Facilities: {STAFF_AREAS.facilities}.
      </Typography>
      <Button variant="contained" sx={{ my: 2 }} onClick={() => setEditing({ member: null })}>
        Add a staff member
      </Button>
      {staff.isError && (
        <Alert severity="error" role="alert" sx={{ mb: 2 }}>
          {staff.error.message}
        </Alert>
      )}
      <div style={{ width: '100%' }}>
        <DataGrid
          aria-label="Staff"
          rows={staff.data ?? []}
          getRowId={(row) => row.mid}
          columns={columns}
          loading={staff.isPending}
          showToolbar
          autoHeight
          disableRowSelectionOnClick
          initialState={{ sorting: { sortModel: [{ field: 'fullname', sort: 'asc' }] } }}
          slotProps={{ toolbar: { csvOptions: { fileName: 'staff', allColumns: false } } }}
          pageSizeOptions={[25, 50, 100]}
        />
      </div>
      {editing && <RolesDialog member={editing.member} selfId={selfId} onClose={() => setEditing(null)} />}
    </>
  );
}
