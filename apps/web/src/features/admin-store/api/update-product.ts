import { ZStoreProductResponse, type TStoreProductInput } from '@courtside/contracts/admin';
import { apiPut } from '../../../lib/api-client';
import { useConsoleChange } from '../../../components/console/change';
import { storeKey } from './get-categories';

/**
 * PUT /api/admin/store/products/:id: every field of the product; answers it. Refused (422,
 * quantity) for fewer places than are booked.
 */
export const updateProduct = async ({ id, body }: { id: number; body: TStoreProductInput }) =>
  (await apiPut(`/api/admin/store/products/${id}`, body, ZStoreProductResponse)).data;

export const useUpdateProduct = () => useConsoleChange(storeKey, updateProduct);
