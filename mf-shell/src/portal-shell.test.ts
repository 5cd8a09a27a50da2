import { within } from '@testing-library/react';
import { mountRootParcel } from 'single-spa';
import * as shell from './portal-shell';

it('exports exactly the applications the layout mounts, as single-spa lifecycles', () => {
  expect(Object.keys(shell).sort()).toEqual(
    [
      'accountFrame',
      'accountNotFound',
      'footer',
      'header',
      'landing',
      'legal',
      'modalOutlet',
      'notFound',
      'toasts',
    ].sort(),
  );
  Object.values(shell).forEach((lifecycles) => {
    expect(lifecycles).toEqual(
      expect.objectContaining({
        bootstrap: expect.any(Function),
        mount: expect.any(Function),
        unmount: expect.any(Function),
      }),
    );
  });
});

it('mounts an application into the DOM element single-spa gives it', async () => {
  const domElement = document.createElement('div');
  document.body.append(domElement);
  const parcel = mountRootParcel(shell.notFound, { domElement });
  await parcel.mountPromise;
  // The page's code is a chunk of its own: a spinner holds the slot until it arrives.
  expect(await within(domElement).findByRole('heading', { level: 1 })).toHaveTextContent(
    'Page not found',
  );
  await parcel.unmount();
  expect(domElement).toBeEmptyDOMElement();
});
