import { Checkout } from '../../../features/store/components/Checkout';

export function Component() {
  return <Checkout />;
}
