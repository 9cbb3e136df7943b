import { ZStoreCategoryResponse, type TStoreCategoryCreate } from '@courtside/contracts/admin';
import { apiPost } from '../../../lib/api-client';
import { useConsoleChange } from '../../../components/console/change';
import { storeKey } from './get-categories';

/**
 * POST /api/admin/store/categories: a new category, at the top or under another; answers it (201).
 * Refused (422, under the field) for a name its parent already has or an unknown parent.
 */
export const createCategory = async (body: TStoreCategoryCreate) =>
  (await apiPost('/api/admin/store/categories', body, ZStoreCategoryResponse)).data;

export const useCreateCategory = () => useConsoleChange(storeKey, createCategory);
