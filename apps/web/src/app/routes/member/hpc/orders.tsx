import { PageTitle } from '../../../../components/PageTitle';
import { HpcBack } from '../../../../features/hpc/components/HpcBack';
import { ReceiptsList } from '../../../../features/orders/components/ReceiptsList';

/** /member/hpc/orders: the shared Receipts list with origin hpc. */
export function Component() {
  return (
    <>
      <HpcBack />
      <PageTitle>HPC Receipts</PageTitle>
      <ReceiptsList origin="hpc" />
    </>
  );
}
