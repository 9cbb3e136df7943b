// Add New Member Request and Add Temporary Member Request. Rows are checked one by one, then
// sent together as pending requests for the association.
import { TEAM_MSG, type TTeamDetail } from '@courtside/contracts';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useFieldArray, useForm, type Path } from 'react-hook-form';
import type { OverlayMessage } from '../../../domains/payment';
import { ApiError } from '../../../lib/api-client';
import { useErrorsFollowInput } from '../../../lib/errors-follow-input';
import { canCheck, rowAfterCheck } from '../../../lib/player-check';
import { useAddTeamPlayers } from '../api/add-team-players';
import { useAddTeamTempPlayers } from '../api/add-team-temp-players';
import { checkTeamPlayer } from '../api/check-player';
import { useTeamGames } from '../api/get-team-games';
import {
  emptyRow,
  incompleteRows,
  isDuplicateRow,
  KIND_TEXT,
  requestRow,
  rowErrors,
  type MemberRow,
  type RequestKind,
} from '../member-rows';
import { moreMembersRefusal, moreTemporaryRefusal } from '../team-rules';
import { RequestRow, type RowsForm } from './RequestRow';

export function MemberRequestDialog({
  kind,
  team,
  open,
  onClose,
  show,
}: {
  kind: RequestKind;
  team: TTeamDetail;
  open: boolean;
  onClose: () => void;
  show: (m: OverlayMessage) => void;
}) {
  const text = KIND_TEXT[kind];
  const queryClient = useQueryClient();
  const games = useTeamGames(team.t_id, open && kind === 'temporary');
  const addPlayers = useAddTeamPlayers();
  const addTemp = useAddTeamTempPlayers();
  const [checking, setChecking] = useState(false);
  // Set by a refused Send Request: from then on the dialog says which rows are not complete.
  const [sendTried, setSendTried] = useState(false);
  const form = useForm<RowsForm>({ defaultValues: { rows: [emptyRow()] } });
  const { control, getValues, setValue, setError, clearErrors, reset, watch } = form;
  const { fields, append, remove } = useFieldArray({ control, name: 'rows' });
  const rows = watch('rows');
  const busy = checking || addPlayers.isPending || addTemp.isPending;
  const players = team.t_players;

  useEffect(() => {
    if (!open) return;
    reset({ rows: [emptyRow()] });
    setSendTried(false);
  }, [open, reset]);
  // A row's field errors clear as its fields become valid.
  useErrorsFollowInput(form, (name) => {
    const index = Number(name.split('.')[1]);
    const row = getValues(`rows.${index}`);
    if (!row) return {};
    return Object.fromEntries(
      Object.entries(rowErrors(kind, row)).map(([field, message]) => [`rows.${index}.${field}`, message]),
    );
  });
  const incomplete = sendTried ? incompleteRows(kind, rows) : [];
  useEffect(() => {
    if (games.isError) show({ text: TEAM_MSG.gamesError, severity: 'error' });
  }, [games.isError, show]);

  const setCheck = (index: number, check: MemberRow['check']) => setValue(`rows.${index}.check`, check);

  const showRowErrors = (index: number, errors: Record<string, string>) => {
    for (const [field, message] of Object.entries(errors))
      if (field !== 'check')
        setError(`rows.${index}.${field}` as Path<RowsForm>, { type: 'validation', message });
  };

  const check = async (index: number) => {
    const row = getValues(`rows.${index}`);
    clearErrors(`rows.${index}`);
    const { check: _ignored, ...errors } = rowErrors(kind, row);
    if (!canCheck(row)) return showRowErrors(index, errors);
    // The game and the player replaced are named now, and stay on the row once the person is found.
    const { game, replacing } = errors;
    showRowErrors(index, { ...(game ? { game } : {}), ...(replacing ? { replacing } : {}) });
    if (isDuplicateRow(getValues('rows'), index, players)) {
      setCheck(index, { ...row.check, status: text.exists, confirm: false, click: true });
      return;
    }
    setChecking(true);
    const result = await checkTeamPlayer(team.t_id, team.t_division_id, {
      firstname: row.firstname,
      lastname: row.lastname,
      gender: row.gender,
      dob: row.dob,
      email: row.email,
    });
    setChecking(false);
    let next = rowAfterCheck(row.check, result);
    // Temporary members must be people the association knows: no email is taken for them.
    if (kind === 'temporary' && next.requireEmail)
      next = { ...next, requireEmail: false, status: TEAM_MSG.temporaryWrongInfo };
    setCheck(index, next);
    if (next.confirm) show({ text: text.added, severity: 'success' });
  };

  const addRow = () => {
    const refusal =
      kind === 'new'
        ? moreMembersRefusal(players.length, fields.length, team.t_division_max_players)
        : moreTemporaryRefusal(fields.length);
    if (refusal) return show({ text: refusal, severity: 'error' });
    append(emptyRow());
  };

  const removeRow = (index: number) => {
    const wasAdded = getValues(`rows.${index}.check.confirm`);
    remove(index);
    if (wasAdded) show({ text: text.removed, severity: 'success' });
  };

  const send = async () => {
    const current = getValues('rows');
    let valid = current.length > 0;
    current.forEach((row, index) => {
      const errors = rowErrors(kind, row);
      if (Object.keys(errors).length === 0) return;
      valid = false;
      showRowErrors(index, errors);
      if (errors.check && !row.check.confirm)
        setCheck(index, {
          ...row.check,
          status: row.check.click ? row.check.status || errors.check : errors.check,
          click: true,
        });
    });
    setSendTried(!valid);
    if (!valid) return;
    try {
      const payload = current.map((row) => requestRow(kind, row));
      const answer =
        kind === 'new'
          ? await addPlayers.mutateAsync({ teamTid: team.t_id, players: payload })
          : await addTemp.mutateAsync({ teamTid: team.t_id, tempplayers: payload });
      show({ text: answer.message, severity: 'success' });
      void queryClient.invalidateQueries({ queryKey: ['teams'] });
      onClose();
    } catch (err) {
      const message =
        err instanceof ApiError
          ? err.message
          : kind === 'new'
            ? TEAM_MSG.newMembersNotSent
            : TEAM_MSG.temporaryNotSent;
      show({ text: message, severity: 'error' });
      if (err instanceof ApiError) {
        const prefix = kind === 'new' ? 'players.' : 'tempplayers.';
        for (const [key, messages] of Object.entries(err.errors)) {
          const index = Number(key.slice(prefix.length).split('.')[0]);
          if (!key.startsWith(prefix) || !Number.isInteger(index) || !current[index]) continue;
          setCheck(index, {
            ...current[index].check,
            status: messages.join(' '),
            confirm: false,
            click: true,
          });
        }
      }
    }
  };

  return (
    <Dialog
      open={open}
      onClose={busy ? undefined : onClose}
      fullWidth
      maxWidth="md"
      aria-labelledby={`dialog-${kind}-title`}
    >
      <DialogTitle id={`dialog-${kind}-title`}>{text.title}</DialogTitle>
      <DialogContent>
        <Typography variant="body2" sx={{ mb: 2 }}>
          {kind === 'new'
            ? 'Enter each person, then click ADD NEW MEMBER to check them. The association approves the request before they join the team.'
            : 'Up to 3 temporary members for a future game, each replacing a player of the team. Click ADD TEMPORARY MEMBER to check each one.'}
        </Typography>
        {kind === 'temporary' && games.data?.length === 0 && (
          <Alert severity="info">This team has no future games.</Alert>
        )}
        {fields.map((f, index) => (
          <RequestRow
            key={f.id}
            kind={kind}
            index={index}
            row={rows[index] ?? f}
            control={control}
            games={games.data ?? []}
            players={players}
            busy={busy}
            onCheck={() => void check(index)}
            onRemove={() => removeRow(index)}
          />
        ))}
        <Button onClick={addRow} disabled={busy}>
          Add another row
        </Button>
        {incomplete.length > 0 && (
          <Alert severity="error" role="alert" sx={{ mt: 2 }}>
            {incomplete.join(' ')}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>
          Cancel
        </Button>
        <Button variant="contained" onClick={() => void send()} disabled={busy || fields.length === 0}>
          Send Request
        </Button>
      </DialogActions>
    </Dialog>
  );
}
