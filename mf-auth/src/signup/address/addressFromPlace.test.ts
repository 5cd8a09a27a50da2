import { addressFromPlace } from './addressFromPlace';
import { isAddressQuery } from './placeAutocomplete';

const component = (long_name: string, short_name: string, ...types: string[]) => ({
  long_name,
  short_name,
  types,
});

it('maps the components to the address fields, splitting the street type off the route', () => {
  expect(
    addressFromPlace({
      formatted_address: '3/10 George Street, Sydney NSW 2000, Australia',
      address_components: [
        component('3', '3', 'subpremise'),
        component('10', '10', 'street_number'),
        component('George Street', 'George St', 'route'),
        component('Sydney', 'Sydney', 'locality', 'political'),
        component('New South Wales', 'NSW', 'administrative_area_level_1', 'political'),
        component('Australia', 'AU', 'country', 'political'),
        component('2000', '2000', 'postal_code'),
      ],
    }),
  ).toEqual({
    unit_number: '3',
    street_number: '10',
    street_name: 'George',
    street_type: 'Street',
    city: 'Sydney',
    state: 'NSW',
    postcode: '2000',
    country: 'AU',
    formatted_address: '3/10 George Street, Sydney NSW 2000, Australia',
  });
});

it('names a New Zealand region in full', () => {
  const address = addressFromPlace({
    formatted_address: '1 Queen St, Auckland 1010, New Zealand',
    address_components: [
      component('Auckland', 'AUK', 'administrative_area_level_1', 'political'),
      component('New Zealand', 'NZ', 'country', 'political'),
    ],
  });
  expect(address).toMatchObject({ state: 'Auckland', country: 'NZ' });
});

it('keeps a route without a known type as the street name and leaves missing parts empty', () => {
  const address = addressFromPlace({
    formatted_address: 'The Strand',
    address_components: [component('The Strand', 'The Strand', 'route')],
  });
  expect(address).toMatchObject({ street_name: 'The Strand', street_type: '', city: '' });
});

it('looks up 3 or more characters with at least one letter', () => {
  expect(isAddressQuery('Ge')).toBe(false);
  expect(isAddressQuery('123')).toBe(false);
  expect(isAddressQuery('12 G')).toBe(true);
  expect(isAddressQuery('Geo')).toBe(true);
});
