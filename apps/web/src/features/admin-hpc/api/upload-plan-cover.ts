import { PLAN_COVER_FIELD, ZAdminPlanResponse } from '@courtside/contracts/admin';
import { apiPut } from '../../../lib/api-client';
import { useConsoleChange } from '../../../components/console/change';
import { hpcKey } from './get-classes';

/**
 * PUT /api/admin/hpc/plans/:id/cover: the image as multipart/form-data in the field `cover`,
 * uploading or replacing it; answers the plan. Refused (422, cover) for another kind of file or
 * one too large.
 */
export async function uploadPlanCover({ id, file }: { id: number; file: File }) {
  const body = new FormData();
  body.append(PLAN_COVER_FIELD, file);
  return (await apiPut(`/api/admin/hpc/plans/${id}/cover`, body, ZAdminPlanResponse)).data;
}

export const useUploadPlanCover = () => useConsoleChange(hpcKey, uploadPlanCover);
