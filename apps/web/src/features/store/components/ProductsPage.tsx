// Products screen: category and venue pickers, Reset and View All,
// product cards with Show Details, Sold Out, Add To Cart for members and Sign In for
// visitors. Shared by the public /storeview, /member/store/{typeorig?} and the HPC
// area's product list (origin 'hpc').
import { STORE_MSG, type TProduct } from '@courtside/contracts';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Snackbar from '@mui/material/Snackbar';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { FilterRow, FilterSelect } from '../../../components/filters/FilterSelect';
import { Loading } from '../../../components/Loading';
import { addToCart, availableFor, quantityInCart, useCart } from '../../../domains/cart/cart';
import { useCategories } from '../api/get-categories';
import { useProductVenues } from '../api/get-product-venues';
import { useProducts } from '../api/get-products';
import type { StoreOrigin } from '../paths';
import { ProductCard, type Shopper } from './ProductCard';

export interface ProductsPageProps {
  origin: StoreOrigin;
  shopper: Shopper;
}

export function ProductsPage({ origin, shopper }: ProductsPageProps) {
  const [search, setSearch] = useSearchParams();
  const location = useLocation();
  const category = search.get('category') ?? '';
  const venue = search.get('venue') ?? '';
  // What the page was opened with (a category link from the website): Reset goes back to it.
  const [initial] = useState(() => ({ category, venue }));
  const [added, setAdded] = useState<string | null>(null);
  const cart = useCart();
  const categories = useCategories(origin);
  const venues = useProductVenues(origin);
  const products = useProducts({ origin, category, venue });

  const setFilters = (next: { category: string; venue: string }) => {
    const q = new URLSearchParams(search);
    for (const key of ['category', 'venue'] as const) {
      if (next[key]) q.set(key, next[key]);
      else q.delete(key);
    }
    setSearch(q, { replace: true });
  };

  // Sign-in comes back to the member products screen with the same filters.
  const memberPath = `${origin === 'hpc' ? '/member/store/hpc' : '/member/store'}${location.search}`;
  const signInTo = `/login?redirect=${encodeURIComponent(memberPath)}`;

  const add = (product: TProduct) => {
    if (addToCart(product)) setAdded(`${product.product_name} added to cart`);
  };

  const list = products.data ?? [];
  return (
    <>
      <FilterRow columns={2}>
        <FilterSelect
          id="store-category"
          label="Category"
          value={category}
          placeholder="All categories"
          options={(categories.data ?? []).map((c) => ({
            value: String(c.category_id),
            text: c.category_name,
          }))}
          onChange={(value) => setFilters({ category: value, venue })}
        />
        <FilterSelect
          id="store-venue"
          label="Venue"
          value={venue}
          placeholder="All venues"
          options={(venues.data ?? []).map((v) => ({ value: String(v.venue_id), text: v.venue_name }))}
          onChange={(value) => setFilters({ category, venue: value })}
        />
      </FilterRow>
      <Stack direction="row" spacing={2} sx={{ mb: 3 }}>
        <Button variant="outlined" onClick={() => setFilters(initial)}>
          Reset
        </Button>
        <Button variant="outlined" onClick={() => setFilters({ category: '', venue: '' })}>
          View All
        </Button>
      </Stack>
      {products.isPending ? (
        <Loading text="Loading Data..." />
      ) : products.isError ? (
        <Alert severity="error">{products.error.message}</Alert>
      ) : list.length === 0 ? (
        <Typography sx={{ my: 3 }}>{STORE_MSG.noProducts}</Typography>
      ) : (
        <Box
          aria-label="Products"
          role="list"
          sx={{
            display: 'grid',
            gap: 2,
            gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(3, 1fr)' },
            opacity: products.isPlaceholderData ? 0.6 : 1,
          }}
        >
          {list.map((p) => (
            <Box role="listitem" key={p.product_id}>
              <ProductCard
                product={p}
                inCart={quantityInCart(cart, p.product_id)}
                available={availableFor(cart, p)}
                shopper={shopper}
                signInTo={signInTo}
                onAdd={add}
              />
            </Box>
          ))}
        </Box>
      )}
      <Snackbar
        open={added !== null}
        autoHideDuration={3000}
        onClose={() => setAdded(null)}
        message={added}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
      />
    </>
  );
}
