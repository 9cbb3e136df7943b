import { ZStoreCategoryDeleted } from '@courtside/contracts/admin';
import { apiDelete } from '../../../lib/api-client';
import { useConsoleChange } from '../../../components/console/change';
import { storeKey } from './get-categories';

/** DELETE /api/admin/store/categories/:id: only an empty one; 409 while it has products or sub-categories. */
export const deleteCategory = async (id: number) =>
  (await apiDelete(`/api/admin/store/categories/${id}`, ZStoreCategoryDeleted)).data;

export const useDeleteCategory = () => useConsoleChange(storeKey, deleteCategory);
