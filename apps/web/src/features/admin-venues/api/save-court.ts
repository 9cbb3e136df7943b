import { ZAdminCourtAnswer, type TCourtWrite } from '@courtside/contracts/admin';
import { apiPost, apiPut } from '../../../lib/api-client';
import { useConsoleChange } from '../../../components/console/change';
import { venuesKey } from './get-venues';

/**
 * POST /api/admin/venues/:venueId/courts (no id: a new court) or PUT /api/admin/courts/:id: its
 * name, full court (for a half), hire and catalogue. 409 when dividing or joining a court with
 * hires to come; 422 under the fields.
 */
export const saveCourt = async ({
  id,
  venueId,
  ...body
}: TCourtWrite & { id: number | null; venueId: number }) =>
  (
    await (id === null
      ? apiPost(`/api/admin/venues/${venueId}/courts`, body, ZAdminCourtAnswer)
      : apiPut(`/api/admin/courts/${id}`, body, ZAdminCourtAnswer))
  ).data;

export const useSaveCourt = () => useConsoleChange(venuesKey, saveCourt);
