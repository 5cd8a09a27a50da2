// The deposit-limit question asked again once a year (issue 31); its benefits are the contract's.
export const depositLimitPromptMessages = {
  question: 'You have no deposit limit. Would you like to set one?',
  set: 'Set a deposit limit',
  notNow: 'Not now',
} as const;
