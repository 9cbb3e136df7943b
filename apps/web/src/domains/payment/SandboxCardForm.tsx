import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { FieldGrid } from '../../components/form/FieldGrid';
import { FormTextField } from '../../components/form/FormTextField';
import { schemaResolver } from '../../lib/form';
import {
  EMPTY_CARD,
  maskCardNumber,
  maskCvc,
  maskExpiry,
  sandboxCardData,
  TEST_CARDS,
  ZSandboxCardForm,
  type SandboxCardValues,
} from './card';
import { PAY_MSG } from '@courtside/contracts';
import type { CardFormProps } from './card-form';

const noAuthentication = async () => undefined;

/** Label and hint shown wherever the test-mode card form shows: nothing is ever charged. */
export function TestModeNotice() {
  return (
    <Alert severity="info" role="note" icon={false} sx={{ my: 2 }} aria-labelledby="test-mode-label">
      <Chip
        id="test-mode-label"
        label={PAY_MSG.testMode}
        color="warning"
        size="small"
        sx={{ mb: 1, fontWeight: 700 }}
      />
      <Typography variant="body2">
        No card is charged in test mode. Use one of these test cards with any future expiry (MM/YY) and any
        3-digit CVC:
      </Typography>
      <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
        {TEST_CARDS.map((c) => (
          <Typography component="li" variant="body2" key={c.number}>
            <Box component="span" sx={{ fontFamily: 'monospace' }}>
              {c.number}
            </Box>{' '}
            {c.outcome}
          </Typography>
        ))}
      </Box>
    </Alert>
  );
}

/** The test-mode (sandbox gateway) card form: Card Number, Full Name, Card Expiry (##/##, MM/YY) and CVC. */
export function SandboxCardForm({ submitLabel, busy, clearToken, onCard, onInvalid }: CardFormProps) {
  const { control, handleSubmit, reset, clearErrors } = useForm<SandboxCardValues>({
    defaultValues: EMPTY_CARD,
    resolver: schemaResolver(() => ZSandboxCardForm),
  });
  useEffect(() => {
    if (clearToken > 0) reset(EMPTY_CARD);
  }, [clearToken, reset]);

  const onSubmit = handleSubmit((values) => onCard(sandboxCardData(values), noAuthentication), onInvalid);
  const numeric = { inputMode: 'numeric' as const };
  return (
    <Box component="form" noValidate onSubmit={onSubmit} aria-label="Card details">
      <TestModeNotice />
      <FieldGrid>
        <FormTextField
          control={control}
          name="cardNumber"
          label="Card Number"
          required
          disabled={busy}
          autoComplete="cc-number"
          transform={maskCardNumber}
          inputProps={{ ...numeric, maxLength: 23 }}
        />
        <FormTextField
          control={control}
          name="cardName"
          label="Full Name"
          required
          disabled={busy}
          autoComplete="cc-name"
          inputProps={{ maxLength: 100 }}
        />
        <FormTextField
          control={control}
          name="cardExpiry"
          label="Card Expiry"
          required
          disabled={busy}
          autoComplete="cc-exp"
          transform={maskExpiry}
          hint="MM/YY"
          placeholder="MM/YY"
          inputProps={{ ...numeric, maxLength: 5 }}
        />
        <FormTextField
          control={control}
          name="cardCVC"
          label="CVC"
          required
          disabled={busy}
          autoComplete="cc-csc"
          transform={maskCvc}
          inputProps={{ ...numeric, maxLength: 4 }}
        />
      </FieldGrid>
      <Stack direction="row" spacing={2} sx={{ mt: 2 }}>
        <Button
          type="button"
          variant="outlined"
          disabled={busy}
          onClick={() => {
            reset(EMPTY_CARD);
            clearErrors();
          }}
        >
          Clear
        </Button>
        <Button type="submit" variant="contained" disabled={busy} sx={{ textTransform: 'none' }}>
          {submitLabel}
        </Button>
      </Stack>
    </Box>
  );
}
