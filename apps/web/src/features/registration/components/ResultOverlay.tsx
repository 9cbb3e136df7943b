import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useEffect, useRef } from 'react';

/** Covers the whole form panel with the registration's outcome (success or conflict). */
export function ResultOverlay({
  message,
  severity,
  onClose,
}: {
  message: string;
  severity: 'success' | 'error';
  onClose: () => void;
}) {
  const closeRef = useRef<HTMLButtonElement>(null);
  useEffect(() => closeRef.current?.focus(), []);
  return (
    <Box
      role="alertdialog"
      aria-modal="true"
      aria-labelledby="registration-result"
      sx={{
        position: 'absolute',
        inset: 0,
        zIndex: 10,
        bgcolor: 'rgba(255,255,255,0.97)',
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        gap: 3,
        p: 3,
        borderRadius: 'inherit',
        textAlign: 'center',
      }}
    >
      <Typography
        id="registration-result"
        variant="h5"
        component="p"
        color={severity === 'success' ? 'success.main' : 'error.main'}
      >
        {message}
      </Typography>
      <Button ref={closeRef} variant="contained" onClick={onClose}>
        Close
      </Button>
    </Box>
  );
}
