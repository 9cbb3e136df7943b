import { ZStoreProductResponse } from '@courtside/contracts/admin';
import { apiDelete } from '../../../lib/api-client';
import { useConsoleChange } from '../../../components/console/change';
import { storeKey } from './get-categories';

/** DELETE /api/admin/store/products/:id/cover: the product without its cover (404 when it has none). */
export const removeCover = async (id: number) =>
  (await apiDelete(`/api/admin/store/products/${id}/cover`, ZStoreProductResponse)).data;

export const useRemoveCover = () => useConsoleChange(storeKey, removeCover);
