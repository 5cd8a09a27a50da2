import catalogue from './contests.json';

/**
 * The demo fantasy app's featured contests, money in cents. Its platform (platform/catalogue.mjs)
 * reads the same file: it charges the entry fee, never the browser.
 */
export const FEATURED_CONTESTS = catalogue.contests;
