import { PageTitle } from '../../../components/PageTitle';
import { MyBookings } from '../../../features/booking/components/MyBookings';

export function Component() {
  return (
    <>
      <PageTitle>Court Hire History</PageTitle>
      <MyBookings />
    </>
  );
}
