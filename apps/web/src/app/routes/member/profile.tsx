import Typography from '@mui/material/Typography';
import { Loading } from '../../../components/Loading';
import { PageTitle } from '../../../components/PageTitle';
import { ProfileForm } from '../../../features/profile/components/ProfileForm';
import { CalendarFeedSection } from '../../../features/profile/components/CalendarFeedSection';
import { SignOutEverywhere } from '../../../features/profile/components/SignOutEverywhere';
import { TwoFactorSection } from '../../../features/profile/components/TwoFactorSection';
import { useProfile } from '../../../lib/auth';

export function Component() {
  const { data: profile } = useProfile();
  return (
    <>
      <PageTitle>Profile</PageTitle>
      <Typography sx={{ mb: 1 }}>
        Use this page to keep your contact and membership details up-to-date. All fields marked * are
        mandatory.
      </Typography>
      <Typography sx={{ mb: 2 }} color="text.secondary">
        Your username, first name, last name, date of birth and gender cannot be changed here. Please contact
        the association if any of them are wrong.
      </Typography>
      {profile ? <ProfileForm key={profile.mid} profile={profile} /> : <Loading />}
      {profile && <CalendarFeedSection />}
      {profile && <TwoFactorSection />}
      {profile && <SignOutEverywhere />}
    </>
  );
}
