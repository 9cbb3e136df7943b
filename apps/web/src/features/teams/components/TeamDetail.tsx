// Team detail: Team Features,
// Team Information, Players Information and Invoice Information, with the management
// dialogs for the manager or team admin while the season and division are live.
import { TEAM_MSG, type TTeamDetail, type TTeamPlayer } from '@courtside/contracts';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import Link from '@mui/material/Link';
import OutlinedInput from '@mui/material/OutlinedInput';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { BackLink } from '../../../components/BackLink';
import { DetailList } from '../../../components/DetailList';
import { Loading } from '../../../components/Loading';
import { PageTitle } from '../../../components/PageTitle';
import { ResultOverlay, useTimedOverlay, type OverlayMessage } from '../../../domains/payment';
import { SectionCard } from '../../../components/SectionCard';
import { TableScroll } from '../../../components/TableScroll';
import { stackOnPhone } from '../../../components/table/stack-on-phone';
import { ApiError } from '../../../lib/api-client';
import { dollars } from '../../../domains/payment/format';
import { useTeam } from '../api/get-team';
import { useRemoveTeamPlayer } from '../api/remove-team-player';
import { useRemoveTeamPosition } from '../api/remove-team-position';
import { useSaveTeam } from '../api/save-team';
import { invoicePath, TEAMS_PATH } from '../paths';
import {
  addMembersRefusal,
  maskPlayingNumber,
  playersNumberJson,
  playingNumberError,
  removeRefusal,
} from '../team-rules';
import { ConfirmDialog } from './ConfirmDialog';
import { ForfeitDialog } from './ForfeitDialog';
import { MemberRequestDialog } from './MemberRequestDialog';
import { WithdrawDialog, withdrawRequestLabel, type Withdrawal } from './WithdrawDialog';

/** How the team page marks a nomination the association has not accepted (yet). */
const NOMINATION_SEVERITY = {
  pending: 'info',
  accepted: 'success',
  declined: 'error',
  waitlisted: 'warning',
  offered: 'success',
} as const satisfies Record<TTeamDetail['t_nomination']['status'], 'info' | 'success' | 'error' | 'warning'>;

/** Team page overlays stay 2000 ms. */
export const TEAM_OVERLAY_MS = 2000;

const fullName = (p: Pick<TTeamPlayer, 'firstname' | 'lastname'>) => `${p.firstname} ${p.lastname}`;

type Dialog =
  | { kind: 'forfeit' }
  | { kind: 'new' }
  | { kind: 'temporary' }
  | { kind: 'removeMember'; player: TTeamPlayer }
  | { kind: 'removePosition'; position: 'coach' | 'assistant' }
  | null;

function TextInput({
  id,
  label,
  value,
  onChange,
  error,
  maxLength,
}: {
  id: string;
  label: string;
  value: string;
  onChange: (v: string) => void;
  error?: string | null;
  maxLength?: number;
}) {
  return (
    <FormControl margin="dense" error={Boolean(error)} sx={{ minWidth: 200 }}>
      <InputLabel htmlFor={id}>{label}</InputLabel>
      <OutlinedInput
        id={id}
        label={label}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        inputProps={{ maxLength, 'aria-describedby': error ? `${id}-error` : undefined }}
      />
      {error && <FormHelperText id={`${id}-error`}>{error}</FormHelperText>}
    </FormControl>
  );
}

