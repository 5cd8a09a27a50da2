/** Gives jsdom a matchMedia where `matches(query)` decides which media queries match. */
export function mockMatchMedia(matches: (query: string) => boolean): void {
  window.matchMedia = (query: string) =>
    ({
      media: query,
      matches: matches(query),
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    }) as unknown as MediaQueryList;
}

/** matchMedia for a viewport of the given width in px (max-width and min-width queries only). */
export function mockViewportWidth(width: number): void {
  mockMatchMedia((query) => {
    const max = /max-width:\s*([\d.]+)px/.exec(query);
    const min = /min-width:\s*([\d.]+)px/.exec(query);
    return (!max || width <= Number(max[1])) && (!min || width >= Number(min[1]));
  });
}
