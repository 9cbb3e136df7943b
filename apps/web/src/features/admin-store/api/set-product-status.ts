import { ZStoreProductResponse } from '@courtside/contracts/admin';
import { apiPost } from '../../../lib/api-client';
import { useConsoleChange } from '../../../components/console/change';
import { storeKey } from './get-categories';

/** POST /api/admin/store/products/:id/status: withdraw from sale (active false) or restore (true); answers the product. */
export const setProductStatus = async ({ id, active }: { id: number; active: boolean }) =>
  (await apiPost(`/api/admin/store/products/${id}/status`, { active }, ZStoreProductResponse)).data;

export const useSetProductStatus = () => useConsoleChange(storeKey, setProductStatus);
