// The ten recovery codes, shown once: each signs in once when the phone is lost. Copy and download
// keep them somewhere safe; the server keeps only their hashes and cannot show them again.
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useEffect, useMemo, useState } from 'react';

export function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const [copied, setCopied] = useState(false);
  const text = `${codes.join('\n')}\n`;
  const download = useMemo(() => URL.createObjectURL(new Blob([text], { type: 'text/plain' })), [text]);
  useEffect(() => () => URL.revokeObjectURL(download), [download]);
  return (
    <Box>
      <Alert severity="warning" sx={{ mb: 2 }}>
        Save these recovery codes now: they are shown only once. Each one works once, in place of a code from
        your app, if you lose your phone.
      </Alert>
      <Box
        component="ol"
        aria-label="Recovery codes"
        sx={{ fontFamily: 'monospace', fontSize: '1.1rem', columns: { xs: 1, sm: 2 }, pl: 4, my: 2 }}
      >
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </Box>
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
        <Button
          variant="outlined"
          onClick={() =>
            void navigator.clipboard?.writeText(text).then(
              () => setCopied(true),
              () => setCopied(false),
            )
          }
        >
          Copy codes
        </Button>
        <Button variant="outlined" component="a" href={download} download="recovery-codes.txt">
          Download codes
        </Button>
        <Button variant="contained" onClick={onDone}>
          I have saved them
        </Button>
        <Typography role="status" component="span">
          {copied ? 'Copied.' : ''}
        </Typography>
      </Box>
    </Box>
  );
}
