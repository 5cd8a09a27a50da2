import { screen, within } from '@testing-library/react';
import { act } from 'react';
import type { LifeCycles } from 'single-spa';
import { unloadApplication } from 'single-spa';
import { messages, reportClientError } from '@portal/shared-utils';
import { createAppLoader, parseAppName, type ModuleLoader } from './appLoader';

jest.mock('single-spa', () => ({ unloadApplication: jest.fn(() => Promise.resolve()) }));
jest.mock('@portal/shared-utils', () => ({
  ...jest.requireActual<object>('@portal/shared-utils'),
  reportClientError: jest.fn(),
}));

const APP = '@portal/payments#withdraw';
const props = { name: APP } as never;

function loaderWith(importImpl: ModuleLoader['import']): ModuleLoader {
  return {
    import: jest.fn(importImpl),
    resolve: jest.fn((name: string) => `http://cdn/${name}.js`),
    delete: jest.fn(() => true),
  };
}

beforeEach(() => {
  document.body.innerHTML = `<div id="single-spa-application:${APP}"></div>`;
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});

async function mount(lifecycles: LifeCycles) {
  await act(async () => {
    await (lifecycles.bootstrap as (p: never) => Promise<unknown>)(props);
    await (lifecycles.mount as (p: never) => Promise<unknown>)(props);
  });
}

describe('parseAppName', () => {
  it('splits the module from the exported lifecycles', () => {
    expect(parseAppName('@portal/shell#header')).toEqual({
      module: '@portal/shell',
      exportName: 'header',
    });
  });
});

