// User-facing texts of @portal/responsible-gambling. Texts quoted by the spec are verbatim (spec 2 §2).
export const messages = {
  limits: {
    title: 'Limits',
    placeholder:
      'Deposit and other limits, with their history, arrive with the responsible-gambling issue.',
  },
  takeABreak: {
    title: 'Take a Break',
    usTitle: 'Take a timeout',
    placeholder: 'Taking a short or long break arrives with the responsible-gambling issue.',
    usPlaceholder: 'Taking a timeout arrives with the responsible-gambling issue.',
  },
  selfExclusion: {
    title: 'Self Exclusion',
    placeholder: 'Self exclusion arrives with the responsible-gambling issue.',
  },
  closeAccount: {
    title: 'Close Account',
    placeholder: 'Closing your account arrives with the responsible-gambling issue.',
  },
} as const;
