import type { SelectOption } from '@portal/shared-utils';

const option = (value: string, label = value): SelectOption => ({ value, label });

const AU_STATES: SelectOption[] = [
  option('ACT', 'Australian Capital Territory'),
  option('NSW', 'New South Wales'),
  option('NT', 'Northern Territory'),
  option('QLD', 'Queensland'),
  option('SA', 'South Australia'),
  option('TAS', 'Tasmania'),
  option('VIC', 'Victoria'),
  option('WA', 'Western Australia'),
];

const NZ_REGIONS: SelectOption[] = [
  'Auckland',
  'Bay of Plenty',
  'Canterbury',
  'Gisborne',
  "Hawke's Bay",
  'Manawatū-Whanganui',
  'Marlborough',
  'Nelson',
  'Northland',
  'Otago',
  'Southland',
  'Taranaki',
  'Tasman',
  'Waikato',
  'Wellington',
  'West Coast',
].map((name) => option(name));

const US_STATES: SelectOption[] = Object.entries({
  AL: 'Alabama',
  AK: 'Alaska',
  AZ: 'Arizona',
  AR: 'Arkansas',
  CA: 'California',
  CO: 'Colorado',
  CT: 'Connecticut',
  DE: 'Delaware',
  DC: 'District of Columbia',
  FL: 'Florida',
  GA: 'Georgia',
  HI: 'Hawaii',
  ID: 'Idaho',
  IL: 'Illinois',
  IN: 'Indiana',
  IA: 'Iowa',
  KS: 'Kansas',
  KY: 'Kentucky',
  LA: 'Louisiana',
  ME: 'Maine',
  MD: 'Maryland',
  MA: 'Massachusetts',
  MI: 'Michigan',
  MN: 'Minnesota',
  MS: 'Mississippi',
  MO: 'Missouri',
  MT: 'Montana',
  NE: 'Nebraska',
  NV: 'Nevada',
  NH: 'New Hampshire',
  NJ: 'New Jersey',
  NM: 'New Mexico',
  NY: 'New York',
  NC: 'North Carolina',
  ND: 'North Dakota',
  OH: 'Ohio',
  OK: 'Oklahoma',
  OR: 'Oregon',
  PA: 'Pennsylvania',
  RI: 'Rhode Island',
  SC: 'South Carolina',
  SD: 'South Dakota',
  TN: 'Tennessee',
  TX: 'Texas',
  UT: 'Utah',
  VT: 'Vermont',
  VA: 'Virginia',
  WA: 'Washington',
  WV: 'West Virginia',
  WI: 'Wisconsin',
  WY: 'Wyoming',
}).map(([code, name]) => option(code, name));

/**
 * The states (regions in New Zealand) of a country, valued as the address lookup gives them; a US
 * portal offers only the state it serves.
 */
export function stateOptions(country: string, servedUsState: string): SelectOption[] {
  if (country === 'NZ') return NZ_REGIONS;
  return country === 'US' ? US_STATES.filter((state) => state.value === servedUsState) : AU_STATES;
}
