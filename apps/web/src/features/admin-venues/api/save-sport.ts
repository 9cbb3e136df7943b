import { ZAdminSportAnswer } from '@courtside/contracts/admin';
import { apiPost, apiPut } from '../../../lib/api-client';
import { useConsoleChange } from '../../../components/console/change';
import type { TCatalogueWrite } from '../venue-form';
import { venuesKey } from './get-venues';

/** POST /api/admin/venues/:venueId/sports (no id: a new one) or PUT /api/admin/booking-sports/:id: a sport at the venue. */
export const saveSport = async ({
  id,
  venueId,
  ...body
}: TCatalogueWrite & { id: number | null; venueId: number }) =>
  (
    await (id === null
      ? apiPost(`/api/admin/venues/${venueId}/sports`, body, ZAdminSportAnswer)
      : apiPut(`/api/admin/booking-sports/${id}`, body, ZAdminSportAnswer))
  ).data;

export const useSaveSport = () => useConsoleChange(venuesKey, saveSport);
