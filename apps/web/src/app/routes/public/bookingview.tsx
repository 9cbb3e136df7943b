import { useLocation } from 'react-router';
import { PageTitle } from '../../../components/PageTitle';
import { BookingsPage } from '../../../features/booking/components/BookingsPage';
import { useProfile } from '../../../lib/auth';
import { Redirect } from '../../../components/Redirect';

/** The public court calendar; a signed-in member goes to the bookings page with the same venue query. */
export function Component() {
  const { data: profile } = useProfile();
  const { search } = useLocation();
  if (profile) return <Redirect to={`/member/booking${search}`} />;
  return (
    <>
      <PageTitle>Court Hire</PageTitle>
      <BookingsPage signedIn={false} />
    </>
  );
}
