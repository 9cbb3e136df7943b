import { ZDonationProduct, type TDonationProduct } from '@courtside/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';

/** GET /api/ecommerce/store/productDonation: the $1 donation product (404 while donations are off). */
export const getDonationProduct = (signal?: AbortSignal): Promise<TDonationProduct> =>
  apiGet('/api/ecommerce/store/productDonation', ZDonationProduct, signal);

export const donationProductQueryOptions = () =>
  queryOptions({
    queryKey: ['donation-product'],
    queryFn: ({ signal }) => getDonationProduct(signal),
    staleTime: 5 * 60_000,
    retry: false,
  });

/** Asks only when the settings say donations are on. */
export const useDonationProduct = (enabled: boolean) =>
  useQuery({ ...donationProductQueryOptions(), enabled });
