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
} as const;
