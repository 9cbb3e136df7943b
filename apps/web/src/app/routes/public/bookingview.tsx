import { Navigate, useLocation } from 'react-router';
import { PageTitle } from '../../../components/PageTitle';
import { BookingsPage } from '../../../features/booking/components/BookingsPage';
import { useProfile } from '../../../lib/auth';

/** The public court calendar; a signed-in member goes to the bookings page with the same venue query. */
export function Component() {
  const { data: profile } = useProfile();
  const { search } = useLocation();
  if (profile) return <Navigate to={`/member/booking${search}`} replace />;
  return (
    <>
      <PageTitle>Court Hire</PageTitle>
      <BookingsPage signedIn={false} />
    </>
  );
}
