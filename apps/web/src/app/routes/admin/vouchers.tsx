import { PageTitle } from '../../../components/PageTitle';
import { VouchersScreen } from '../../../features/admin-vouchers/components/VouchersScreen';

export function Component() {
  return (
    <>
      <PageTitle>Vouchers</PageTitle>
      <VouchersScreen />
    </>
  );
}
