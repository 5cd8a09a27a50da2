import type { Outlet } from '@portal/contract';

function outlet(
  shopId: string,
  shopName: string,
  displayAddress: string,
  [latitude, longitude]: [number, number],
  postcode: string,
): Outlet {
  return { shopId, shopName, displayAddress, validatedAddress: { latitude, longitude, postcode } };
}

/** The outlets the cash-code sandbox lists: around Sydney, two at postcodes of 2080 or above. */
export const SANDBOX_OUTLETS: Outlet[] = [
  outlet(
    'SB001',
    'Newsagency Central',
    '1 Eddy Ave, Haymarket NSW 2000',
    [-33.8832, 151.2058],
    '2000',
  ),
  outlet('SB002', 'Town Hall News', '464 George St, Sydney NSW 2000', [-33.8731, 151.2071], '2000'),
  outlet(
    'SB003',
    'Kings Cross Convenience',
    '2 Darlinghurst Rd, Potts Point NSW 2011',
    [-33.8745, 151.2226],
    '2011',
  ),
  outlet(
    'SB004',
    'Bondi Junction Lotto',
    '500 Oxford St, Bondi Junction NSW 2022',
    [-33.8915, 151.2502],
    '2022',
  ),
  outlet(
    'SB005',
    'Newtown Newsagency',
    '250 King St, Newtown NSW 2042',
    [-33.8966, 151.1791],
    '2042',
  ),
  outlet(
    'SB006',
    'North Sydney Express',
    '100 Miller St, North Sydney NSW 2060',
    [-33.8389, 151.2069],
    '2060',
  ),
  outlet(
    'SB007',
    'Hornsby Mall Store',
    '236 Pacific Hwy, Hornsby NSW 2077',
    [-33.7035, 151.0997],
    '2077',
  ),
  outlet(
    'SB008',
    'Wahroonga News',
    '10 Coonanbarra Rd, Wahroonga NSW 2076',
    [-33.7177, 151.1168],
    '2080',
  ),
  outlet(
    'SB009',
    'Parramatta Square Kiosk',
    '153 Macquarie St, Parramatta NSW 2150',
    [-33.815, 151.0011],
    '2150',
  ),
];
