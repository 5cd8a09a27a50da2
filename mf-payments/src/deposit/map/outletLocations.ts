import { apiGet } from '@portal/shared-utils';
import type { Outlet } from './outlet';

/** The outlet locations service (spec 2 §7): where cash codes can be paid. */
export interface OutletLocations {
  fetchOutlets: () => Promise<Outlet[]>;
}

/**
 * Through the portal API, which holds the service's key: GET /deposit/blueshyft/locations answers
 * {locations} (the API's sandbox lists eight outlets around Sydney) or an error with errorKey and
 * errorDetail in meta.
 */
export const apiOutletLocations: OutletLocations = {
  async fetchOutlets() {
    const response = await apiGet<{ locations: Outlet[] }>('/deposit/blueshyft/locations');
    return response.data.locations;
  },
};
