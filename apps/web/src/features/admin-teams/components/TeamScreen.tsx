// /admin/teams/:team_id: a team, its positions (added, changed and removed here), the managers'
// requests for new and temporary members (approved at once, or declined with a reason) and its
// forfeit notices (confirmed into the game's result). Each list is a Data Grid of the team's few
// rows, sorted and exported by the grid itself. Its draw limits (start times, dates it cannot
// play, clashing teams) are a form of their own. What a change did is said above the lists, and
// refusals as the API words them.
import { TEAM_ROLE_TEXT } from '@courtside/contracts';
import type {
  TAdminForfeit,
  TAdminTeam,
  TAdminTeamPosition,
  TAdminTeamRequest,
} from '@courtside/contracts/admin';
import CheckIcon from '@mui/icons-material/Check';
import CloseIcon from '@mui/icons-material/Close';
import GavelIcon from '@mui/icons-material/Gavel';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { DataGrid, GridActionsCellItem, type GridColDef } from '@mui/x-data-grid';
import { useMemo, useState } from 'react';
import { DetailList } from '../../../components/DetailList';
import { LoadFailure } from '../../../components/LoadFailure';
import { Loading } from '../../../components/Loading';
import { PageTitle } from '../../../components/PageTitle';
import { SectionCard } from '../../../components/SectionCard';
import { ApiError } from '../../../lib/api-client';
import { consoleGrid } from '../../../components/console/grid';
import { useSettings } from '../../../lib/settings';
import { useDecideRequest } from '../api/decide-request';
import { useTeam } from '../api/get-team';
import {
  approvalText,
  NOMINATION_LABEL,
  REQUEST_KIND_LABEL,
  REQUEST_STATUS_LABEL,
  requestName,
  requestsInOrder,
  rosterText,
} from '../teams';
import { ConfirmForfeitDialog, DeclineRequestDialog } from './DecisionDialogs';
import { DrawLimits } from './DrawLimits';
import { AddPositionDialog, ChangePositionDialog, RemovePositionDialog } from './PositionDialogs';
import { SaidAlert, type Said } from '../../../components/SaidAlert';
import { changeAction, removeAction } from '../../../components/console/grid-row-actions';

type Open =
  | { kind: 'add' }
  | { kind: 'change'; position: TAdminTeamPosition }
  | { kind: 'remove'; position: TAdminTeamPosition }
  | { kind: 'decline'; request: TAdminTeamRequest }
  | { kind: 'forfeit'; forfeit: TAdminForfeit }
  | null;

const formatDate = (iso: string) => iso.split('-').reverse().join('/');

