import Backdrop from '@mui/material/Backdrop';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { PAYMENT_DELAY } from '../../lib/delays';

export interface OverlayMessage {
  text: string;
  severity: 'success' | 'error';
}

/** A short message over the whole screen ('Payment was successful.', 'Receipt sent successfully'). */
export function ResultOverlay({ message }: { message: OverlayMessage | null }) {
  return (
    <Backdrop
      open={message !== null}
      sx={{ zIndex: (t) => t.zIndex.modal + 1, bgcolor: 'rgba(255,255,255,0.85)' }}
    >
      <Paper
        elevation={3}
        role={message?.severity === 'error' ? 'alert' : 'status'}
        aria-live="assertive"
        sx={{ p: { xs: 3, sm: 4 }, maxWidth: 480, textAlign: 'center' }}
      >
        <Typography
          variant="h5"
          component="p"
          color={message?.severity === 'error' ? 'error.main' : 'success.main'}
        >
          {message?.text}
        </Typography>
      </Paper>
    </Backdrop>
  );
}

/** Shows a message for `ms`, then hides it. */
export function useTimedOverlay(ms: number) {
  const [message, setMessage] = useState<OverlayMessage | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const show = useCallback(
    (next: OverlayMessage) => {
      clearTimeout(timer.current);
      setMessage(next);
      timer.current = setTimeout(() => setMessage(null), ms);
    },
    [ms],
  );
  return { message, show };
}

/**
 * After a payment: 'Payment was successful.' for 500 ms, then the next screen 125 ms
 * later. `before` runs first (reload lists the next screen reads).
 */
export function usePaidThenNavigate() {
  const navigate = useNavigate();
  const [message, setMessage] = useState<OverlayMessage | null>(null);
  const timers = useRef<ReturnType<typeof setTimeout>[]>([]);
  useEffect(() => () => timers.current.forEach(clearTimeout), []);
  const paid = useCallback(
    (text: string, to: string) => {
      setMessage({ text, severity: 'success' });
      timers.current.push(
        setTimeout(() => {
          setMessage(null);
          timers.current.push(setTimeout(() => void navigate(to), PAYMENT_DELAY.navigateAfterOverlay));
        }, PAYMENT_DELAY.successOverlay),
      );
    },
    [navigate],
  );
  return { message, paid };
}
