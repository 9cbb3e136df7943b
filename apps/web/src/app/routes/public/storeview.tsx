import { useLocation } from 'react-router';
import { PageTitle } from '../../../components/PageTitle';
import { ProductsPage } from '../../../features/store/components/ProductsPage';
import { useProfile } from '../../../lib/auth';
import { Redirect } from '../../../components/Redirect';

/** The public store view; a signed-in member goes to the products screen with the same category query. */
export function Component() {
  const { data: profile } = useProfile();
  const { search } = useLocation();
  if (profile) return <Redirect to={`/member/store${search}`} />;
  return (
    <>
      <PageTitle>Store</PageTitle>
      <ProductsPage origin="store" shopper={{ signedIn: false }} />
    </>
  );
}
