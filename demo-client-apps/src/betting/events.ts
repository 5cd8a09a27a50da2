import catalogue from './events.json';

/**
 * The demo betting app's featured events, each with the selection it offers and its price in
 * hundredths (185 is 1.85), and the one stake it takes, in cents. Its platform
 * (platform/catalogue.mjs) reads the same file: it decides the stake, never the browser.
 */
export const { events: FEATURED_EVENTS, stakeCents: STAKE_CENTS } = catalogue;

/** A price as the app writes it: 185 is "1.85". */
export const formatPrice = (hundredths: number) => (hundredths / 100).toFixed(2);
