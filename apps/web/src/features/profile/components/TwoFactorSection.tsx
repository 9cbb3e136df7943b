// Two-factor sign-in on the profile, offered to every member (staff need it for the console in
// production): set up with an authenticator app (QR code, or the key typed in), confirmed with a
// first code and a code emailed to the account; ten recovery codes shown once; new codes, or
// turning it off, after a code.
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Loading } from '../../../components/Loading';
import { useSecondFactorStatus } from '../../../lib/second-factor';
import { useDisableSecondFactor } from '../api/disable-second-factor';
import { useEnableSecondFactor } from '../api/enable-second-factor';
import { useRenewRecoveryCodes } from '../api/renew-recovery-codes';
import { useSetupSecondFactor } from '../api/setup-second-factor';
import { EnableSecondFactorForm } from './EnableSecondFactorForm';
import { RecoveryCodes } from './RecoveryCodes';
import { SecondFactorCodeForm } from './SecondFactorCodeForm';

type Step = 'idle' | 'renew' | 'disable';

/** The QR code's SVG as an image: an <img> never runs anything an SVG might hold. */
const svgImage = (svg: string) => `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
/** The key in groups of four, easier to type. */
const grouped = (secret: string) => secret.replace(/(.{4})(?=.)/g, '$1 ');

export function TwoFactorSection() {
  const status = useSecondFactorStatus();
  const setup = useSetupSecondFactor();
  const enable = useEnableSecondFactor();
  const renew = useRenewRecoveryCodes();
  const disable = useDisableSecondFactor();
  const [step, setStep] = useState<Step>('idle');
  const [codes, setCodes] = useState<string[] | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  let body;
  if (codes) {
    body = (
      <RecoveryCodes
        codes={codes}
        onDone={() => {
          setCodes(null);
          setup.reset();
        }}
      />
    );
  } else if (status.isPending) {
    body = <Loading />;
  } else if (status.isError) {
    body = (
      <Alert severity="error" role="alert">
        {status.error.message}
      </Alert>
    );
  } else if (!status.data.enabled && setup.data) {
    const pending = setup.data;
    body = (
      <>
        <Typography sx={{ mb: 1 }}>
          1. Scan this QR code with an authenticator app (for example Google Authenticator, Microsoft
          Authenticator or 1Password).
        </Typography>
        <Box
          component="img"
          src={svgImage(pending.qr_svg)}
          alt="QR code to add this account to an authenticator app"
          sx={{ width: 200, height: 200, bgcolor: '#fff', display: 'block', mb: 1 }}
        />
        <Typography sx={{ mb: 2 }}>
          Or type this key into the app:{' '}
          <Box component="code" sx={{ fontSize: '1.05rem' }}>
            {grouped(pending.secret)}
          </Box>
        </Typography>
        <Typography>
          2. Enter the 6-digit code the app shows, and the 8-digit code we emailed to {pending.email_sent_to},
          to turn two-factor sign-in on.
        </Typography>
        <EnableSecondFactorForm
          emailSentTo={pending.email_sent_to}
          onCodes={async (codes) => setCodes(await enable.mutateAsync(codes))}
          onCancel={() => setup.reset()}
        />
      </>
    );
  } else if (!status.data.enabled) {
    body = (
      <>
        <Typography sx={{ mb: 2 }}>
          Two-factor sign-in is off. Turn it on to ask for a code from an authenticator app on your phone as
          well as your password. Association staff need it to use the console.
        </Typography>
        {setup.isError && (
          <Alert severity="error" role="alert" sx={{ mb: 2 }}>
            {setup.error.message}
          </Alert>
        )}
        <Button variant="contained" disabled={setup.isPending} onClick={() => setup.mutate()}>
          Set up two-factor sign-in
        </Button>
      </>
    );
  } else {
    body = (
      <>
        <Typography sx={{ mb: 2 }}>
          Two-factor sign-in is on. Recovery codes left: {status.data.recovery_codes_left}.
        </Typography>
        {step === 'idle' && (
          <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
            <Button variant="outlined" onClick={() => setStep('renew')}>
              New recovery codes
            </Button>
            <Button variant="outlined" color="error" onClick={() => setStep('disable')}>
              Turn off
            </Button>
          </Box>
        )}
        {step === 'renew' && (
          <SecondFactorCodeForm
            label="Code from the app, or a recovery code"
            submitLabel="Make new codes"
            onCode={async (code) => {
              setCodes(await renew.mutateAsync(code));
              setStep('idle');
            }}
            onCancel={() => setStep('idle')}
          />
        )}
        {step === 'disable' && (
          <SecondFactorCodeForm
            label="Code from the app, or a recovery code"
            submitLabel="Turn off two-factor sign-in"
            danger
            onCode={async (code) => {
              await disable.mutateAsync(code);
              setStep('idle');
              setNotice('Two-factor sign-in is off.');
            }}
            onCancel={() => setStep('idle')}
          />
        )}
      </>
    );
  }

  return (
    <Box component="section" id="two-factor" aria-labelledby="two-factor-title" sx={{ mt: 4 }}>
      <Typography variant="h6" component="h2" id="two-factor-title" sx={{ mb: 1 }}>
        Two-factor sign-in
      </Typography>
      {notice && (
        <Alert severity="success" role="status" sx={{ mb: 2 }} onClose={() => setNotice(null)}>
          {notice}
        </Alert>
      )}
      {body}
    </Box>
  );
}
