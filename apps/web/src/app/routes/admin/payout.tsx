import { useParams } from 'react-router';
import { PayoutPage } from '../../../features/admin-payouts/components/PayoutPage';

export function Component() {
  const typed = useParams().payout_id ?? '';
  // Anything but a payout id asks for payout 0, which the API answers as no such payout.
  const id = /^\d{1,9}$/.test(typed) ? Number(typed) : 0;
  return <PayoutPage key={id} id={id} />;
}
