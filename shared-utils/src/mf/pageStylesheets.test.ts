import { stylesheetsLoaded } from './pageStylesheets';

afterEach(() => document.head.querySelectorAll('link').forEach((link) => link.remove()));

function addStylesheet(href: string): HTMLLinkElement {
  const link = document.createElement('link');
  link.rel = 'stylesheet';
  link.href = href;
  document.head.append(link);
  return link;
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

it('waits for every stylesheet still loading, whether it loads or fails', async () => {
  const auth = addStylesheet('/mf-auth/1a2b/portal-auth.css');
  const utils = addStylesheet('/shared-utils/3c4d/portal-shared-utils.css');
  let done = false;
  const waiting = stylesheetsLoaded().then(() => {
    done = true;
  });
  auth.dispatchEvent(new Event('load'));
  await settle();
  expect(done).toBe(false);

  utils.dispatchEvent(new Event('error'));
  await waiting;
  expect(done).toBe(true);
});

it('resolves at once when no stylesheet is loading', async () => {
  await expect(stylesheetsLoaded()).resolves.toBeUndefined();
});
