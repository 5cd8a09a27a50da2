// The closed-account notice's texts (read-only session of a closed account).
export const closedAccountMessages = {
  title: 'Your account is closed.',
  readOnly: 'You can still read your statements and history.',
} as const;
