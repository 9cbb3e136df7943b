// The page an unsubscribe link in a message to members opens: one button that stops that kind of
// message. Opening the page changes nothing (mail scanners fetch links); pressing the button does.
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { ApiError } from '../../../lib/api-client';
import { useUnsubscribe } from '../api/unsubscribe';

const KIND_WORDS = { newsletter: 'association news', competition: 'competition communications' } as const;

export function UnsubscribeForm({ token }: { token: string }) {
  const stop = useUnsubscribe();
  if (stop.isSuccess)
    return (
      <Alert severity="success" role="status">
        You are unsubscribed: you will no longer receive {KIND_WORDS[stop.data.kind]} by email. Receipts,
        password resets and draw changes still reach you. You can turn it back on in your profile.
      </Alert>
    );
  return (
    <Box
      component="form"
      aria-label="Unsubscribe"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        stop.mutate(token);
      }}
    >
      <Typography sx={{ mb: 2 }}>
        Press the button to stop receiving this kind of message by email. Receipts, password resets and draw
        changes are not affected.
      </Typography>
      {stop.isError && (
        <Alert severity="error" role="alert" sx={{ mb: 2 }}>
          {stop.error instanceof ApiError && stop.error.status === 404
            ? 'This unsubscribe link is not valid. Change your email choices in your profile instead.'
            : stop.error.message}
        </Alert>
      )}
      <Button type="submit" variant="contained" disabled={stop.isPending}>
        Unsubscribe
      </Button>
    </Box>
  );
}
