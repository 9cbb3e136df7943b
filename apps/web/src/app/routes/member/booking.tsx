import { PageTitle } from '../../../components/PageTitle';
import { BookingsPage } from '../../../features/booking/components/BookingsPage';

/** Bookings: /member/booking?venue= (the calendar, New Booking and My History). */
export function Component() {
  return (
    <>
      <PageTitle>Court Hire</PageTitle>
      <BookingsPage signedIn />
    </>
  );
}
