import { Navigate, useLocation } from 'react-router';
import { PageTitle } from '../../../components/PageTitle';
import { ProductsPage } from '../../../features/store/components/ProductsPage';
import { useProfile } from '../../../lib/auth';

/** The public store view; a signed-in member goes to the products screen with the same category query. */
export function Component() {
  const { data: profile } = useProfile();
  const { search } = useLocation();
  if (profile) return <Navigate to={`/member/store${search}`} replace />;
  return (
    <>
      <PageTitle>Store</PageTitle>
      <ProductsPage origin="store" shopper={{ signedIn: false }} />
    </>
  );
}
