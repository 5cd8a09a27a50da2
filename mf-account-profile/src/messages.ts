// User-facing texts of @portal/account-profile. Texts quoted by the spec are verbatim (spec 1 §2, §8).
export const messages = {
  profile: {
    title: 'Profile',
    loading: 'Loading your profile',
    greeting: (firstName: string) => `Hi, ${firstName}`,
    changeAvatar: 'Change avatar',
    /** The name keeps the initials the button shows (WCAG 2.5.3 label in name). */
    changeAvatarWithInitials: (initials: string) => `Change avatar (${initials})`,
    verified: 'Verified',
    unverified: 'Unverified',
    unverifiedTooltip:
      'New users are required to verify their identity. If verification is not completed, your account will be locked and no further wagering activity can take place until successful verification.',
    verifyNow: 'Verify Now',
    username: 'Username',
    accountId: 'Account ID',
    pin: 'Telephone PIN',
    balance: 'Balance',
    deposit: 'Deposit',
    detailsTitle: 'Profile details',
    detailsPlaceholder:
      'The profile form (your personal details, email and phone verification) arrives with the profile issue.',
  },
  placeholders: {
    verify: 'Identity verification arrives with the profile issue.',
    avatarUpload: 'Uploading an avatar arrives with the profile issue.',
    onboardingVerification: 'Verifying your identity after sign-up arrives with the profile issue.',
  },
} as const;
