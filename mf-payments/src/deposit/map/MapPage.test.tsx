import type { Outlet } from '@portal/contract';
import { config$, type PortalConfig } from '@portal/shared-utils';
import { queryWrapper, testConfig } from '@portal/shared-utils/testing';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { json, setUpDeposit } from '../../test-utils/depositApi';
import { MapPage } from './MapPage';
import { SYDNEY } from './outlet';

const outlet = (shopId: number, name: string, latitude: number): Outlet => ({
  shopId: String(shopId),
  shopName: name,
  displayAddress: `${shopId} George St`,
  validatedAddress: { latitude, longitude: SYDNEY.longitude, postcode: '2000' },
});
const OUTLETS = [outlet(1, 'Corner Store', -33.87), outlet(2, 'Newsagent', -33.9)];

beforeAll(() => {
  // jsdom lays nothing out and has no scrolling: the list keeps the chosen store in view, and
  // Leaflet keeps the page where it was when the map is clicked.
  Element.prototype.scrollIntoView = jest.fn();
  window.scrollTo = jest.fn();
});

function renderMap(
  config: Partial<PortalConfig> & Record<string, unknown> = {},
  locations = json({ locations: OUTLETS }),
) {
  const fetchMock = setUpDeposit({ 'GET /deposit/blueshyft/locations': locations });
  act(() => config$.next({ ...testConfig(), ...config } as PortalConfig));
  render(<MapPage onBack={jest.fn()} />, { wrapper: queryWrapper().wrapper });
  return fetchMock;
}

const map = () => screen.findByRole('region', { name: 'Map of the stores' });
const list = () => screen.getByRole('region', { name: 'Stores near you' });

it('draws a marker per store, named by it and reached with Tab, with the list of stores', async () => {
  renderMap();
  expect(screen.getByRole('heading', { name: 'Cash In-store' })).toHaveFocus();
  const markers = await within(await map()).findAllByRole('button', { name: /Store|Newsagent/ });
  expect(markers.map((marker) => marker.getAttribute('aria-label'))).toEqual([
    'Corner Store',
    'Newsagent',
  ]);
  markers.forEach((marker) => expect(marker).toHaveAttribute('tabindex', '0'));
  expect(
    within(list())
      .getAllByRole('button')
      .map((item) => item.textContent),
  ).toEqual(['Corner Store1 George St0.1 km', 'Newsagent2 George St3.5 km']);
  // Without a tile server: a plain background, no tiles.
  expect((await map()).querySelector('img')).toBeNull();
});

it('choosing a marker (click, Enter or Space) or a store of the list marks it on both', async () => {
  renderMap();
  const player = userEvent.setup();
  const newsagent = await within(await map()).findByRole('button', { name: 'Newsagent' });
  const corner = within(await map()).getByRole('button', { name: 'Corner Store' });
  const listed = (name: string) => within(list()).getByRole('button', { name: new RegExp(name) });

  await player.click(newsagent);
  expect(newsagent).toHaveAttribute('aria-current', 'true');
  expect(listed('Newsagent')).toHaveAttribute('aria-current', 'true');
  expect(listed('Corner Store')).not.toHaveAttribute('aria-current');

  corner.focus();
  await player.keyboard('{Enter}');
  expect(listed('Corner Store')).toHaveAttribute('aria-current', 'true');
  newsagent.focus();
  await player.keyboard(' ');
  expect(listed('Newsagent')).toHaveAttribute('aria-current', 'true');

  await player.click(listed('Corner Store'));
  expect(corner).toHaveAttribute('aria-current', 'true');
  expect(newsagent).not.toHaveAttribute('aria-current');
});

it("draws the tiles of the runtime config's tile server around Sydney at zoom 14", async () => {
  renderMap({ maps: { tileUrl: 'https://tiles.example/{z}/{x}/{y}.png' } });
  const region = await map();
  await within(region).findAllByRole('button', { name: /Store|Newsagent/ });
  const tiles = [...region.querySelectorAll('img')].map((img) => img.getAttribute('src'));
  expect(tiles).toContain('https://tiles.example/14/15073/9831.png');
});

it('lists no stores, and only logs why, when the outlet lookup fails', async () => {
  const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  renderMap({}, json({ errors: { error: ['Outlet service unavailable'] } }, 503));

  expect(await within(list()).findByText('No stores were found near you.')).toBeInTheDocument();
  expect(warn).toHaveBeenCalledWith('Outlet lookup failed', expect.anything());
  warn.mockRestore();
});
