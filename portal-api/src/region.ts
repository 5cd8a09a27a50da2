/** The region one API process serves (PORTAL_REGION): Australia (default), New Zealand or the US. */
export type Region = 'AU' | 'NZ' | 'US';
export type UsState = 'IA' | 'OH';
export type Country = 'AU' | 'NZ' | 'US';

export const REGIONS: readonly Region[] = ['AU', 'NZ', 'US'];
export const US_STATES: readonly UsState[] = ['IA', 'OH'];

/** The names of the US states a portal may serve. */
export const US_STATE_NAMES: Record<UsState, string> = { IA: 'Iowa', OH: 'Ohio' };

export interface RegionConfig {
  region: Region;
  /** The US state the portal operates in when the region is US. */
  usState: UsState;
}

/** Players must be 21 in the US, 18 elsewhere (spec 1 §9). */
export function minimumAge(region: Region): number {
  return region === 'US' ? 21 : 18;
}

/** The countries a player of the region may live in: Australia and New Zealand, or the US. */
export function regionCountries(region: Region): Country[] {
  return region === 'US' ? ['US'] : ['AU', 'NZ'];
}

/** The IANA time zone the server reports by default: where the region's players are. */
export function defaultTimezone({ region, usState }: RegionConfig): string {
  if (region === 'NZ') return 'Pacific/Auckland';
  if (region === 'US') return usState === 'OH' ? 'America/New_York' : 'America/Chicago';
  return 'Australia/Sydney';
}

export const AU_STATES = ['ACT', 'NSW', 'NT', 'QLD', 'SA', 'TAS', 'VIC', 'WA'] as const;

/** The 50 states and DC. */
export const US_STATE_CODES: readonly string[] = (
  'AL AK AZ AR CA CO CT DE DC FL GA HI ID IL IN IA KS KY LA ME MD MA MI MN MS MO ' +
  'MT NE NV NH NJ NM NY NC ND OH OK OR PA RI SC SD TN TX UT VT VA WA WV WI WY'
).split(' ');

/** Whether `state` is a state of the country; New Zealand regions are free text. */
export function isStateOf(country: Country, state: string): boolean {
  const code = state.toUpperCase();
  if (country === 'AU') return (AU_STATES as readonly string[]).includes(code);
  if (country === 'US') return US_STATE_CODES.includes(code);
  return true;
}

/** Postcodes: four digits in Australia and New Zealand, five-digit ZIP codes in the US. */
export function isPostcodeOf(country: Country, postcode: string): boolean {
  return country === 'US' ? /^\d{5}$/.test(postcode) : /^\d{4}$/.test(postcode);
}

/** The international calling code stored with the phone number. */
export function callingCode(country: Country): string {
  if (country === 'NZ') return '64';
  return country === 'US' ? '1' : '61';
}
