/**
 * Resolves once every stylesheet the page is still loading has loaded or failed. A portal module
 * adds its stylesheet to the page when it runs (config/module-stylesheet.cjs), and so do the modules
 * it depends on, so waiting for this after importing a module and before mounting it means nothing
 * shows unstyled (a stylesheet that fails leaves its module unstyled rather than not shown).
 */
export function stylesheetsLoaded(): Promise<void> {
  const loading = Array.from(
    document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]'),
  ).filter((link) => !link.sheet);
  return Promise.all(
    loading.map(
      (link) =>
        new Promise<void>((resolve) => {
          link.addEventListener('load', () => resolve(), { once: true });
          link.addEventListener('error', () => resolve(), { once: true });
        }),
    ),
  ).then(() => undefined);
}
