import { ZAdminBookingOptionAnswer } from '@courtside/contracts/admin';
import { apiPost, apiPut } from '../../../lib/api-client';
import { useConsoleChange } from '../../../components/console/change';
import type { TCatalogueWrite } from '../venue-form';
import { venuesKey } from './get-venues';

/** POST /api/admin/booking-options (no id: a new one) or PUT /api/admin/booking-options/:id: a booking option every venue shares. */
export const saveBookingOption = async ({ id, ...body }: TCatalogueWrite & { id: number | null }) =>
  (
    await (id === null
      ? apiPost(`/api/admin/booking-options`, body, ZAdminBookingOptionAnswer)
      : apiPut(`/api/admin/booking-options/${id}`, body, ZAdminBookingOptionAnswer))
  ).data;

export const useSaveBookingOption = () => useConsoleChange(venuesKey, saveBookingOption);
