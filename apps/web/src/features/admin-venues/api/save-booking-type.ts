import { ZAdminBookingTypeAnswer } from '@courtside/contracts/admin';
import { apiPost, apiPut } from '../../../lib/api-client';
import { useConsoleChange } from '../../../components/console/change';
import type { TCatalogueWrite } from '../venue-form';
import { venuesKey } from './get-venues';

/** POST /api/admin/booking-types (no id: a new one) or PUT /api/admin/booking-types/:id: a booking type every venue shares (422 when its slug is taken). */
export const saveBookingType = async ({ id, ...body }: TCatalogueWrite & { id: number | null }) =>
  (
    await (id === null
      ? apiPost(`/api/admin/booking-types`, body, ZAdminBookingTypeAnswer)
      : apiPut(`/api/admin/booking-types/${id}`, body, ZAdminBookingTypeAnswer))
  ).data;

export const useSaveBookingType = () => useConsoleChange(venuesKey, saveBookingType);
