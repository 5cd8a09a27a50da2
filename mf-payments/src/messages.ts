// User-facing texts of @portal/payments. Texts quoted by the spec are verbatim (spec 2 §2).
export const messages = {
  balance: {
    label: 'Your balance',
    balance: 'Balance',
    availableBalance: 'Available Balance',
    loading: 'Loading your balance',
  },
  withdraw: {
    title: 'Withdraw',
    placeholder:
      'Withdrawals to your bank account (and the US withdraw flow) arrive with the payments issue.',
  },
  transactions: {
    title: 'Cash Transactions',
    placeholder: 'Cash Transactions arrive with the payments issue.',
  },
  deposit: {
    placeholder: 'Deposits arrive with the payments issue.',
    onboardingPlaceholder: 'Your first deposit after sign-up arrives with the payments issue.',
  },
} as const;
