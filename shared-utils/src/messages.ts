// User-facing texts of shared-utils. Texts quoted by the spec are verbatim.
export const messages = {
  genericError: 'An error occurred, please try again or contact our Customer Service.',
  depositSuccessful: 'Deposit Successful',
  slotError: 'This part of the page could not be loaded.',
  retry: 'Retry',
  close: 'Close',
  back: 'Back',
  loading: 'Loading',
  dismissNotification: 'Dismiss notification',
  /** The client app host (used by @portal/betting-host and @portal/fantasy-host). */
  clientApp: {
    loading: (appName: string) => `Loading ${appName}`,
    notConfigured: (appName: string) =>
      `The ${appName} client app is hosted separately and is not configured in this environment.`,
    menuLabel: (appName: string) => `${appName} menu`,
    unknownApp: 'This client app is not configured.',
  },
} as const;
