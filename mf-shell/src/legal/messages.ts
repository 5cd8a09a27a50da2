// The legal pages' texts (in their chunk).
export const legalMessages = {
  loading: 'Loading the document',
  loadError: 'This document could not be loaded. Check your connection and try again.',
  retry: 'Retry',
  termsVersion: (version: string, date: string) => `Version ${version}, updated ${date}`,
} as const;
