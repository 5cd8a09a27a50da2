import type { Region } from '../config/PortalConfig';

/** The years of birth the date mask lets a player type (spec 1 §5). */
export const BIRTH_YEARS: { readonly earliest: number; readonly latest: number } = {
  earliest: 1900,
  latest: 2029,
};

/** Players must be 21 in the US, 18 elsewhere (spec 1 §9). */
export function minimumAge(region: Region): number {
  return region === 'US' ? 21 : 18;
}
