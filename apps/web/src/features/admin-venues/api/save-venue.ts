import { ZAdminVenueAnswer, type TVenueWrite } from '@courtside/contracts/admin';
import { apiPost, apiPut } from '../../../lib/api-client';
import { useConsoleChange } from '../../../components/console/change';
import { venuesKey } from './get-venues';

/** POST /api/admin/venues (no id: a new venue) or PUT /api/admin/venues/:id: its name and address. */
export const saveVenue = async ({ id, ...body }: TVenueWrite & { id: number | null }) =>
  (
    await (id === null
      ? apiPost('/api/admin/venues', body, ZAdminVenueAnswer)
      : apiPut(`/api/admin/venues/${id}`, body, ZAdminVenueAnswer))
  ).data;

export const useSaveVenue = () => useConsoleChange(venuesKey, saveVenue);
