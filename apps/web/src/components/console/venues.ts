// The association's venues as several console areas read them (Venues edits them; the store and
// HPC classes choose one): one call, each area keeping its own query key and how long it trusts the
// answer. Only console code imports this.
import { ZAdminVenueList, type TAdminVenue } from '@courtside/contracts/admin';
import { apiGet } from '../../lib/api-client';

/** GET /api/admin/venues: every venue with how many courts it has and how many are hired out. */
export const getVenues = async (signal?: AbortSignal): Promise<TAdminVenue[]> =>
  (await apiGet('/api/admin/venues', ZAdminVenueList, signal)).data.venues;
