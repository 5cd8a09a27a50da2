import {
  closeModal,
  modal$,
  openModal,
  session$,
  declareModal,
  MODAL_OWNERS,
  type ModalBodyProps,
} from '@portal/shared-utils';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { LifeCycles, ParcelConfig } from 'single-spa';
import { goTo, resetShell, setConfig, signIn } from '../test-utils/testing';
import { ModalOutlet } from './ModalOutlet';
import type { ModalOwnerModule } from './modalOwners';
import { createOwnerLoader } from './ownerLoader';

type ModalParcelProps = ModalBodyProps & { domElement: HTMLElement };

/** A parcel like an owning MF exports: it renders its name and params, and a button calling close. */
function fakeParcel(label: string, unmounted: string[] = []): LifeCycles<ModalBodyProps> {
  return {
    bootstrap: async () => undefined,
    mount: async (props) => {
      const { domElement, params, close } = props as unknown as ModalParcelProps;
      domElement.innerHTML = `<p>${label} parcel ${params.email ?? ''}</p><button>Done</button>`;
      domElement.querySelector('button')?.addEventListener('click', close);
    },
    unmount: async (props) => {
      unmounted.push(label);
      (props as unknown as ModalParcelProps).domElement.innerHTML = '';
    },
  };
}

const authModule: ModalOwnerModule = {
  modals: {
    login: fakeParcel('login'),
    signup: fakeParcel('signup'),
    'reset-password': fakeParcel('reset-password'),
    'terms-and-conditions': fakeParcel('terms-and-conditions'),
  },
};

function setup(importOwner: (owner: string) => Promise<ModalOwnerModule>) {
  const importMock = jest.fn(importOwner);
  const forget = jest.fn();
  render(<ModalOutlet loader={createOwnerLoader(importMock, forget)} />);
  return { importMock, forget };
}

const open = (name: string, params?: Record<string, string>, state?: unknown) =>
  act(() => openModal(name, params, state));

beforeEach(resetShell);

it('loads nothing until a modal opens', () => {
  const { importMock } = setup(async () => authModule);
  expect(importMock).not.toHaveBeenCalled();
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
});

it("mounts the owner's parcel in the modal chrome, loading the owner only on first open", async () => {
  const { importMock } = setup(async () => authModule);
  open('login');
  const dialog = await screen.findByRole('dialog', {
    name: 'LOG IN TO A SINGLE ACCOUNT TO BET AND PLAY',
  });
  expect(await within(dialog).findByText('login parcel')).toBeInTheDocument();
  expect(within(dialog).getByRole('img', { name: 'Betting' })).toBeInTheDocument();
  expect(within(dialog).getByRole('img', { name: 'Fantasy' })).toBeInTheDocument();
  expect(importMock).toHaveBeenCalledTimes(1);
  expect(importMock).toHaveBeenCalledWith('@portal/auth');

  act(() => closeModal());
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  open('signup');
  expect(await screen.findByText('signup parcel')).toBeInTheDocument();
  expect(
    screen.getByRole('dialog', { name: 'CREATE A SINGLE ACCOUNT TO BET AND PLAY' }),
  ).toBeInTheDocument();
  expect(importMock).toHaveBeenCalledTimes(1);
});

it('titles login LOG IN and sign-up SIGN UP without fantasy', async () => {
  setConfig({ features: { fantasy: false } });
  setup(async () => authModule);
  open('login');
  const dialog = await screen.findByRole('dialog', { name: 'LOG IN' });
  expect(within(dialog).queryByRole('img')).not.toBeInTheDocument();
  act(() => closeModal());
  open('signup');
  expect(await screen.findByRole('dialog', { name: 'SIGN UP' })).toBeInTheDocument();
});

it('loads each owner for its own modals', async () => {
  const deposit = fakeParcel('deposit');
  const { importMock } = setup(async (owner) =>
    owner === '@portal/payments' ? { modals: { deposit } } : authModule,
  );
  signIn();
  open('deposit');
  expect(await screen.findByText('deposit parcel')).toBeInTheDocument();
  expect(screen.getByRole('dialog', { name: 'Deposit' })).toBeInTheDocument();
  expect(importMock).toHaveBeenCalledWith('@portal/payments');
});

it('hands the parcel its params, state and close, and unmounts it when the modal closes', async () => {
  const unmounted: string[] = [];
  setup(async () => ({ modals: { 'reset-password': fakeParcel('reset-password', unmounted) } }));
  open('reset-password', { email: 'jane@portal.test' }, { from: 'login' });
  expect(await screen.findByText('reset-password parcel jane@portal.test')).toBeInTheDocument();

  await userEvent.click(screen.getByRole('button', { name: 'Done' }));
  expect(modal$.getValue().name).toBeNull();
  expect(window.location.search).toBe('');
  await waitFor(() => expect(unmounted).toEqual(['reset-password']));
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
});

