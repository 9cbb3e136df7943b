// Asks before a draft is published: its games become the draw everyone sees and the managers of
// teams whose games changed are emailed. Games no slot could take are left out only when staff
// tick that they know; otherwise the server refuses (422), as it does a draft decided already or
// one the published draw has moved away from (409), and the dialog says its words.
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
import { usePublishDraft } from '../api/publish-draft';

export function PublishDialog({
  draftId,
  unplaced,
  onPublished,
  onClose,
}: {
  draftId: number;
  /** How many of the draft's games found no slot. */
  unplaced: number;
  onPublished: (outcome: TDrawPublished) => void;
  onClose: () => void;
}) {
  const publish = usePublishDraft();
  const [leaveUnplaced, setLeaveUnplaced] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const confirm = async () => {
    setFailure(null);
    try {
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
          Officials of moved games are taken off them.
        </DialogContentText>
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
        <Button variant="contained" disabled={publish.isPending} onClick={() => void confirm()}>
          Publish
        </Button>
      </DialogActions>
    </Dialog>
  );
}
