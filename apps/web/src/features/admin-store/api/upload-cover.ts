import { ZStoreProductResponse } from '@courtside/contracts/admin';
import { apiPut } from '../../../lib/api-client';
import { useConsoleChange } from '../../../components/console/change';
import { storeKey } from './get-categories';

/**
 * PUT /api/admin/store/products/:id/cover: the image as multipart/form-data in the field `cover`,
 * uploading or replacing it; answers the product. Refused (422, cover) for another kind of file
 * or one too large.
 */
export async function uploadCover({ id, file }: { id: number; file: File }) {
  const body = new FormData();
  body.append('cover', file);
  return (await apiPut(`/api/admin/store/products/${id}/cover`, body, ZStoreProductResponse)).data;
}

export const useUploadCover = () => useConsoleChange(storeKey, uploadCover);
