import { ZStoreProductResponse, type TStoreProductInput } from '@courtside/contracts/admin';
import { apiPost } from '../../../lib/api-client';
import { useConsoleChange } from '../../../components/console/change';
import { storeKey } from './get-categories';

/**
 * POST /api/admin/store/products: a new product, on sale at once; answers it (201). Refused (422,
 * under the field) for an unknown category or venue, the last day before the first...
 */
export const createProduct = async (body: TStoreProductInput) =>
  (await apiPost('/api/admin/store/products', body, ZStoreProductResponse)).data;

export const useCreateProduct = () => useConsoleChange(storeKey, createProduct);
