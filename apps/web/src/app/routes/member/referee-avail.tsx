import Typography from '@mui/material/Typography';
import { PageTitle } from '../../../components/PageTitle';
import { CompetitionAvailability } from '../../../features/referee/components/CompetitionAvailability';

export function Component() {
  return (
    <>
      <PageTitle>Competition Availability</PageTitle>
      <Typography sx={{ mb: 2 }}>
        Tell us when you can referee over the next four weeks: the time slots you can take each playing day,
        and the dates you cannot.
      </Typography>
      <CompetitionAvailability />
    </>
  );
}