function TeamScreen({
  team,
  show,
  onWithdraw,
}: {
  team: TTeamDetail;
  show: (message: OverlayMessage) => void;
  onWithdraw: (what: Withdrawal) => void;
}) {
  const queryClient = useQueryClient();
  const manage = team.t_can_manage;
  const [dialog, setDialog] = useState<Dialog>(null);
  const [singlet, setSinglet] = useState(team.t_singlet_colour);
  const [numberColour, setNumberColour] = useState(team.t_number_colour);
  const [numbers, setNumbers] = useState<Record<number, string>>(() =>
    Object.fromEntries(
      team.t_players.map((p) => [p.mid, p.playing_number === null ? '' : String(p.playing_number)]),
    ),
  );
  const [numbersError, setNumbersError] = useState<string | null>(null);
  const save = useSaveTeam();
  const removePlayer = useRemoveTeamPlayer();
  const removePosition = useRemoveTeamPosition();

  const reloadTeams = () => queryClient.invalidateQueries({ queryKey: ['teams'] });

  const onSave = async () => {
    const bad = Object.values(numbers).map(playingNumberError).find(Boolean);
    const used = Object.values(numbers).filter((n) => n !== '');
    const repeated = new Set(used).size !== used.length ? TEAM_MSG.numberTaken : null;
    setNumbersError(bad ?? repeated);
    if (bad || repeated) return show({ text: TEAM_MSG.detailIncorrect, severity: 'error' });
    try {
      const answer = await save.mutateAsync({
        teamTid: team.t_id,
        singletColour: singlet.trim(),
        numberColour: numberColour.trim(),
        playersNumber: playersNumberJson(numbers),
      });
      show({ text: answer.message, severity: 'success' });
      void reloadTeams();
    } catch (err) {
      show({ text: err instanceof ApiError ? err.message : TEAM_MSG.detailIncorrect, severity: 'error' });
      if (err instanceof ApiError && err.errors.playersNumber)
        setNumbersError(err.errors.playersNumber.join(' '));
    }
  };

  const openAddMembers = () => {
    const refusal = addMembersRefusal(team.t_players.length, team.t_division_max_players);
    if (refusal) return show({ text: refusal, severity: 'error' });
    setDialog({ kind: 'new' });
  };

  const askRemoveMember = (player: TTeamPlayer) => {
    const refusal = removeRefusal(team.t_players.length, team.t_division_min_players);
    if (refusal) return show({ text: refusal, severity: 'error' });
    setDialog({ kind: 'removeMember', player });
  };

  const confirmRemove = async () => {
    if (dialog?.kind !== 'removeMember' && dialog?.kind !== 'removePosition') return;
    try {
      const answer =
        dialog.kind === 'removeMember'
          ? await removePlayer.mutateAsync({ teamTid: team.t_id, playerMid: dialog.player.mid })
          : await removePosition.mutateAsync({ teamTid: team.t_id, position: dialog.position });
      show({ text: answer.message, severity: 'success' });
    } catch (err) {
      const fallback =
        dialog.kind === 'removeMember' ? TEAM_MSG.memberNotRemoved : TEAM_MSG.positionNotRemoved;
      show({ text: err instanceof ApiError ? err.message : fallback, severity: 'error' });
    }
    setDialog(null);
    // After removing a position or a player, the teams are reloaded.
    void reloadTeams();
  };

  const positionRow = (label: string, names: string, position?: 'coach' | 'assistant') =>
    [
      label,
      <Box
        key={label}
        component="span"
        sx={{ display: 'inline-flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}
      >
        {names || '-'}
        {manage && position && names && (
          <Button
            size="small"
            color="error"
            onClick={() => setDialog({ kind: 'removePosition', position })}
            aria-label={`Remove ${label.toLowerCase()} position`}
          >
            Remove
          </Button>
        )}
      </Box>,
    ] as const;

  const pending = team.t_requests.filter((r) => r.status === 'pending');
  const contacts = team.t_can_see_contacts;
  const showExpiry = team.t_show_draw;

  return (
    <>
      <BackLink to={TEAMS_PATH}>All Teams</BackLink>
      <PageTitle title={`Team: ${team.t_name}`}>Team: {team.t_name}</PageTitle>
      {(team.t_nomination.status !== 'accepted' || team.t_nomination.decided !== null) && (
        <Alert
          severity={NOMINATION_SEVERITY[team.t_nomination.status]}
          sx={{ mb: 2 }}
          data-testid="nomination-status"
          action={
            team.t_nomination.can_withdraw && (
              <Button
                size="small"
                color="error"
                variant="outlined"
                aria-label="Withdraw nomination"
                onClick={() => onWithdraw({ kind: 'nomination' })}
              >
                Withdraw
              </Button>
            )
          }
        >
          {team.t_nomination.text}
          {team.t_nomination.reason && <> The association says: {team.t_nomination.reason}</>}
        </Alert>
      )}

      {manage && (
        <SectionCard title="Team Features">
          <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', mt: 1 }}>
            <Button variant="contained" onClick={() => void onSave()} disabled={save.isPending}>
              Save
            </Button>
            <Button variant="outlined" color="error" onClick={() => setDialog({ kind: 'forfeit' })}>
              Forfeit
            </Button>
            <Button variant="outlined" onClick={openAddMembers}>
              Add Team Member
            </Button>
            <Button variant="outlined" onClick={() => setDialog({ kind: 'temporary' })}>
              Add Temporary Member
            </Button>
          </Stack>
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
            Save keeps the uniform colours and playing numbers below.
          </Typography>
        </SectionCard>
      )}

      <SectionCard title="Team Information">
        <DetailList
          items={[
            ['Division', team.t_division],
            ['Season', team.t_season],
            positionRow('Manager', team.t_manager),
            positionRow('Team Admin', team.t_admin),
            positionRow('Coach', team.t_coach, 'coach'),
            positionRow('Assistant', team.t_assistant, 'assistant'),
            !manage && ['Singlet Colour', team.t_singlet_colour || '-'],
            !manage && ['Number Colour', team.t_number_colour || '-'],
            ['Final Series Qualification', team.t_division_qual === null ? '-' : `${team.t_division_qual}%`],
            [
              'Roster Limits',
              `Minimum ${team.t_division_min_players}${team.t_division_max_players === null ? '' : `, maximum ${team.t_division_max_players}`} players`,
            ],
          ]}
        />
        {manage && (
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <TextInput
              id="team-singlet-colour"
              label="Singlet Colour"
              value={singlet}
              onChange={setSinglet}
              maxLength={50}
            />
            <TextInput
              id="team-number-colour"
              label="Number Colour"
              value={numberColour}
              onChange={setNumberColour}
              maxLength={50}
            />
          </Stack>
        )}
      </SectionCard>

      <SectionCard title="Players Information">
        {numbersError && (
          <Alert severity="error" sx={{ my: 1 }}>
            {numbersError}
          </Alert>
        )}
        <TableScroll label="Players table">
          {/* On a phone each player (and each request) is a card, every column and action in reach. */}
          <Table size="small" aria-label="Players" sx={stackOnPhone}>
            <TableHead>
              <TableRow>
                <TableCell sx={{ fontWeight: 700 }}>Name</TableCell>
                <TableCell sx={{ fontWeight: 700 }}>Playing Number</TableCell>
                <TableCell sx={{ fontWeight: 700 }}>Attendance</TableCell>
                {showExpiry && <TableCell sx={{ fontWeight: 700 }}>Registration Expiry</TableCell>}
                {contacts && <TableCell sx={{ fontWeight: 700 }}>Email</TableCell>}
                {contacts && <TableCell sx={{ fontWeight: 700 }}>Date of Birth</TableCell>}
                {contacts && <TableCell sx={{ fontWeight: 700 }}>Mobile</TableCell>}
                {manage && <TableCell sx={{ fontWeight: 700 }}>Actions</TableCell>}
              </TableRow>
            </TableHead>
            <TableBody>
              {team.t_players.length === 0 && pending.length === 0 && (
                <TableRow>
                  <TableCell colSpan={8} align="center">
                    No players yet
                  </TableCell>
                </TableRow>
              )}
              {team.t_players.map((p) => (
                <TableRow key={p.mid}>
                  <TableCell data-label="Name">{fullName(p)}</TableCell>
                  <TableCell data-label="Playing Number">
                    {manage ? (
                      <OutlinedInput
                        size="small"
                        value={numbers[p.mid] ?? ''}
                        onChange={(e) =>
                          setNumbers((n) => ({ ...n, [p.mid]: maskPlayingNumber(e.target.value) }))
                        }
                        error={Boolean(playingNumberError(numbers[p.mid] ?? ''))}
                        inputProps={{
                          'aria-label': `Playing number of ${fullName(p)}`,
                          inputMode: 'numeric',
                          maxLength: 3,
                          min: 0,
                          max: 100,
                        }}
                        sx={{ width: 80 }}
                      />
                    ) : (
                      (p.playing_number ?? '-')
                    )}
                  </TableCell>
                  <TableCell data-label="Attendance">{p.attendance}</TableCell>
                  {showExpiry && <TableCell data-label="Registration Expiry">{p.expiry ?? '-'}</TableCell>}
                  {contacts && (
                    <TableCell data-label="Email">
                      {p.email ? <Link href={`mailto:${p.email}`}>{p.email}</Link> : '-'}
                    </TableCell>
                  )}
                  {contacts && <TableCell data-label="Date of Birth">{p.dob || '-'}</TableCell>}
                  {contacts && (
                    <TableCell data-label="Mobile">
                      {p.mobile ? <Link href={`tel:${p.mobile}`}>{p.mobile}</Link> : '-'}
                    </TableCell>
                  )}
                  {manage && (
                    <TableCell data-label="Actions">
                      <Button
                        size="small"
                        color="error"
                        onClick={() => askRemoveMember(p)}
                        aria-label={`Remove ${fullName(p)}`}
                      >
                        Remove
                      </Button>
                    </TableCell>
                  )}
                </TableRow>
              ))}
              {pending.map((r) => (
                <TableRow key={`request-${r.id}`}>
                  <TableCell data-label="Name">
                    <span>
                      {r.firstname} {r.lastname}{' '}
                      <Chip
                        size="small"
                        label="Requested"
                        color="warning"
                        variant="outlined"
                        sx={{ ml: 1 }}
                      />
                    </span>
                  </TableCell>
                  <TableCell colSpan={7} data-label="Request">
                    {r.kind === 'temporary'
                      ? `Temporary member for ${r.game ?? 'a game'}${r.replacing_name ? `, replacing ${r.replacing_name}` : ''}`
                      : `New ${r.role_text.toLowerCase()}`}
                    {` - requested ${r.requested}, waiting for the association`}
                    {r.can_withdraw && (
                      <Button
                        size="small"
                        color="error"
                        variant="outlined"
                        aria-label={withdrawRequestLabel(r)}
                        onClick={() => onWithdraw({ kind: 'request', request: r })}
                        sx={{ ml: 1 }}
                      >
                        Withdraw
                      </Button>
                    )}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableScroll>
      </SectionCard>

      {team.t_invoices.length > 0 && (
        <SectionCard title="Invoice Information">
          <TableScroll label="Team invoices table">
            <Table size="small" aria-label="Team invoices" sx={stackOnPhone}>
              <TableHead>
                <TableRow>
                  {['#', 'Due Date', 'Amount', 'Fully Paid', 'Owing'].map((h) => (
                    <TableCell key={h} sx={{ fontWeight: 700 }}>
                      {h}
                    </TableCell>
                  ))}
                </TableRow>
              </TableHead>
              <TableBody>
                {team.t_invoices.map((i) => (
                  <TableRow key={i.inv_id}>
                    <TableCell data-label="#">
                      <Link
                        component={RouterLink}
                        to={invoicePath(i.inv_id)}
                        aria-label={`Invoice #${i.inv_id}`}
                      >
                        {i.inv_id}
                      </Link>
                    </TableCell>
                    <TableCell data-label="Due Date">{i.inv_due_date}</TableCell>
                    <TableCell data-label="Amount">{dollars(i.inv_amount)}</TableCell>
                    <TableCell data-label="Fully Paid">{i.inv_paid}</TableCell>
                    <TableCell data-label="Owing">{dollars(i.inv_owing)}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableScroll>
        </SectionCard>
      )}

      {manage && (
        <>
          <ForfeitDialog
            team={team}
            open={dialog?.kind === 'forfeit'}
            onClose={() => setDialog(null)}
            show={show}
          />
          <MemberRequestDialog
            kind="new"
            team={team}
            open={dialog?.kind === 'new'}
            onClose={() => setDialog(null)}
            show={show}
          />
          <MemberRequestDialog
            kind="temporary"
            team={team}
            open={dialog?.kind === 'temporary'}
            onClose={() => setDialog(null)}
            show={show}
          />
          <ConfirmDialog
            open={dialog?.kind === 'removeMember' || dialog?.kind === 'removePosition'}
            title={dialog?.kind === 'removePosition' ? 'Remove Position' : 'Remove Member'}
            question={
              dialog?.kind === 'removeMember'
                ? `Remove ${fullName(dialog.player)} from ${team.t_name}?`
                : dialog?.kind === 'removePosition'
                  ? `Remove the ${dialog.position} position of ${team.t_name}?`
                  : ''
            }
            action="Remove"
            busy={removePlayer.isPending || removePosition.isPending}
            onConfirm={() => void confirmRemove()}
            onClose={() => setDialog(null)}
          />
        </>
      )}
    </>
  );
}

export function TeamDetail({ teamId }: { teamId: string }) {
  const { data, isPending, isError, error } = useTeam(teamId);
  // The screen starts again only when the team's answer changed: a refetch that answers the same
  // (after the page is taken over from the server, or on focus) keeps the screen and any open
  // dialog as they are. The query shares structure, so the same answer is the same object.
  const [shown, setShown] = useState({ data, version: 0 });
  if (shown.data !== data) setShown({ data, version: shown.version + 1 });
  // Above the screen, which starts again on every reload: a save's message outlives the reload it causes.
  const overlay = useTimedOverlay(TEAM_OVERLAY_MS);
  const [withdrawal, setWithdrawal] = useState<Withdrawal | null>(null);
  if (isPending) return <Loading text="Loading Data..." />;
  if (isError || !data)
    return (
      <>
        <BackLink to={TEAMS_PATH}>All Teams</BackLink>
        <PageTitle title="Team">No Team Data</PageTitle>
        {isError && !(error instanceof ApiError && error.status === 404) && (
          <Alert severity="error">{error.message}</Alert>
        )}
      </>
    );
  // A reload (after a save or removal) starts the editable fields again from the server's values.
  return (
    <>
      <TeamScreen key={shown.version} team={data} show={overlay.show} onWithdraw={setWithdrawal} />
      <WithdrawDialog
        team={data}
        withdrawal={withdrawal}
        onClose={() => setWithdrawal(null)}
        show={overlay.show}
      />
      <ResultOverlay message={overlay.message} />
    </>
  );
}
