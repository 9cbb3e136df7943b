import { useMatches, useParams } from 'react-router';
import { PageTitle } from '../../../components/PageTitle';
import { ProductsPage } from '../../../features/store/components/ProductsPage';
import type { StoreOrigin } from '../../../features/store/paths';
import { useProfile } from '../../../lib/auth';

/**
 * Products: /member/store/{typeorig?} ('hpc' lists the HPC products). The HPC area can
 * mount this same module with handle {origin: 'hpc'} (its /member/hpc/products).
 */
export function Component() {
  const { typeorig } = useParams();
  const matches = useMatches();
  const handle = matches[matches.length - 1]?.handle as { origin?: StoreOrigin } | undefined;
  const origin: StoreOrigin = handle?.origin === 'hpc' || typeorig === 'hpc' ? 'hpc' : 'store';
  const { data: profile } = useProfile();
  return (
    <>
      <PageTitle>{origin === 'hpc' ? 'HPC Products' : 'Store'}</PageTitle>
      <ProductsPage
        key={origin}
        origin={origin}
        shopper={{ signedIn: true, isHpc: Boolean(profile?.is_hpc) }}
      />
    </>
  );
}
