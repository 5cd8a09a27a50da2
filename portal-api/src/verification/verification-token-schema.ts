/** The token of an identity check, as the provider's widget runs with it. */
export const verificationTokenSchema = {
  type: 'string',
  title: 'Verification token',
  minLength: 1,
  maxLength: 200,
} as const;
