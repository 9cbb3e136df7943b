import Typography from '@mui/material/Typography';
import { Loading } from '../../../components/Loading';
import { PageTitle } from '../../../components/PageTitle';
import { EftForm } from '../../../features/eft/components/EftForm';
import { useProfile } from '../../../lib/auth';

export function Component() {
  const { data: profile } = useProfile();
  return (
    <>
      <PageTitle>EFT Details</PageTitle>
      <Typography sx={{ mb: 1 }}>
        Please keep your bank account details up to date so we can pay you.
      </Typography>
      <Typography sx={{ mb: 1 }}>
        By completing this form you agree to receive payments under the PAYG Declaration; these payments are
        not subject to withholding tax.
      </Typography>
      <Typography sx={{ mb: 2 }}>Each remittance is recorded on your dashboard under RECEIPTS.</Typography>
      {profile ? <EftForm profile={profile} /> : <Loading />}
    </>
  );
}
