// The activity rules a browser build reads at run time: no schema library here, so that a client
// importing them (the export @portal/contract/activity/rules) does not bundle TypeBox.

/**
 * The periods a statement covers (issue 30): this month, last month, this year, or a custom range
 * of calendar days (`from` and `to`, YYYY-MM-DD, both included) up to 7 years back. Periods are
 * calendar days in the player's time zone (the region's: Australia/Sydney, Pacific/Auckland,
 * America/Chicago for Iowa, America/New_York for Ohio).
 */
export const ACTIVITY_PERIODS = ['this-month', 'last-month', 'this-year', 'custom'] as const;
export type ActivityPeriod = (typeof ACTIVITY_PERIODS)[number];

/** How far back a statement may reach: 7 years of history stay in the account. */
export const ACTIVITY_HISTORY_YEARS = 7;
