// User-facing texts of @portal/auth. Texts quoted by the spec are verbatim (spec 1 §2, §5, §8).
export const messages = {
  login: {
    emailLabel: 'Username or Email',
    passwordLabel: 'Password',
    emailRequired: 'Username or email is required',
    passwordRequired: 'Password is required',
    submit: 'Login',
    forgotDetails: 'Forgot Details',
    noAccount: "Don't have an account?",
    joinNow: 'Join Now',
    responsibleGambling: (helpline: string) =>
      `Gamble responsibly. For free and confidential support, call ${helpline}.`,
  },
  sessionExpired: {
    body: 'You have been logged out because you have been inactive for some time, please log in again to continue.',
    login: 'Login',
  },
  placeholders: {
    signup: 'Sign-up arrives with the auth issue.',
    forgotPassword: 'Forgot Details (password reset by email) arrives with the auth issue.',
    resetPassword: 'The forced password reset arrives with the auth issue.',
    updatePassword: 'Changing your password arrives with the auth issue.',
    termsAndConditions: 'Accepting the Terms and Conditions arrives with the auth issue.',
  },
} as const;
