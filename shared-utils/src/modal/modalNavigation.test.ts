import { closeModal, modal$, openModal } from './modalNavigation';

const url = () => `${window.location.pathname}${window.location.search}${window.location.hash}`;

beforeEach(() => {
  window.history.replaceState(null, '', '/betting/my-bets?Referrer=abc&tab=open#top');
  window.dispatchEvent(new PopStateEvent('popstate'));
});

it('opens a modal on the current page, keeping the path and the other query parameters', () => {
  const before = window.history.length;

  openModal('login');

  expect(url()).toBe('/betting/my-bets?Referrer=abc&tab=open&modal=login#top');
  expect(window.history.length).toBe(before + 1);
  expect(modal$.getValue()).toEqual({ name: 'login', params: {}, state: null });
});

it('puts params in the query and state in history.state', () => {
  openModal('reset-password', { email: 'a@b.c' }, { from: 'registration' });

  const search = new URLSearchParams(window.location.search);
  expect(search.get('modal')).toBe('reset-password');
  expect(search.get('email')).toBe('a@b.c');
  expect(search.get('Referrer')).toBe('abc');
  expect(window.history.state).toEqual({ from: 'registration' });
  expect(modal$.getValue()).toEqual({
    name: 'reset-password',
    params: { email: 'a@b.c' },
    state: { from: 'registration' },
  });
});

it('closes the modal, removing it and its params but keeping the other query parameters', () => {
  openModal('reset-password', { email: 'a@b.c' });

  closeModal();

  expect(url()).toBe('/betting/my-bets?Referrer=abc&tab=open#top');
  expect(modal$.getValue()).toEqual({ name: null, params: {}, state: null });
});

it('replaces the open modal and its params when another opens', () => {
  openModal('reset-password', { email: 'a@b.c' });
  openModal('login');

  expect(url()).toBe('/betting/my-bets?Referrer=abc&tab=open&modal=login#top');
});

it('follows the URL on popstate and single-spa routing events', () => {
  window.history.replaceState(null, '', '/fantasy?modal=deposit');
  window.dispatchEvent(new PopStateEvent('popstate'));
  expect(modal$.getValue().name).toBe('deposit');

  window.history.replaceState({ from: 'registration' }, '', '/fantasy?modal=onboarding-deposit');
  window.dispatchEvent(new CustomEvent('single-spa:routing-event'));
  expect(modal$.getValue()).toMatchObject({
    name: 'onboarding-deposit',
    state: { from: 'registration' },
  });
});

it('gives a modal reached by a link the other query parameters as its params', () => {
  window.history.replaceState(null, '', '/?modal=signup&code=XYZ');
  window.dispatchEvent(new PopStateEvent('popstate'));

  expect(modal$.getValue().params).toEqual({ code: 'XYZ' });
  closeModal();
  expect(url()).toBe('/');
});

it('publishes any name, leaving a name no owner declares to the shell to close', () => {
  window.history.replaceState(null, '', '/betting?modal=no-such-modal&code=XYZ#top');
  window.dispatchEvent(new PopStateEvent('popstate'));
  expect(modal$.getValue()).toEqual({
    name: 'no-such-modal',
    params: { code: 'XYZ' },
    state: null,
  });

  closeModal();
  expect(url()).toBe('/betting#top');
});

it('does nothing on close when no modal is open', () => {
  const before = window.history.length;
  closeModal();
  expect(window.history.length).toBe(before);
});
