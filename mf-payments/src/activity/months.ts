const formats = {
  long: new Intl.DateTimeFormat('en-AU', { month: 'long', year: 'numeric', timeZone: 'UTC' }),
  short: new Intl.DateTimeFormat('en-AU', { month: 'short', timeZone: 'UTC' }),
};

const firstDay = (month: string) => {
  const [year, number] = month.split('-').map(Number);
  return Date.UTC(year, number - 1, 1);
};

/** A month (YYYY-MM) as March 2026. */
export const monthName = (month: string) => formats.long.format(firstDay(month));

/** A month (YYYY-MM) as Mar, for the chart's axis. */
export const shortMonthName = (month: string) => formats.short.format(firstDay(month));

/** Whether a text is a month as the API names one (YYYY-MM). */
export const isMonth = (text: string | null): text is string =>
  text !== null && /^\d{4}-(0[1-9]|1[0-2])$/.test(text);
