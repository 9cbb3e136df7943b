import { useParams } from 'react-router';
import { ReceiptDetail } from '../../../features/orders/components/ReceiptDetail';

export function Component() {
  const { order_id = '' } = useParams();
  return <ReceiptDetail key={order_id} orderId={order_id} />;
}
