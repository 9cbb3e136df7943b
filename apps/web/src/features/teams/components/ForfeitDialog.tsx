// Forfeit Game: a required game, and
// a warning that a forfeit cannot be reversed.
import { MSG, TEAM_MSG, type TTeamDetail } from '@courtside/contracts';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { FormSelect } from '../../../components/form/FormSelect';
import type { OverlayMessage } from '../../../domains/payment';
import { ApiError } from '../../../lib/api-client';
import { useForfeitGame } from '../api/forfeit-game';
import { useTeamGames } from '../api/get-team-games';

export function ForfeitDialog({
  team,
  open,
  onClose,
  show,
}: {
  team: TTeamDetail;
  open: boolean;
  onClose: () => void;
  show: (m: OverlayMessage) => void;
}) {
  const queryClient = useQueryClient();
  const games = useTeamGames(team.t_id, open);
  const forfeit = useForfeitGame();
  const { control, handleSubmit, reset, setError } = useForm<{ game: string }>({
    defaultValues: { game: '' },
  });
  useEffect(() => {
    if (open) reset({ game: '' });
  }, [open, reset]);
  useEffect(() => {
    if (games.isError) show({ text: TEAM_MSG.gamesError, severity: 'error' });
  }, [games.isError, show]);

  const submit = handleSubmit(async ({ game }) => {
    if (!game) return setError('game', { type: 'validation', message: MSG.required });
    try {
      const answer = await forfeit.mutateAsync({ teamTid: team.t_id, game: Number(game) });
      show({ text: answer.message, severity: 'success' });
      void queryClient.invalidateQueries({ queryKey: ['teams'] });
      onClose();
    } catch (err) {
      show({ text: err instanceof ApiError ? err.message : TEAM_MSG.gameNotForfeited, severity: 'error' });
      if (err instanceof ApiError && err.errors.game)
        setError('game', { type: 'server', message: err.errors.game.join(' ') });
    }
  });

  return (
    <Dialog
      open={open}
      onClose={forfeit.isPending ? undefined : onClose}
      fullWidth
      maxWidth="sm"
      aria-labelledby="dialog-forfeit-title"
    >
      <form noValidate onSubmit={submit}>
        <DialogTitle id="dialog-forfeit-title">Forfeit Game</DialogTitle>
        <DialogContent>
          <Alert severity="warning" sx={{ mb: 1 }}>
            A forfeit cannot be reversed. Once submitted, the game is recorded as forfeited by {team.t_name}.
          </Alert>
          {games.data?.length === 0 && <Alert severity="info">This team has no future games.</Alert>}
          <FormSelect
            control={control}
            name="game"
            label="Game"
            required
            disabled={forfeit.isPending}
            options={(games.data ?? []).map((g) => ({ value: String(g.value), text: g.text }))}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={forfeit.isPending}>
            Cancel
          </Button>
          <Button type="submit" variant="contained" color="error" disabled={forfeit.isPending}>
            Forfeit Game
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