export function TeamScreen({
  teamId,
  searchesMemberContacts,
}: {
  teamId: number;
  searchesMemberContacts: boolean;
}) {
  const team = useTeam(teamId);
  const decide = useDecideRequest();
  const timeZone = useSettings().data?.time_zone;
  const [open, setOpen] = useState<Open>(null);
  const [said, setSaid] = useState<Said>(null);

  if (team.isPending) return <Loading text="Loading the team..." />;
  if (team.isError) return <LoadFailure title="Team" what="team" error={team.error} />;
  const t = team.data;
  const close = () => setOpen(null);
  const done = (text: string) => setSaid({ severity: 'success', text });
  const when = (iso: string) =>
    new Date(iso).toLocaleString('en-AU', { timeZone, dateStyle: 'medium', timeStyle: 'short' });
  const approve = (request: TAdminTeamRequest) => {
    setSaid(null);
    decide
      .mutateAsync({ requestId: request.id, approve: true, body: {} })
      .then(() => done(`Approved: ${approvalText(request)}`))
      .catch((err: unknown) =>
        setSaid({
          severity: 'error',
          text: err instanceof ApiError ? err.message : 'Could not approve the request. Please try again.',
        }),
      );
  };

  return (
    <>
      <PageTitle>{t.name}</PageTitle>
      <DetailList
        items={[
          ['Division', t.division],
          ['Season', t.season],
          ['Nomination', NOMINATION_LABEL[t.nomination_status]],
          ['Roster', rosterText(t)],
        ]}
      />
      <SaidAlert said={said} onClose={() => setSaid(null)} />
      <SectionCard title="Positions">
        <Box sx={{ my: 1 }}>
          <Button variant="contained" onClick={() => setOpen({ kind: 'add' })}>
            Add a member
          </Button>
        </Box>
        <Positions team={t} onOpen={setOpen} />
      </SectionCard>
      <SectionCard title="Requests for members">
        <Requests
          team={t}
          when={when}
          busy={decide.isPending}
          onApprove={approve}
          onDecline={(request) => setOpen({ kind: 'decline', request })}
        />
      </SectionCard>
      <SectionCard title="Forfeit notices">
        <Forfeits team={t} when={when} onConfirm={(forfeit) => setOpen({ kind: 'forfeit', forfeit })} />
      </SectionCard>
      <SectionCard title="Draw limits">
        <DrawLimits team={t} onDone={done} />
      </SectionCard>
      {open?.kind === 'add' && (
        <AddPositionDialog team={t} searchesContacts={searchesMemberContacts} onDone={done} onClose={close} />
      )}
      {open?.kind === 'change' && (
        <ChangePositionDialog team={t} position={open.position} onDone={done} onClose={close} />
      )}
      {open?.kind === 'remove' && (
        <RemovePositionDialog team={t} position={open.position} onDone={done} onClose={close} />
      )}
      {open?.kind === 'decline' && (
        <DeclineRequestDialog request={open.request} onDone={done} onClose={close} />
      )}
      {open?.kind === 'forfeit' && (
        <ConfirmForfeitDialog team={t} forfeit={open.forfeit} onDone={done} onClose={close} />
      )}
    </>
  );
}

function Positions({ team, onOpen }: { team: TAdminTeam; onOpen: (open: Open) => void }) {
  const columns = useMemo<GridColDef<TAdminTeamPosition>[]>(
    () => [
      { field: 'name', headerName: 'Name', flex: 1, minWidth: 160 },
      {
        field: 'role',
        headerName: 'Role',
        width: 120,
        valueGetter: (_v, row) => TEAM_ROLE_TEXT[row.role],
      },
      { field: 'playing_number', headerName: 'Number', type: 'number', width: 90 },
      { field: 'mid', headerName: 'Member id', type: 'number', width: 100 },
      { field: 'email', headerName: 'Email', flex: 1, minWidth: 180 },
      {
        field: 'actions',
        type: 'actions',
        headerName: 'Change',
        width: 100,
        getActions: ({ row }) => {
          const what = `${row.name} (${TEAM_ROLE_TEXT[row.role]})`;
          return [
            changeAction(`Change ${what}`, () => onOpen({ kind: 'change', position: row })),
            removeAction(`Remove ${what}`, () => onOpen({ kind: 'remove', position: row })),
          ];
        },
      },
    ],
    [onOpen],
  );
  if (team.positions.length === 0) return <Typography>Nobody holds a position in this team yet.</Typography>;
  return (
    <DataGrid
      aria-label="Positions"
      rows={team.positions}
      columns={columns}
      {...consoleGrid(`${team.name} positions`, team.positions.length)}
    />
  );
}