it('passes the history state through, e.g. from=registration for the onboarding modals', async () => {
  const seen: unknown[] = [];
  const onboarding: ParcelConfig = {
    bootstrap: async () => undefined,
    mount: async (props) => {
      seen.push((props as unknown as ModalParcelProps).state);
    },
    unmount: async () => undefined,
  };
  signIn();
  setup(async () => ({ modals: { 'onboarding-deposit': onboarding } }));
  open('onboarding-deposit', {}, { from: 'registration' });
  await waitFor(() => expect(seen).toEqual([{ from: 'registration' }]));
  expect(screen.getByRole('dialog', { name: 'Deposit' })).toBeInTheDocument();
});

it.each<[string, string, string, boolean]>([
  ['login', '@portal/auth', 'LOG IN TO A SINGLE ACCOUNT TO BET AND PLAY', false],
  ['signup', '@portal/auth', 'CREATE A SINGLE ACCOUNT TO BET AND PLAY', false],
  ['forgot-password', '@portal/auth', 'Forgot Details', false],
  ['reset-password', '@portal/auth', 'Reset Password', false],
  ['update-password', '@portal/auth', 'Change Password', true],
  ['terms-and-conditions', '@portal/auth', 'Terms and Conditions', true],
  ['session-expired', '@portal/auth', 'Session Expired', false],
  ['verify', '@portal/account-profile', 'Verify Your Identity', true],
  ['avatar-upload', '@portal/account-profile', 'Upload Avatar', true],
  ['onboarding-verification', '@portal/account-profile', 'Verify Your Identity', true],
  ['deposit', '@portal/payments', 'Deposit', true],
  ['onboarding-deposit', '@portal/payments', 'Deposit', true],
])('opens %s from %s titled %s', async (name, owner, title, signedIn) => {
  if (signedIn) signIn();
  const { importMock } = setup(async () => ({ modals: { [name]: fakeParcel(name) } }));
  open(name);
  const dialog = await screen.findByRole('dialog', { name: title });
  expect(await within(dialog).findByText(`${name} parcel`)).toBeInTheDocument();
  expect(importMock).toHaveBeenCalledWith(owner);
});

it('leaves sign-up to its owner when the player signs in while it is open', async () => {
  setup(async () => authModule);
  open('signup');
  await screen.findByText('signup parcel');
  signIn();
  expect(modal$.getValue().name).toBe('signup');
  expect(
    screen.getByRole('dialog', { name: 'CREATE A SINGLE ACCOUNT TO BET AND PLAY' }),
  ).toBeInTheDocument();
});

it('closes login for a stored session whose player is still loading', async () => {
  act(() => session$.next({ token: 'stored-token' }));
  setup(async () => authModule);
  open('login');
  await waitFor(() => expect(modal$.getValue().name).toBeNull());
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
});

it('closes on the chrome close button', async () => {
  setup(async () => authModule);
  open('signup');
  await screen.findByText('signup parcel');
  await userEvent.click(screen.getByRole('button', { name: 'Close' }));
  expect(modal$.getValue().name).toBeNull();
});

it('keeps the terms modal open until the player decides: no close button, no Escape', async () => {
  setup(async () => authModule);
  open('terms-and-conditions');
  const dialog = await screen.findByRole('dialog', { name: 'Terms and Conditions' });
  expect(within(dialog).queryByRole('button', { name: 'Close' })).not.toBeInTheDocument();
  await userEvent.keyboard('{Escape}');
  expect(modal$.getValue().name).toBe('terms-and-conditions');
});

it('leaves the terms page readable: the terms modal waits on every other page', async () => {
  setup(async () => authModule);
  goTo('/terms-and-conditions');
  open('terms-and-conditions');
  await act(async () => undefined);
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(modal$.getValue().name).toBe('terms-and-conditions');
  goTo('/betting?modal=terms-and-conditions');
  expect(await screen.findByRole('dialog', { name: 'Terms and Conditions' })).toBeInTheDocument();
});

it('closes quietly a name no owner declares, once every owner has answered', async () => {
  const { importMock } = setup(async () => authModule);
  goTo('/betting?modal=no-such-modal');
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  await waitFor(() => expect(modal$.getValue().name).toBeNull());
  expect(window.location.search).toBe('');
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(importMock.mock.calls.map(([owner]) => owner)).toEqual(
    MODAL_OWNERS.map((owner) => owner.module),
  );
});

it.each(['login', 'signup', 'reset-password'])('closes %s for a signed-in player', async (name) => {
  signIn();
  setup(async () => authModule);
  open(name);
  await waitFor(() => expect(modal$.getValue().name).toBeNull());
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
});

/**
 * Opens the login modal of a failing owner: the error with Retry shows and the owner's module is
 * forgotten; Retry fetches it again and the parcel appears.
 */
async function expectLoginErrorThenRetryLoads(importMock: jest.Mock, forget: jest.Mock) {
  open('login');
  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent('This window could not be loaded.');
  expect(forget).toHaveBeenCalledWith('@portal/auth');

  await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
  expect(await screen.findByText('login parcel')).toBeInTheDocument();
  expect(importMock.mock.calls.filter(([owner]) => owner === '@portal/auth')).toHaveLength(2);
}

