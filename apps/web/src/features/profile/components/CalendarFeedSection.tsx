// The member's calendar subscription on the profile: one address their calendar app subscribes
// to (their teams' games and duties, officiating, event roster shifts, court hire and classes),
// which the app checks for changes. A new address ends the old one, for when it was shared.
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Loading } from '../../../components/Loading';
import { useCalendarFeed, useRenewCalendarFeed } from '../api/calendar-feed';
import { SaidAlert, type Said } from '../../../components/SaidAlert';

export function CalendarFeedSection() {
  const feed = useCalendarFeed();
  const renew = useRenewCalendarFeed();
  const [said, setSaid] = useState<Said>(null);

  const copy = async (url: string) => {
    try {
      await navigator.clipboard.writeText(url);
      setSaid({ severity: 'success', text: 'Address copied.' });
    } catch {
      setSaid({ severity: 'error', text: 'Could not copy: select the address and copy it yourself.' });
    }
  };
  const onRenew = async () => {
    setSaid(null);
    try {
      await renew.mutateAsync();
      setSaid({
        severity: 'success',
        text: 'You have a new address: subscribe again with it. The old one no longer works.',
      });
    } catch (err) {
      setSaid({
        severity: 'error',
        text: err instanceof Error ? err.message : 'Could not make a new address.',
      });
    }
  };

  return (
    <Box component="section" aria-labelledby="calendar-title" sx={{ mt: 4 }}>
      <Typography variant="h6" component="h2" id="calendar-title" sx={{ mb: 1 }}>
        Your calendar
      </Typography>
      <Typography sx={{ mb: 2 }}>
        Subscribe to one calendar of your teams’ games and duties, your referee and event roster shifts, your
        court bookings and your classes. Your calendar app checks it for changes, so a game that moves moves
        there too.
      </Typography>
      <SaidAlert said={said} onClose={() => setSaid(null)} />
      {feed.isPending ? (
        <Loading text="Loading your calendar address..." />
      ) : feed.isError ? (
        <Alert severity="error" role="alert">
          {feed.error.message}
        </Alert>
      ) : (
        <>
          <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'flex-start', mb: 2 }}>
            <TextField
              label="Calendar address"
              value={feed.data.https_url}
              size="small"
              slotProps={{ htmlInput: { readOnly: true } }}
              helperText="For Google Calendar: Other calendars, From URL."
              sx={{ flex: '1 1 20rem', minWidth: 0 }}
            />
            <Button variant="outlined" onClick={() => void copy(feed.data.https_url)}>
              Copy address
            </Button>
            <Button variant="contained" href={feed.data.webcal_url}>
              Subscribe in your calendar app
            </Button>
          </Box>
          <Typography sx={{ mb: 2 }} color="text.secondary">
            Keep this address to yourself: anyone who has it can see your calendar. If it has been shared, get
            a new address; the old one stops working.
          </Typography>
          <Button variant="outlined" color="error" disabled={renew.isPending} onClick={() => void onRenew()}>
            Get a new address
          </Button>
        </>
      )}
    </Box>
  );
}
