import '@testing-library/jest-dom';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ParcelConfig } from 'single-spa';
import { config$ } from '../config/config';
import { defaultConfig } from '../config/defaultConfig';
import { BETTING_CLIENT_ID, FANTASY_CLIENT_ID } from '../config/clientIds';
import type { ClientApp } from '../config/PortalConfig';
import { messages } from '../messages';
import { clientAppMounted$, type ClientAppMounted } from '../streams/clientAppMounted';
import { MODAL_PARAM } from '../modal/modalNavigation';
import { balanceChanged$ } from '../streams/balanceChanged';
import { session$ } from '../streams/session';
import { user$ } from '../streams/user';
import { installFakeSystem, removeFakeSystem } from '../testing/fakeSystem';
import { clientSummaries$ } from '../user/clientSummaries';
import type { ClientAppProps } from './clientAppProps';
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
  window.history.replaceState(null, '', '/');
  config$.next(defaultConfig);
  removeFakeSystem();
});

describe('ClientAppHost without a module for this environment', () => {
  it('says the app is not available, announces nothing and titles the document', () => {
    const { announced, stop } = recordAnnouncements();
    render(<ClientAppHost clientId={FANTASY_CLIENT_ID} />);
    stop();

    expect(screen.getByRole('alert')).toHaveTextContent('Fantasy is not available at the moment.');
    expect(screen.queryByText(/hosted separately/)).not.toBeInTheDocument();
    expect(announced).toEqual([]);
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
    // The parcel writes its heading before the host hears that the mount is done and re-renders.
    await waitFor(() => expect(screen.queryByRole('status')).not.toBeInTheDocument());
    expect(announced).toEqual([{ clientId: BETTING_CLIENT_ID, name: 'Betting' }]);
    stop();
    expect(system.import).toHaveBeenCalledWith(MODULE_URL);
    expect(document.title).toBe('Betting');
  });

  it("takes the module URL of the runtime config's clientAppModules", async () => {
    const system = installFakeSystem();
    system.import.mockResolvedValue(clientAppModule('Fantasy client app'));
    act(() =>
      config$.next({ ...defaultConfig, clientAppModules: { [FANTASY_CLIENT_ID]: MODULE_URL } }),
    );

    render(<ClientAppHost clientId={FANTASY_CLIENT_ID} />);

    expect(await screen.findByRole('heading', { name: 'Fantasy client app' })).toBeInTheDocument();
    expect(system.import).toHaveBeenCalledWith(MODULE_URL);
  });

  it('passes the portal streams, its base path and the deposit and login modals', async () => {
    const system = installFakeSystem();
    const mount = jest.fn(async () => undefined);
    system.import.mockResolvedValue({ ...clientAppModule('unused'), mount });
    configureApps(withModuleUrl);

    render(<ClientAppHost clientId={BETTING_CLIENT_ID} />);

    await waitFor(() => expect(mount).toHaveBeenCalled());
    const props = (mount.mock.calls[0] as unknown as [ClientAppProps])[0];
    expect(props).toMatchObject({
      clientId: BETTING_CLIENT_ID,
      appName: 'Betting',
      basePath: '/betting',
      session$,
      user$,
      balanceChanged$,
      clientSummaries$,
    });
    expect(props.formatMoney(125050)).toBe('$1,250.50');
    act(() => props.openModal('deposit'));
    expect(new URLSearchParams(window.location.search).get(MODAL_PARAM)).toBe('deposit');
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

    expect(await screen.findByRole('alert')).toHaveTextContent(messages.slotError);
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

    expect(await screen.findByRole('alert')).toHaveTextContent(messages.slotError);
  });

  it('shows the error when SystemJS is missing', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    configureApps(withModuleUrl);

    render(<ClientAppHost clientId={BETTING_CLIENT_ID} />);

    expect(await screen.findByRole('alert')).toHaveTextContent(messages.slotError);
  });
});

it('says so when the client app is not in the configuration', () => {
  act(() => config$.next({ ...defaultConfig, clientApps: [] }));
  render(<ClientAppHost clientId={BETTING_CLIENT_ID} />);

  expect(screen.getByRole('alert')).toHaveTextContent('This client app is not configured.');
});
