import { useMatches } from 'react-router';
import { PageTitle } from '../../../components/PageTitle';
import { ReceiptsList } from '../../../features/orders/components/ReceiptsList';

/** Receipts; the HPC area mounts the same screen with handle {origin: 'hpc'}. */
export function Component() {
  const matches = useMatches();
  const handle = matches[matches.length - 1]?.handle as { origin?: 'hpc' } | undefined;
  const origin = handle?.origin ?? '';
  return (
    <>
      <PageTitle>Receipts</PageTitle>
      <ReceiptsList key={origin} origin={origin} />
    </>
  );
}
