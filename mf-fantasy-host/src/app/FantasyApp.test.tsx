import {
  clientAppMounted$,
  config$,
  defaultConfig,
  type ClientAppMounted,
} from '@portal/shared-utils';
import { installFakeSystem, removeFakeSystem } from '@portal/shared-utils/testing';
import { act, render, screen, waitFor } from '@testing-library/react';
import { FantasyApp } from './FantasyApp';

const FANTASY_URL = 'http://apps.test/fantasy/fantasy-app.js';

afterEach(() => {
  config$.next(defaultConfig);
  removeFakeSystem();
});

it('mounts the fantasy client app (client id 2) with the shared streams and announces it', async () => {
  const system = installFakeSystem();
  const mount = jest.fn(async () => undefined);
  system.import.mockResolvedValue({ bootstrap: async () => undefined, mount, unmount: mount });
  act(() => config$.next({ ...defaultConfig, clientAppModules: { 2: FANTASY_URL } }));
  const announced: ClientAppMounted[] = [];
  const subscription = clientAppMounted$.subscribe((event) => announced.push(event));

  render(<FantasyApp />);

  // The host re-renders without its loader once the mount it announces is done.
  await waitFor(() => expect(screen.queryByRole('status')).not.toBeInTheDocument());
  expect(announced).toEqual([{ clientId: 2, name: 'Fantasy' }]);
  subscription.unsubscribe();
  expect(system.import).toHaveBeenCalledWith(FANTASY_URL);
  expect(mount).toHaveBeenCalledWith(
    expect.objectContaining({
      clientId: 2,
      basePath: '/fantasy',
      user$: expect.anything(),
      openModal: expect.any(Function),
    }),
  );
});

it('says Fantasy is not available where no module is configured, announcing nothing', () => {
  const announced: ClientAppMounted[] = [];
  const subscription = clientAppMounted$.subscribe((event) => announced.push(event));

  render(<FantasyApp />);
  subscription.unsubscribe();

  expect(screen.getByRole('alert')).toHaveTextContent('Fantasy is not available at the moment.');
  expect(announced).toEqual([]);
  expect(document.title).toBe('Fantasy');
});