function Requests({
  team,
  when,
  busy,
  onApprove,
  onDecline,
}: {
  team: TAdminTeam;
  when: (iso: string) => string;
  busy: boolean;
  onApprove: (request: TAdminTeamRequest) => void;
  onDecline: (request: TAdminTeamRequest) => void;
}) {
  const columns = useMemo<GridColDef<TAdminTeamRequest>[]>(
    () => [
      {
        field: 'name',
        headerName: 'Name',
        flex: 1,
        minWidth: 150,
        valueGetter: (_v, row) => requestName(row),
      },
      {
        field: 'kind',
        headerName: 'Request',
        width: 170,
        valueGetter: (_v, row) =>
          `${REQUEST_KIND_LABEL[row.kind]}${row.replacing ? `, for ${row.replacing}` : ''}`,
      },
      { field: 'role', headerName: 'Role', width: 100, valueGetter: (_v, row) => TEAM_ROLE_TEXT[row.role] },
      { field: 'dob', headerName: 'Date of birth', width: 115, valueFormatter: (v: string) => formatDate(v) },
      { field: 'email', headerName: 'Email', flex: 1, minWidth: 170 },
      { field: 'requested_by', headerName: 'Asked by', width: 140 },
      { field: 'requested_at', headerName: 'Asked', width: 160, valueFormatter: (v: string) => when(v) },
      {
        field: 'status',
        headerName: 'Decision',
        width: 190,
        valueGetter: (_v, row) =>
          `${REQUEST_STATUS_LABEL[row.status]}${row.decided_at ? ` ${when(row.decided_at)}` : ''}`,
      },
      {
        field: 'actions',
        type: 'actions',
        headerName: 'Decide',
        width: 100,
        getActions: ({ row }) =>
          row.status !== 'pending'
            ? []
            : [
                <GridActionsCellItem
                  key="approve"
                  icon={<CheckIcon />}
                  label={`Approve ${requestName(row)}`}
                  title={`Approve ${requestName(row)}`}
                  disabled={busy}
                  onClick={() => onApprove(row)}
                />,
                <GridActionsCellItem
                  key="decline"
                  icon={<CloseIcon />}
                  label={`Decline ${requestName(row)}`}
                  title={`Decline ${requestName(row)}`}
                  disabled={busy}
                  onClick={() => onDecline(row)}
                />,
              ],
      },
    ],
    [when, busy, onApprove, onDecline],
  );
  if (team.requests.length === 0) return <Typography>No manager has asked for a member.</Typography>;
  const rows = requestsInOrder(team.requests);
  return (
    <DataGrid
      aria-label="Requests for members"
      rows={rows}
      columns={columns}
      {...consoleGrid(`${team.name} requests`, rows.length)}
    />
  );
}

function Forfeits({
  team,
  when,
  onConfirm,
}: {
  team: TAdminTeam;
  when: (iso: string) => string;
  onConfirm: (forfeit: TAdminForfeit) => void;
}) {
  const columns = useMemo<GridColDef<TAdminForfeit>[]>(
    () => [
      { field: 'game', headerName: 'Game', flex: 1, minWidth: 220 },
      { field: 'requested_by', headerName: 'Notified by', width: 150 },
      { field: 'requested_at', headerName: 'Notified', width: 160, valueFormatter: (v: string) => when(v) },
      {
        field: 'confirmed',
        headerName: 'Result',
        width: 200,
        valueGetter: (_v, row) => (row.confirmed ? 'Forfeit loss recorded' : 'Waiting for confirmation'),
        renderCell: ({ row, value }) => (
          <Chip size="small" color={row.confirmed ? 'default' : 'warning'} label={value as string} />
        ),
      },
      {
        field: 'actions',
        type: 'actions',
        headerName: 'Confirm',
        width: 90,
        getActions: ({ row }) =>
          row.confirmed
            ? []
            : [
                <GridActionsCellItem
                  key="confirm"
                  icon={<GavelIcon />}
                  label={`Confirm the forfeit of ${row.game}`}
                  title={`Confirm the forfeit of ${row.game}`}
                  onClick={() => onConfirm(row)}
                />,
              ],
      },
    ],
    [when, onConfirm],
  );
  if (team.forfeits.length === 0) return <Typography>No forfeit notices for this team.</Typography>;
  return (
    <DataGrid
      aria-label="Forfeit notices"
      rows={team.forfeits}
      columns={columns}
      {...consoleGrid(`${team.name} forfeit notices`, team.forfeits.length)}
    />
  );
}
