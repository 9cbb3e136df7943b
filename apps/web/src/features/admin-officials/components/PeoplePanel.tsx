// The Officials tab: members with the referee flag and the roster types each holds, each changed
// in a dialog of checkboxes (unticking all takes the flag away), and a member made an official.
// Admins find the member by name; competition staff, whom the members search refuses, type
// their member id. What the server did is said at the top.
import type { TOfficial, TRosterType, TStaffSelf } from '@courtside/contracts/admin';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { useMemo, useState } from 'react';
import { useForm, type UseFormSetError } from 'react-hook-form';
import { useOutletContext } from 'react-router';
import { ConsoleFormDialog } from '../../../components/console/ConsoleFormDialog';
import { CheckboxGroupField } from '../../../components/form/CheckboxGroupField';
import { Loading } from '../../../components/Loading';
import { SaidAlert, type Said } from '../../../components/SaidAlert';
import { SectionCard } from '../../../components/SectionCard';
import { ApiError } from '../../../lib/api-client';
import { failureOf } from '../../../components/console/failure';
import { consoleGrid } from '../../../components/console/grid';
import { MemberField } from '../../../components/console/member-field';
import { schemaResolver } from '../../../lib/form';
import { grantOfficial, useOfficials, useOfficialsChange, useOfficialsSetup } from '../api/officials';
import { grantedText, ZAddOfficialForm, ZChangeOfficialForm, type GrantForm } from '../officials-form';
import { changeAction } from '../../../components/console/grid-row-actions';

type Open = { kind: 'add' } | { kind: 'change'; official: TOfficial } | null;

const nameOf = (o: Pick<TOfficial, 'firstname' | 'lastname'>) => `${o.firstname} ${o.lastname}`.trim();

export function PeoplePanel() {
  // The console's frame hands its routes the signed-in staff's roles.
  const self = useOutletContext<TStaffSelf | undefined>();
  const searchesContacts = self?.roles.includes('admin') ?? false;
  const officials = useOfficials();
  const setup = useOfficialsSetup();
  const [open, setOpen] = useState<Open>(null);
  const [said, setSaid] = useState<Said>(null);
  const close = () => setOpen(null);
  const done = (text: string) => setSaid({ severity: 'success', text });

  const columns = useMemo<GridColDef<TOfficial>[]>(
    () => [
      { field: 'name', headerName: 'Name', width: 180, valueGetter: (_v, row) => nameOf(row) },
      { field: 'email', headerName: 'Email', width: 230, valueGetter: (v: string | null) => v ?? '' },
      {
        field: 'roster_types',
        headerName: 'Roster types',
        flex: 1,
        minWidth: 220,
        sortable: false,
        // Text for the grid's filter and CSV export; the cell shows chips.
        valueGetter: (v: string[]) => v.join(', '),
        renderCell: ({ row }) => (
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5, alignItems: 'center', height: '100%' }}>
            {row.roster_types.map((t) => (
              <Chip key={t} label={t} size="small" />
            ))}
          </Box>
        ),
      },
      {
        field: 'actions',
        type: 'actions',
        headerName: 'Change',
        width: 90,
        getActions: ({ row }) => [
          changeAction(`Change the roster types of ${nameOf(row)}`, () =>
            setOpen({ kind: 'change', official: row }),
          ),
        ],
      },
    ],
    [],
  );

  if (officials.isPending || setup.isPending) return <Loading text="Loading the officials..." />;
  if (officials.isError || setup.isError)
    return (
      <Alert severity="error" role="alert">
        {(officials.error ?? setup.error)?.message ?? 'Could not load the officials.'}
      </Alert>
    );
  const types = setup.data.roster_types;
  const people = officials.data;

  return (
    <>
      <SaidAlert said={said} onClose={() => setSaid(null)} />
      <SectionCard title="Officials and their roster types">
        <Typography sx={{ mt: 1 }}>
          Members with the referee flag, and the roster types (referee, scorer ...) they can be given games
          as.
        </Typography>
        <Button
          variant="contained"
          sx={{ my: 1 }}
          disabled={types.length === 0}
          onClick={() => setOpen({ kind: 'add' })}
        >
          Add an official
        </Button>
        {types.length === 0 && <Typography>Add a roster type on the Setup tab first.</Typography>}
        {people.length === 0 ? (
          <Typography>No member is an official yet.</Typography>
        ) : (
          <DataGrid
            aria-label="Officials"
            rows={people}
            columns={columns}
            getRowId={(o) => o.member_id}
            getRowHeight={() => 'auto'}
            sx={{ '& .MuiDataGrid-cell': { display: 'flex', alignItems: 'center', py: 0.5 } }}
            {...consoleGrid('officials', people.length)}
          />
        )}
      </SectionCard>
      {open?.kind === 'add' && (
        <GrantDialog types={types} searchesContacts={searchesContacts} onDone={done} onClose={close} />
      )}
      {open?.kind === 'change' && (
        <GrantDialog
          types={types}
          official={open.official}
          searchesContacts={searchesContacts}
          onDone={done}
          onClose={close}
        />
      )}
    </>
  );
}

const HINT_ADD = 'The games they can be given. Tick at least one.';
const HINT_CHANGE =
  'The games they can be given. Untick every type to take the referee flag away: they are then no longer an official.';

/** A 404 while adding is a member id nobody has: said under the member. */
function grantFailure(err: unknown, setError: UseFormSetError<GrantForm>, adding: boolean): string | null {
  if (adding && err instanceof ApiError && err.status === 404) {
    setError('member_id', { type: 'server', message: 'No member has this id.' });
    return null;
  }
  return failureOf(err, setError, ['member_id', 'roster_types']);
}

function GrantDialog({
  types,
  official,
  searchesContacts,
  onDone,
  onClose,
}: {
  types: readonly TRosterType[];
  /** The official to change; none: a member to make one. */
  official?: TOfficial;
  searchesContacts: boolean;
  onDone: (text: string) => void;
  onClose: () => void;
}) {
  const grant = useOfficialsChange(grantOfficial);
  const [failure, setFailure] = useState<string | null>(null);
  const { control, handleSubmit, setError, formState } = useForm<GrantForm>({
    defaultValues: {
      member_id: official ? String(official.member_id) : '',
      roster_types: official ? [...official.roster_types] : [],
    },
    resolver: schemaResolver(() => (official ? ZChangeOfficialForm : ZAddOfficialForm)),
  });
  const onSubmit = handleSubmit(async (form) => {
    setFailure(null);
    try {
      const saved = await grant.mutateAsync({
        memberId: Number(form.member_id),
        roster_types: form.roster_types,
      });
      onDone(grantedText(saved));
      onClose();
    } catch (err) {
      setFailure(grantFailure(err, setError, !official));
    }
  });

  return (
    <ConsoleFormDialog
      title={official ? `Roster types of ${nameOf(official)}` : 'Add an official'}
      failure={failure}
      submitText="Save"
      submitting={formState.isSubmitting}
      onSubmit={onSubmit}
      onClose={onClose}
    >
      {!official && <MemberField name="member_id" control={control} searchesContacts={searchesContacts} />}
      <CheckboxGroupField
        name="roster_types"
        control={control}
        label="Roster types"
        choices={types.map((t) => ({ value: t.name, label: t.name }))}
        hint={official ? HINT_CHANGE : HINT_ADD}
        required={!official}
      />
    </ConsoleFormDialog>
  );
}
