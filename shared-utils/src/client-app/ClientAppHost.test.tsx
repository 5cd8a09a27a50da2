import '@testing-library/jest-dom';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ParcelConfig } from 'single-spa';
import { config$ } from '../config/config';
import { defaultConfig } from '../config/defaultConfig';
import { BETTING_CLIENT_ID, FANTASY_CLIENT_ID } from '../config/clientIds';
import type { ClientApp } from '../config/PortalConfig';
import { SLOT_ERROR_TEXT } from '../mf/SlotError';
import { clientAppMounted$, type ClientAppMounted } from '../streams/clientAppMounted';
import { installFakeSystem, removeFakeSystem } from '../testing/fakeSystem';
import { ClientAppHost } from './ClientAppHost';

const MODULE_URL = 'https://cdn.example.test/betting/client-app.js';

function configureApps(change: (app: ClientApp) => ClientApp) {
  config$.next({ ...defaultConfig, clientApps: defaultConfig.clientApps.map(change) });
}

function withModuleUrl(app: ClientApp): ClientApp {
  return app.clientId === BETTING_CLIENT_ID ? { ...app, moduleUrl: MODULE_URL } : app;
}

/** A client app module whose parcel writes a heading into its element. */
function clientAppModule(text: string): ParcelConfig {
  return {
    bootstrap: async () => undefined,
    mount: async ({ domElement }) => {
      (domElement as HTMLElement).innerHTML = `<h2>${text}</h2>`;
    },
    unmount: async ({ domElement }) => {
      (domElement as HTMLElement).innerHTML = '';
    },
  };
}

function recordAnnouncements() {
  const announced: ClientAppMounted[] = [];
  const subscription = clientAppMounted$.subscribe((event) => announced.push(event));
  return { announced, stop: () => subscription.unsubscribe() };
}

afterEach(() => {
  config$.next(defaultConfig);
  removeFakeSystem();
});

describe('ClientAppHost without a moduleUrl', () => {
  it('shows the brand home panel, leaving the app menu to the shell', () => {
    render(<ClientAppHost clientId={BETTING_CLIENT_ID} />);

    expect(screen.getByRole('heading', { level: 1, name: 'Betting' })).toBeInTheDocument();
    expect(screen.getByText(/hosted separately and is not configured/)).toBeInTheDocument();
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });

  it('announces the mount and titles the document with the app name', () => {
    const { announced, stop } = recordAnnouncements();
    render(<ClientAppHost clientId={FANTASY_CLIENT_ID} />);
    stop();

    expect(announced).toEqual([{ clientId: FANTASY_CLIENT_ID, name: 'Fantasy' }]);
    expect(document.title).toBe('Fantasy');
  });
});

describe('ClientAppHost with a moduleUrl', () => {
  it('loads the module through SystemJS, mounts it as a parcel and announces the mount', async () => {
    const system = installFakeSystem();
    system.import.mockResolvedValue(clientAppModule('Betting client app'));
    configureApps(withModuleUrl);
    const { announced, stop } = recordAnnouncements();

    render(<ClientAppHost clientId={BETTING_CLIENT_ID} />);

    expect(screen.getByRole('status')).toHaveTextContent('Loading Betting');
    expect(await screen.findByRole('heading', { name: 'Betting client app' })).toBeInTheDocument();
    await waitFor(() =>
      expect(announced).toEqual([{ clientId: BETTING_CLIENT_ID, name: 'Betting' }]),
    );
    stop();
    expect(system.import).toHaveBeenCalledWith(MODULE_URL);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(document.title).toBe('Betting');
  });

  it('mounts a parcel exported as the module default', async () => {
    const system = installFakeSystem();
    system.import.mockResolvedValue({ default: clientAppModule('Default export app') });
    configureApps(withModuleUrl);

    render(<ClientAppHost clientId={BETTING_CLIENT_ID} />);

    expect(await screen.findByRole('heading', { name: 'Default export app' })).toBeInTheDocument();
  });

  it('unmounts the parcel when the host unmounts', async () => {
    const system = installFakeSystem();
    system.import.mockResolvedValue(clientAppModule('Betting client app'));
    configureApps(withModuleUrl);
    const { unmount, container } = render(<ClientAppHost clientId={BETTING_CLIENT_ID} />);
    await screen.findByRole('heading', { name: 'Betting client app' });
    const element = container.querySelector('[data-client-app]') as HTMLElement;

    unmount();

    await waitFor(() => expect(element).toBeEmptyDOMElement());
  });

  it('shows the error with Retry when the import fails, and retries on click', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const system = installFakeSystem();
    system.import
      .mockRejectedValueOnce(new Error('network down'))
      .mockResolvedValueOnce(clientAppModule('Betting client app'));
    configureApps(withModuleUrl);
    const { announced, stop } = recordAnnouncements();

    render(<ClientAppHost clientId={BETTING_CLIENT_ID} />);

    expect(await screen.findByRole('alert')).toHaveTextContent(SLOT_ERROR_TEXT);
    expect(announced).toEqual([]);

    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));

    expect(system.delete).toHaveBeenCalledWith(`resolved:${MODULE_URL}`);
    expect(system.resolve).toHaveBeenCalledWith(MODULE_URL);
    expect(await screen.findByRole('heading', { name: 'Betting client app' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(system.import).toHaveBeenCalledTimes(2);
    await waitFor(() => expect(announced).toHaveLength(1));
    stop();
  });

  it('shows the error when the parcel fails to mount', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const system = installFakeSystem();
    system.import.mockResolvedValue({
      ...clientAppModule('never'),
      mount: async () => {
        throw new Error('mount failed');
      },
    });
    configureApps(withModuleUrl);

    render(<ClientAppHost clientId={BETTING_CLIENT_ID} />);

    expect(await screen.findByRole('alert')).toHaveTextContent(SLOT_ERROR_TEXT);
  });

  it('shows the error when SystemJS is missing', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    configureApps(withModuleUrl);

    render(<ClientAppHost clientId={BETTING_CLIENT_ID} />);

    expect(await screen.findByRole('alert')).toHaveTextContent(SLOT_ERROR_TEXT);
  });
});

it('says so when the client app is not in the configuration', () => {
  act(() => config$.next({ ...defaultConfig, clientApps: [] }));
  render(<ClientAppHost clientId={BETTING_CLIENT_ID} />);

  expect(screen.getByRole('alert')).toHaveTextContent('This client app is not configured.');
});
