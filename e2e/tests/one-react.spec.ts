import { expect, test } from '@playwright/test';
import { signIn } from './support/players';
import { slot } from './support/slots';

test('exactly one React runs however many micro-frontends mount', async ({ page }) => {
  // Every copy of react-dom registers a renderer with the devtools hook, so count them.
  await page.addInitScript(() => {
    const renderers = new Map<number, unknown>();
    Object.assign(window, {
      __REACT_DEVTOOLS_GLOBAL_HOOK__: {
        renderers,
        supportsFiber: true,
        isDisabled: false,
        inject(renderer: unknown) {
          renderers.set(renderers.size + 1, renderer);
          return renderers.size;
        },
        checkDCE() {},
        onCommitFiberRoot() {},
        onCommitFiberUnmount() {},
        onPostCommitFiberRoot() {},
        onScheduleFiberRoot() {},
        setStrictMode() {},
      },
    });
  });
  await signIn(page);
  await page.goto('/betting');
  await expect(slot(page, '@portal/betting-host#app')).not.toBeEmpty();
  await page.goto('/account/limits');
  await expect(slot(page, '@portal/responsible-gambling#limits')).not.toBeEmpty();
  await expect(slot(page, '@portal/shell#header')).not.toBeEmpty();

  const renderers = await page.evaluate(
    () =>
      (window as unknown as { __REACT_DEVTOOLS_GLOBAL_HOOK__: { renderers: Map<number, unknown> } })
        .__REACT_DEVTOOLS_GLOBAL_HOOK__.renderers.size,
  );
  expect(renderers).toBe(1);

  const reactModules = await page.evaluate(() =>
    [...(window as unknown as { System: { entries(): Iterable<[string]> } }).System.entries()]
      .map(([url]) => url)
      .filter((url) => /\/react(-dom)?(-client)?\.js$/.test(url)),
  );
  expect(reactModules.filter((url) => url.endsWith('/react.js'))).toHaveLength(1);
});
