import {
  clientAppMounted$,
  config$,
  defaultConfig,
  type ClientAppMounted,
} from '@portal/shared-utils';
import { installFakeSystem, removeFakeSystem } from '@portal/shared-utils/testing';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ParcelConfig } from 'single-spa';
import { BettingApp } from './BettingApp';

const BETTING_URL = 'http://apps.test/betting/betting-app.js';

/** A betting client app whose parcel shows the base path the host gave it. */
const bettingModule: ParcelConfig<{ basePath: string; domElement: HTMLElement }> = {
  bootstrap: async () => undefined,
  mount: async ({ domElement, basePath }) => {
    domElement.innerHTML = `<h1>Betting at ${basePath}</h1>`;
  },
  unmount: async () => undefined,
};

beforeEach(() => {
  act(() => config$.next({ ...defaultConfig, clientAppModules: { 1: BETTING_URL } }));
});

afterEach(() => {
  config$.next(defaultConfig);
  removeFakeSystem();
});

it('loads the betting client app (client id 1) at /betting and announces the mount', async () => {
  const system = installFakeSystem();
  system.import.mockResolvedValue(bettingModule);
  const announced: ClientAppMounted[] = [];
  const subscription = clientAppMounted$.subscribe((event) => announced.push(event));

  render(<BettingApp />);

  expect(screen.getByRole('status')).toHaveTextContent('Loading Betting');
  expect(
    await screen.findByRole('heading', { level: 1, name: 'Betting at /betting' }),
  ).toBeInTheDocument();
  subscription.unsubscribe();
  expect(system.import).toHaveBeenCalledWith(BETTING_URL);
  expect(announced).toEqual([{ clientId: 1, name: 'Betting' }]);
  expect(document.title).toBe('Betting');
});

it('shows the error with Retry when the betting app cannot load, and Retry loads it', async () => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  const system = installFakeSystem();
  system.import.mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce(bettingModule);

  render(<BettingApp />);

  expect(await screen.findByRole('alert')).toHaveTextContent(
    'This part of the page could not be loaded.',
  );
  await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
  expect(await screen.findByRole('heading', { name: 'Betting at /betting' })).toBeInTheDocument();
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
});
