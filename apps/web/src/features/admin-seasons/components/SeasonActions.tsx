// The season's state on its own page: nominations, status and archive, each one button, and a
// copy into a new season. What happened (or why the server refused) is said under them.
import type { TSeason } from '@courtside/contracts/admin';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { ApiError } from '../../../lib/api-client';
import { useSetSeasonArchived } from '../api/set-season-archived';
import { useSetSeasonNominations } from '../api/set-season-nominations';
import { useSetSeasonStatus } from '../api/set-season-status';

type Outcome = { severity: 'success' | 'error'; text: string } | null;

export function SeasonActions({ season, onCopy }: { season: TSeason; onCopy: () => void }) {
  const nominations = useSetSeasonNominations();
  const status = useSetSeasonStatus();
  const archived = useSetSeasonArchived();
  const [outcome, setOutcome] = useState<Outcome>(null);
  const busy = nominations.isPending || status.isPending || archived.isPending;
  const run = async (change: () => Promise<TSeason>, done: (s: TSeason) => string) => {
    setOutcome(null);
    try {
      setOutcome({ severity: 'success', text: done(await change()) });
    } catch (err) {
      setOutcome({
        severity: 'error',
        text: err instanceof ApiError ? err.message : 'Could not change the season. Please try again.',
      });
    }
  };

  return (
    <>
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', my: 2 }}>
        <Button
          variant="outlined"
          disabled={busy || season.archived}
          onClick={() =>
            void run(
              () => nominations.mutateAsync({ id: season.id, open: !season.nominations_open }),
              (s) => `Nominations are ${s.nominations_open ? 'open' : 'closed'}.`,
            )
          }
        >
          {season.nominations_open ? 'Close nominations' : 'Open nominations'}
        </Button>
        <Button
          variant="outlined"
          disabled={busy || season.archived}
          onClick={() =>
            void run(
              () =>
                status.mutateAsync({
                  id: season.id,
                  status: season.status === 'active' ? 'inactive' : 'active',
                }),
              (s) =>
                s.status === 'active'
                  ? 'The season is active: in the public draw.'
                  : 'The season is inactive.',
            )
          }
        >
          {season.status === 'active' ? 'Deactivate' : 'Activate'}
        </Button>
        <Button
          variant="outlined"
          disabled={busy}
          onClick={() =>
            void run(
              () => archived.mutateAsync({ id: season.id, archived: !season.archived }),
              (s) => (s.archived ? 'The season is archived.' : 'The season is no longer archived.'),
            )
          }
        >
          {season.archived ? 'Unarchive' : 'Archive'}
        </Button>
        <Button variant="outlined" onClick={onCopy}>
          Copy into a new season
        </Button>
      </Box>
      <div role={outcome?.severity === 'error' ? 'alert' : 'status'}>
        {outcome && (
          <Alert severity={outcome.severity} sx={{ mb: 2 }} onClose={() => setOutcome(null)}>
            {outcome.text}
          </Alert>
        )}
      </div>
    </>
  );
}
