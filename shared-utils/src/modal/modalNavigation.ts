import { BehaviorSubject } from 'rxjs';

/** The query parameter that names the open modal (spec 1 §2). */
export const MODAL_PARAM = 'modal';

export interface ModalRoute {
  /** The open modal's name, as its owner declares it, or null. */
  name: string | null;
  /** The modal's query parameters, e.g. reset-password's email. */
  params: Record<string, string>;
  /** The history state the modal was opened with, e.g. { from: 'registration' }. */
  state: unknown;
}

/**
 * The parameter names each modal was last opened with, so closing it removes exactly those. A modal
 * reached from outside (a link or a reload) owns every other query parameter of its URL.
 */
const paramNamesByModal = new Map<string, string[]>();

const NO_MODAL: ModalRoute = { name: null, params: {}, state: null };

/** The query parameters that belong to the modal `name` of the URL. */
function modalParams(search: URLSearchParams, name: string): Record<string, string> {
  const ownNames = paramNamesByModal.get(name);
  const params: Record<string, string> = {};
  search.forEach((value, key) => {
    if (key !== MODAL_PARAM && (!ownNames || ownNames.includes(key))) params[key] = value;
  });
  return params;
}

function readModalRoute(): ModalRoute {
  if (typeof window === 'undefined') return NO_MODAL;
  const search = new URLSearchParams(window.location.search);
  const name = search.get(MODAL_PARAM);
  if (!name) return NO_MODAL;
  return { name, params: modalParams(search, name), state: window.history.state ?? null };
}

function sameRoute(a: ModalRoute, b: ModalRoute): boolean {
  return (
    a.name === b.name &&
    a.state === b.state &&
    JSON.stringify(a.params) === JSON.stringify(b.params)
  );
}

/** The modal named by the URL; follows pushState through openModal/closeModal, popstate and single-spa routing. */
export const modal$ = new BehaviorSubject<ModalRoute>(readModalRoute());

/**
 * Publishes the URL's modal. No owner declaring the name (an old or mistyped link), the shell's
 * outlet closes it.
 */
function syncModal(): void {
  const route = readModalRoute();
  if (!sameRoute(route, modal$.getValue())) modal$.next(route);
}

if (typeof window !== 'undefined') {
  window.addEventListener('popstate', syncModal);
  window.addEventListener('single-spa:routing-event', syncModal);
}

/** The current URL without the open modal and its parameters. */
function urlWithoutModal(): URL {
  const url = new URL(window.location.href);
  const name = url.searchParams.get(MODAL_PARAM);
  if (name) {
    Object.keys(modalParams(url.searchParams, name)).forEach((key) => url.searchParams.delete(key));
    url.searchParams.delete(MODAL_PARAM);
  }
  return url;
}

function navigate(url: URL, state: unknown): void {
  window.history.pushState(state, '', `${url.pathname}${url.search}${url.hash}`);
  syncModal();
}

/**
 * Opens a modal on the current page: sets ?modal=<name> and its params as query parameters (any
 * other query parameters and the path stay) and puts state into history.state.
 */
export function openModal(
  name: string,
  params: Record<string, string> = {},
  state: unknown = null,
): void {
  const url = urlWithoutModal();
  url.searchParams.set(MODAL_PARAM, name);
  Object.entries(params).forEach(([key, value]) => url.searchParams.set(key, value));
  paramNamesByModal.set(name, Object.keys(params));
  navigate(url, state);
}

/** Closes the open modal: removes the modal parameter and the modal's own parameters. */
export function closeModal(): void {
  if (!new URLSearchParams(window.location.search).get(MODAL_PARAM)) return;
  navigate(urlWithoutModal(), null);
}
