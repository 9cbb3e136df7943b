import { PageTitle } from '../../../../components/PageTitle';
import { HpcBack } from '../../../../features/hpc/components/HpcBack';
import { ProductsPage } from '../../../../features/store/components/ProductsPage';
import { useProfile } from '../../../../lib/auth';

/** /member/hpc/products: the shared product list with origin hpc (Special Events). */
export function Component() {
  const { data: profile } = useProfile();
  return (
    <>
      <HpcBack />
      <PageTitle>HPC Events / Products</PageTitle>
      <ProductsPage origin="hpc" shopper={{ signedIn: true, isHpc: Boolean(profile?.is_hpc) }} />
    </>
  );
}
