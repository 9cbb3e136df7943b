// Staff and their roles: a Data Grid of everyone holding one (sorting, filtering and the CSV export
// are the grid's own, over the whole list, which the server sends at once: staff are few), a
// dialog in which an admin sets a member's roles, and the ways back in for someone locked out:
// resetting another member's lost two-factor sign-in, and clearing a sign-in lock-out.
import { STAFF_AREAS, type TStaffMember } from '@courtside/contracts/admin';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { DataGrid, GridActionsCellItem, type GridColDef } from '@mui/x-data-grid';
import EditIcon from '@mui/icons-material/Edit';
import PhonelinkEraseIcon from '@mui/icons-material/PhonelinkErase';
import { useMemo, useState } from 'react';
import { useStaff } from '../api/get-staff';
import { ResetSecondFactorDialog } from './ResetSecondFactorDialog';
import { RolesDialog } from './RolesDialog';
import { SignInUnlockDialog } from './SignInUnlockDialog';

/** Whose roles the dialog edits: a listed staff member, or a member to add by number. */
type Editing = { member: TStaffMember } | { member: null } | null;

export function StaffScreen({ selfId }: { selfId: number }) {
  const staff = useStaff();
  const [editing, setEditing] = useState<Editing>(null);
  const [resetting, setResetting] = useState<TStaffMember | null>(null);
  const [unlocking, setUnlocking] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
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
        field: 'second_factor',
        headerName: 'Two-factor',
        width: 110,
        valueGetter: (_value, row) => (row.second_factor ? 'On' : 'Off'),
      },
      {
        field: 'actions',
        type: 'actions',
        headerName: 'Change',
        width: 110,
        getActions: ({ row }) => [
          <GridActionsCellItem
            key="roles"
            icon={<EditIcon />}
            label={`Change roles of ${row.fullname}`}
            onClick={() => setEditing({ member: row })}
          />,
          ...(row.second_factor && row.mid !== selfId
            ? [
                <GridActionsCellItem
                  key="reset-2fa"
                  icon={<PhonelinkEraseIcon />}
                  label={`Reset two-factor sign-in of ${row.fullname}`}
                  onClick={() => setResetting(row)}
                />,
              ]
            : []),
        ],
      },
    ],
    [selfId],
  );

  return (
    <>
      <Typography sx={{ mb: 1 }}>
        An admin reaches every area and alone grants roles. Competition: {STAFF_AREAS.competition}. Finance:{' '}
        {STAFF_AREAS.finance}. Facilities: {STAFF_AREAS.facilities}.
      </Typography>
      {notice && (
        <Alert severity="success" role="status" sx={{ mb: 2 }} onClose={() => setNotice(null)}>
          {notice}
        </Alert>
      )}
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', my: 2 }}>
        <Button variant="contained" onClick={() => setEditing({ member: null })}>
          Add a staff member
        </Button>
        <Button variant="outlined" onClick={() => setUnlocking(true)}>
          Clear a sign-in lock-out
        </Button>
      </Box>
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
      {resetting && (
        <ResetSecondFactorDialog
          member={resetting}
          onDone={(message) => {
            setResetting(null);
            setNotice(message);
          }}
          onClose={() => setResetting(null)}
        />
      )}
      {unlocking && (
        <SignInUnlockDialog
          onDone={(message) => {
            setUnlocking(false);
            setNotice(message);
          }}
          onClose={() => setUnlocking(false)}
        />
      )}
    </>
  );
}