describe('createAppLoader', () => {
  it('returns the exported lifecycles of a module that loads', async () => {
    const mountSpy = jest.fn(async () => undefined);
    const loader = loaderWith(async () => ({
      withdraw: {
        bootstrap: async () => undefined,
        mount: mountSpy,
        unmount: async () => undefined,
      },
    }));
    await mount(await createAppLoader(loader).loadApp({ name: APP }));
    expect(loader.import).toHaveBeenCalledWith('@portal/payments');
    expect(mountSpy).toHaveBeenCalled();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it("hands over the lifecycles only once the module's stylesheet has loaded", async () => {
    const link = document.createElement('link');
    link.rel = 'stylesheet';
    link.href = 'http://cdn/mf-payments/portal-payments.css';
    const loader = loaderWith(async () => {
      document.head.append(link);
      return { withdraw: { mount: async () => undefined, unmount: async () => undefined } };
    });
    let ready = false;
    const loading = createAppLoader(loader)
      .loadApp({ name: APP })
      .then(() => {
        ready = true;
      });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(ready).toBe(false);
    link.dispatchEvent(new Event('load'));
    await loading;
    expect(ready).toBe(true);
    link.remove();
  });

  it('shows the slot error with Retry when the bundle is missing, and Retry reloads it', async () => {
    const missing = new Error('404');
    let deployed = false;
    const loader = loaderWith(async () => {
      if (!deployed) throw missing;
      return { withdraw: { mount: async () => undefined, unmount: async () => undefined } };
    });
    const appLoader = createAppLoader(loader);
    await mount(await appLoader.loadApp({ name: APP }));

    expect(screen.getByRole('alert')).toHaveTextContent(messages.slotError);
    expect(reportClientError).toHaveBeenCalledWith({ kind: 'load', error: missing, mf: APP });
    expect(appLoader.failed.has(APP)).toBe(true);
    await act(async () => screen.getByRole('button', { name: 'Retry' }).click());
    expect(loader.delete).toHaveBeenCalledWith('http://cdn/@portal/payments.js');
    expect(unloadApplication).toHaveBeenCalledWith(APP, { waitForUnmount: false });
    // Failed until single-spa, having unloaded it, loads it again and the bundle is there.
    expect(appLoader.failed.has(APP)).toBe(true);
    deployed = true;
    await mount(await appLoader.loadApp({ name: APP }));
    expect(appLoader.failed.has(APP)).toBe(false);
  });

  it("Retry in one slot reloads every failed slot of that module, and no other module's", async () => {
    const TRANSACTIONS = '@portal/payments#transactions';
    const LIMITS = '@portal/responsible-gambling#limits';
    document.body.innerHTML = [APP, TRANSACTIONS, LIMITS]
      .map((name) => `<div id="single-spa-application:${name}"></div>`)
      .join('');
    const loader = loaderWith(async () => {
      throw new Error('404');
    });
    const appLoader = createAppLoader(loader);
    for (const name of [APP, TRANSACTIONS, LIMITS]) {
      await mount(await appLoader.loadApp({ name }));
    }

    const withdraw = document.getElementById(`single-spa-application:${APP}`) as HTMLElement;
    await act(async () => within(withdraw).getByRole('button', { name: 'Retry' }).click());
    expect(unloadApplication).toHaveBeenCalledWith(APP, { waitForUnmount: false });
    expect(unloadApplication).toHaveBeenCalledWith(TRANSACTIONS, { waitForUnmount: false });
    expect(unloadApplication).not.toHaveBeenCalledWith(LIMITS, expect.anything());
    expect(loader.delete).toHaveBeenCalledTimes(1);
    expect(loader.delete).toHaveBeenCalledWith('http://cdn/@portal/payments.js');
    // Each stays failed until single-spa loads it again.
    expect([...appLoader.failed]).toEqual([APP, TRANSACTIONS, LIMITS]);
  });

  it('shows the slot error when the module does not export the lifecycles', async () => {
    const loader = loaderWith(async () => ({ somethingElse: {} }));
    await mount(await createAppLoader(loader).loadApp({ name: APP }));
    expect(screen.getByRole('alert')).toHaveTextContent(messages.slotError);
  });

  it('shows the slot error when mounting throws, reports it, and unmounts it cleanly', async () => {
    const boom = new Error('boom');
    const loader = loaderWith(async () => ({
      withdraw: {
        bootstrap: async () => undefined,
        mount: async () => {
          throw boom;
        },
        unmount: jest.fn(async () => undefined),
      },
    }));
    const lifecycles = await createAppLoader(loader).loadApp({ name: APP });
    await mount(lifecycles);
    expect(screen.getByRole('alert')).toHaveTextContent(messages.slotError);
    expect(reportClientError).toHaveBeenCalledWith({ kind: 'mount', error: boom, mf: APP });
    await act(async () => {
      await (lifecycles.unmount as (p: never) => Promise<unknown>)(props);
    });
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('retries failed slots on the next navigation to another URL', async () => {
    const loader = loaderWith(async () => {
      throw new Error('404');
    });
    const appLoader = createAppLoader(loader);
    appLoader.retryFailedOnNavigation();
    await mount(await appLoader.loadApp({ name: APP }));

    window.dispatchEvent(new Event('single-spa:routing-event'));
    expect(unloadApplication).not.toHaveBeenCalled();

    window.history.pushState(null, '', '/account/limits');
    window.dispatchEvent(new Event('single-spa:routing-event'));
    expect(unloadApplication).toHaveBeenCalledWith(APP, { waitForUnmount: false });
  });

  it('asks again at the next navigation when single-spa kept a failed slot it was asked to unload', async () => {
    const loader = loaderWith(async () => {
      throw new Error('404');
    });
    const appLoader = createAppLoader(loader);
    appLoader.retryFailedOnNavigation();
    await mount(await appLoader.loadApp({ name: APP }));

    // single-spa leaves a slot whose load is still running as it is, fallback and all.
    window.history.pushState(null, '', '/account/deposit');
    window.dispatchEvent(new Event('single-spa:routing-event'));
    window.history.pushState(null, '', '/account/withdraw');
    window.dispatchEvent(new Event('single-spa:routing-event'));
    // Each navigation dropped the module and asked single-spa to unload the slot.
    expect(loader.delete).toHaveBeenCalledTimes(2);
    expect(unloadApplication).toHaveBeenLastCalledWith(APP, { waitForUnmount: false });
  });
});
