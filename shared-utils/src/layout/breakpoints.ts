/** Layout breakpoints in px (DESIGN §5): small is below medium. */
export const breakpoints = { medium: 768, large: 1024, extraLarge: 1280 } as const;

export const SMALL_SCREEN_QUERY = `(max-width: ${breakpoints.medium - 0.02}px)`;
