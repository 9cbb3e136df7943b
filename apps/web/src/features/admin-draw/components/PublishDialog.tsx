// Asks before a draft is published: its games become the draw everyone sees and the managers of
// teams whose games changed are emailed. Games no slot could take are left out only when staff
// tick that they know; otherwise the server refuses (422), as it does a draft decided already or
// one the published draw has moved away from (409), and the dialog says its words. An inactive
// season's draw is not public and its managers are not emailed: the dialog says so and offers
// to activate the season and publish in one step.
import type { TDrawPublished } from '@courtside/contracts/admin';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import { useState } from 'react';
import { ApiError } from '../../../lib/api-client';
import { useActivateSeason } from '../api/activate-season';
import { usePublishDraft } from '../api/publish-draft';

export function PublishDialog({
  draftId,
  seasonId,
  seasonActive,
  unplaced,
  onPublished,
  onClose,
}: {
  draftId: number;
  seasonId: number;
  /** Whether the public sees the season's draw. */
  seasonActive: boolean;
  /** How many of the draft's games found no slot. */
  unplaced: number;
  onPublished: (outcome: TDrawPublished) => void;
  onClose: () => void;
}) {
  const publish = usePublishDraft();
  const activate = useActivateSeason();
  const [leaveUnplaced, setLeaveUnplaced] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const confirm = async (activateFirst = false) => {
    setFailure(null);
    try {
      if (activateFirst) await activate.mutateAsync(seasonId);
      onPublished(await publish.mutateAsync({ id: draftId, leaveUnplaced }));
      onClose();
    } catch (err) {
      setFailure(err instanceof ApiError ? err.message : 'Could not publish the draft. Please try again.');
    }
  };
  const games = unplaced === 1 ? 'game' : 'games';
  return (
    <Dialog
      open
      onClose={onClose}
      aria-labelledby="publish-dialog-title"
      aria-describedby="publish-dialog-text"
      fullWidth
      maxWidth="sm"
    >
      <DialogTitle id="publish-dialog-title">Publish this draft?</DialogTitle>
      <DialogContent>
        {failure && (
          <Alert severity="error" role="alert" sx={{ mb: 2 }}>
            {failure}
          </Alert>
        )}
        <DialogContentText id="publish-dialog-text">
          Its games become the draw everyone sees, and the managers of teams whose games changed are emailed.
          Officials of moved and removed games are taken off them and emailed.
        </DialogContentText>
        {!seasonActive && (
          <Alert severity="warning" sx={{ mt: 2 }} role="note">
            This season is inactive: the public draw does not show it, so publishing now emails no manager.
            Activate the season to make the draw public and tell the managers.
          </Alert>
        )}
        {unplaced > 0 && (
          <>
            <Alert severity="warning" sx={{ mt: 2 }} role="note">
              {unplaced} {games} found no slot. Publishing leaves {unplaced === 1 ? 'it' : 'them'} out of the
              draw.
            </Alert>
            <FormControlLabel
              sx={{ mt: 1 }}
              label={`Publish without the ${unplaced} unplaced ${games}`}
              control={
                <Checkbox
                  id="field-leave_unplaced"
                  checked={leaveUnplaced}
                  onChange={(e) => setLeaveUnplaced(e.target.checked)}
                />
              }
            />
          </>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
        {seasonActive ? (
          <Button variant="contained" disabled={publish.isPending} onClick={() => void confirm()}>
            Publish
          </Button>
        ) : (
          <>
            <Button disabled={publish.isPending} onClick={() => void confirm()}>
              Publish without activating
            </Button>
            <Button
              variant="contained"
              disabled={publish.isPending || activate.isPending}
              onClick={() => void confirm(true)}
            >
              Activate season and publish
            </Button>
          </>
        )}
      </DialogActions>
    </Dialog>
  );
}
