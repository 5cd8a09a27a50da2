import type { Country } from '../../region';

/** One address of the bundled sample the sandbox answers from. */
export interface SampleAddress {
  id: string;
  country: Country;
  unit: string;
  number: string;
  street: string;
  /** Street type, long and short ('Street', 'St'). */
  type: [string, string];
  city: string;
  /** State or region, long and short ('New South Wales', 'NSW'). */
  state: [string, string];
  postcode: string;
}

/** id | unit | number | street | type long/short | city | state long/short | postcode */
const SAMPLE = `
AU01||12|George|Street/St|Sydney|New South Wales/NSW|2000
AU02||1|Macquarie|Street/St|Sydney|New South Wales/NSW|2000
AU03|5|88|Oxford|Street/St|Paddington|New South Wales/NSW|2021
AU04||25|Campbell|Parade/Pde|Bondi Beach|New South Wales/NSW|2026
AU05|4|200|Collins|Street/St|Melbourne|Victoria/VIC|3000
AU06||15|Chapel|Street/St|Windsor|Victoria/VIC|3181
AU07||100|Queen|Street/St|Brisbane City|Queensland/QLD|4000
AU08||7|King William|Street/St|Adelaide|South Australia/SA|5000
AU09||250|St Georges|Terrace/Tce|Perth|Western Australia/WA|6000
AU10||30|Elizabeth|Street/St|Hobart|Tasmania/TAS|7000
AU11||9|Northbourne|Avenue/Ave|Canberra|Australian Capital Territory/ACT|2601
AU12||60|Smith|Street/St|Darwin City|Northern Territory/NT|0800
NZ01||1|Queen|Street/St|Auckland|Auckland/AUK|1010
NZ02||45|Ponsonby|Road/Rd|Auckland|Auckland/AUK|1011
NZ03||101|Lambton|Quay/Quay|Wellington|Wellington/WGN|6011
NZ04|2|18|Cuba|Street/St|Wellington|Wellington/WGN|6011
NZ05||120|Colombo|Street/St|Christchurch|Canterbury/CAN|8011
NZ06||5|George|Street/St|Dunedin|Otago/OTA|9016
US01||400|Locust|Street/St|Des Moines|Iowa/IA|50309
US02||1007|E Grand|Avenue/Ave|Des Moines|Iowa/IA|50319
US03||221|E Washington|Street/St|Iowa City|Iowa/IA|52240
US04|3B|500|Main|Street/St|Cedar Falls|Iowa/IA|50613
US05||1|Capitol|Square/Sq|Columbus|Ohio/OH|43215
US06||1240|High|Street/St|Columbus|Ohio/OH|43201
US07||100|Public|Square/Sq|Cleveland|Ohio/OH|44113
US08||600|Vine|Street/St|Cincinnati|Ohio/OH|45202
`;

function pair(text: string): [string, string] {
  const [long, short] = text.split('/');
  return [long, short];
}

/** Street addresses in Australia, New Zealand and the US (Iowa and Ohio). */
export const SAMPLE_ADDRESSES: SampleAddress[] = SAMPLE.trim()
  .split('\n')
  .map((line) => {
    const [id, unit, number, street, type, city, state, postcode] = line.split('|');
    return {
      id,
      country: id.slice(0, 2) as Country,
      unit,
      number,
      street,
      type: pair(type),
      city,
      state: pair(state),
      postcode,
    };
  });
