import { ZStoreProductResponse, type TStockAdjustment } from '@courtside/contracts/admin';
import { apiPost } from '../../../lib/api-client';
import { useConsoleChange } from '../../../components/console/change';
import { storeKey } from './get-categories';

/**
 * POST /api/admin/store/products/:id/stock: add places (change > 0) or remove free ones, with a
 * reason; answers the product. Removing booked places, or a product without a limit, is refused (409).
 */
export const adjustStock = async ({ id, ...body }: TStockAdjustment & { id: number }) =>
  (await apiPost(`/api/admin/store/products/${id}/stock`, body, ZStoreProductResponse)).data;

export const useAdjustStock = () => useConsoleChange(storeKey, adjustStock);
