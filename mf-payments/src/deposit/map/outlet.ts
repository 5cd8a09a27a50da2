import type { Outlet } from '@portal/contract';

export interface LatLng {
  latitude: number;
  longitude: number;
}

/** The default map centre: Sydney (spec 2 §9). */
export const SYDNEY: LatLng = { latitude: -33.8688, longitude: 151.2093 };
/** The map's zoom (spec 2 §9). */
export const MAP_ZOOM = 14;
/** Outlets with this postcode or above are left out (spec 2 §9). */
export const POSTCODE_LIMIT = 2080;
const EARTH_RADIUS_KM = 6371;

const radians = (degrees: number) => (degrees * Math.PI) / 180;

/** The great-circle distance in km (haversine, earth radius 6371 km). */
export function distanceKm(from: LatLng, to: LatLng): number {
  const dLat = radians(to.latitude - from.latitude);
  const dLng = radians(to.longitude - from.longitude);
  const a =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(radians(from.latitude)) * Math.cos(radians(to.latitude)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.sqrt(a));
}

export interface NearbyOutlet extends Outlet {
  distanceKm: number;
}

/** The outlets with postcodes below 2080, nearest first, each with its distance from the centre. */
export function nearbyOutlets(outlets: Outlet[], centre: LatLng = SYDNEY): NearbyOutlet[] {
  return outlets
    .filter((outlet) => Number(outlet.validatedAddress.postcode) < POSTCODE_LIMIT)
    .map((outlet) => ({ ...outlet, distanceKm: distanceKm(centre, outlet.validatedAddress) }))
    .sort((a, b) => a.distanceKm - b.distanceKm);
}
