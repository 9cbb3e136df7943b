import { EFT_ERROR_FIELDS, MSG, ZEftRequest, type TProfile } from '@courtside/contracts';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { DismissibleAlert } from '../../../components/DismissibleAlert';
import { FormTextField } from '../../../components/form/FormTextField';
import { ApiError } from '../../../lib/api-client';
import { keepDigits } from '../../../lib/dates';
import { applyServerErrors, schemaResolver, useSubmitOnce } from '../../../lib/form';
import { useUpdateEft } from '../api/update-eft';

interface EftValues {
  acctname: string;
  acctbsb: string;
  acctnumber: string;
}
const FIELDS = ['acctname', 'acctbsb', 'acctnumber'];
/** The server answers with the update-action names; show them under our fields. */
const FROM_SERVER = Object.fromEntries(Object.entries(EFT_ERROR_FIELDS).map(([field, key]) => [key, field]));

export function EftForm({ profile }: { profile: TProfile }) {
  const navigate = useNavigate();
  const update = useUpdateEft();
  const [alert, setAlert] = useState<string | null>(null);
  const { control, handleSubmit, setError } = useForm<EftValues>({
    defaultValues: {
      acctname: profile.acct_name,
      acctbsb: profile.acct_bsb,
      acctnumber: profile.acct_number,
    },
    resolver: schemaResolver(() => ZEftRequest),
  });

  const submitOnce = useSubmitOnce();
  const onSubmit = submitOnce(
    handleSubmit(
      async (values) => {
        setAlert(null);
        try {
          await update.mutateAsync({
            acctname: values.acctname.trim(),
            acctbsb: values.acctbsb.trim(),
            acctnumber: values.acctnumber.trim(),
          });
          void navigate('/member/account');
        } catch (err) {
          if (err instanceof ApiError) applyServerErrors(setError, err.errors, FIELDS, FROM_SERVER);
          setAlert(
            err instanceof ApiError && Object.keys(err.errors).length > 0
              ? MSG.formErrors
              : (err as Error).message,
          );
        }
      },
      () => setAlert(MSG.formErrors),
    ),
  );

  return (
    <Box component="form" noValidate onSubmit={onSubmit} aria-label="EFT details">
      {alert && (
        <DismissibleAlert severity="error" onClose={() => setAlert(null)}>
          {alert}
        </DismissibleAlert>
      )}
      <FormTextField
        control={control}
        name="acctname"
        label="Account Name"
        required
        inputProps={{ maxLength: 100 }}
      />
      <FormTextField
        control={control}
        name="acctbsb"
        label="BSB Number"
        required
        transform={keepDigits}
        hint="6 digits"
        inputProps={{ inputMode: 'numeric' }}
      />
      <FormTextField
        control={control}
        name="acctnumber"
        label="Account Number"
        required
        transform={keepDigits}
        hint="Between 6 and 10 digits"
        inputProps={{ inputMode: 'numeric' }}
      />
      <Stack direction="row" spacing={2} sx={{ mt: 2 }}>
        <Button type="button" variant="outlined" onClick={() => void navigate('/member/account')}>
          cancel
        </Button>
        <Button type="submit" variant="contained" disabled={update.isPending}>
          update
        </Button>
      </Stack>
    </Box>
  );
}
