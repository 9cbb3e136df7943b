import Typography from '@mui/material/Typography';
import { Loading } from '../../../components/Loading';
import { PageTitle } from '../../../components/PageTitle';
import { CompetitionRoster } from '../../../features/referee/components/CompetitionRoster';
import { useProfile } from '../../../lib/auth';
import { useSettings } from '../../../lib/settings';

export function Component() {
  const { data: profile } = useProfile();
  const { data: settings } = useSettings();
  return (
    <>
      <PageTitle>Competition Roster</PageTitle>
      <Typography sx={{ mb: 2 }}>
        Choose a season and one date, or two for a range, then show your games or everyone&apos;s.
      </Typography>
      {profile && settings ? (
        <CompetitionRoster
          accessRef={profile.access_ref}
          timeZone={settings.time_zone}
          clientName={settings.client_name}
        />
      ) : (
        <Loading text="Loading Data..." />
      )}
    </>
  );
}