it('shows an error with Retry when the owner fails to load, and retries', async () => {
  let attempts = 0;
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  const { importMock, forget } = setup(async () => {
    attempts += 1;
    if (attempts === 1) throw new Error('network down');
    return authModule;
  });
  await expectLoginErrorThenRetryLoads(importMock, forget);
});

/** An owner whose login parcel throws at mount the first time it is imported, and works after. */
function ownerBrokenAtFirstMount() {
  let imports = 0;
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  return setup(async () => {
    imports += 1;
    if (imports > 1) return authModule;
    const broken: ParcelConfig = {
      bootstrap: async () => undefined,
      mount: async () => {
        throw new Error('mount failed');
      },
      unmount: async () => undefined,
    };
    return { modals: { login: broken } };
  });
}

it('shows the error with Retry when the parcel throws at mount; Retry fetches the owner again', async () => {
  const { importMock, forget } = ownerBrokenAtFirstMount();
  await expectLoginErrorThenRetryLoads(importMock, forget);
});

it('fetches the owner again when a modal whose parcel threw at mount opens again', async () => {
  const { importMock } = ownerBrokenAtFirstMount();
  open('login');
  expect(await screen.findByRole('alert')).toBeInTheDocument();
  act(() => closeModal());
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

  open('login');
  expect(await screen.findByText('login parcel')).toBeInTheDocument();
  expect(importMock.mock.calls.filter(([owner]) => owner === '@portal/auth')).toHaveLength(2);
});

it('shows the error when the owner has no parcel for the modal', async () => {
  setup(async () => ({ modals: {} }));
  open('login');
  expect(await screen.findByRole('alert')).toHaveTextContent('This window could not be loaded.');
});

it("renders the shell's own what's-new carousel without loading anything", async () => {
  const { importMock } = setup(async () => authModule);
  open('whatsnew');
  const dialog = screen.getByRole('dialog', { name: "What's New" });
  expect(
    await within(dialog).findByRole('heading', { name: 'One account, two brands' }),
  ).toBeVisible();
  expect(within(dialog).getByRole('button', { name: 'Next' })).toBeInTheDocument();
  expect(importMock).not.toHaveBeenCalled();
});

it("closes what's new in the US region", async () => {
  setConfig({ region: 'US' });
  setup(async () => authModule);
  open('whatsnew');
  await waitFor(() => expect(modal$.getValue().name).toBeNull());
});

describe('a modal its owner declares, outside the frozen MODALS (adding a modal touches its owner only)', () => {
  const profileModule: ModalOwnerModule = {
    modals: {
      'contact-preferences': declareModal(fakeParcel('contact-preferences'), {
        title: 'Contact Preferences',
        access: 'signed-in',
      }),
      'promo-code': declareModal(fakeParcel('promo-code'), {
        title: (config) => (config.features.fantasy ? 'PROMO FOR BOTH' : 'PROMO'),
        access: 'signed-out',
        dismissible: false,
        bothBrands: true,
      }),
    },
  };
  const importOwner = async (owner: string) =>
    owner === '@portal/account-profile' ? profileModule : authModule;

  it('opens with the title its owner declares, asking the owners in turn', async () => {
    signIn();
    const { importMock } = setup(importOwner);
    open('contact-preferences');
    const dialog = await screen.findByRole('dialog', { name: 'Contact Preferences' });
    expect(await within(dialog).findByText('contact-preferences parcel')).toBeInTheDocument();
    expect(importMock.mock.calls.map(([owner]) => owner)).toEqual([
      '@portal/auth',
      '@portal/account-profile',
    ]);
  });

  it('asks for a login first when its owner declares it signed-in only', async () => {
    setup(importOwner);
    open('contact-preferences');
    await waitFor(() => expect(modal$.getValue().name).toBe('login'));
  });

  it('applies the rest of the declaration: the title function, both brands, not dismissible', async () => {
    setup(importOwner);
    open('promo-code');
    const dialog = await screen.findByRole('dialog', { name: 'PROMO FOR BOTH' });
    expect(within(dialog).getByRole('img', { name: 'Fantasy' })).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Close' })).not.toBeInTheDocument();
  });

  it('closes it for a signed-in player when its owner declares it signed-out only', async () => {
    signIn();
    setup(importOwner);
    open('promo-code');
    await waitFor(() => expect(modal$.getValue().name).toBeNull());
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

it("draws a modal of MODALS as its owner's declaration says once the owner has loaded", async () => {
  setup(async () => ({
    modals: {
      'forgot-password': declareModal(fakeParcel('forgot-password'), {
        title: 'Forgot Your Details',
        access: 'any',
      }),
    },
  }));
  open('forgot-password');
  expect(await screen.findByRole('dialog', { name: 'Forgot Your Details' })).toBeInTheDocument();
});
