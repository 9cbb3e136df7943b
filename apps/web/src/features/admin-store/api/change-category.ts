import { ZStoreCategoryResponse, type TStoreCategoryChange } from '@courtside/contracts/admin';
import { apiPatch } from '../../../lib/api-client';
import { useConsoleChange } from '../../../components/console/change';
import { storeKey } from './get-categories';

/**
 * PATCH /api/admin/store/categories/:id: rename, move (parent_id null: to the top) or reorder;
 * answers it. A move under itself or its own sub-category is refused (422, parent_id).
 */
export const changeCategory = async ({ id, ...body }: TStoreCategoryChange & { id: number }) =>
  (await apiPatch(`/api/admin/store/categories/${id}`, body, ZStoreCategoryResponse)).data;

export const useChangeCategory = () => useConsoleChange(storeKey, changeCategory);
