// The clients' texts: what shared-utils and the micro-frontends show, the validation schemas'
// messages among them. A module of its own, without imports, so a browser build takes these texts
// and none of the API's; shared-utils re-exports them under the same names. Texts quoted by the
// specs are verbatim.

/**
 * The keys of the texts, each a string (or a function making one): the keys are the contract the
 * micro-frontends build against, the wording is not (it changes without breaking them).
 */
export interface Messages {
  readonly genericError: string;
  readonly depositSuccessful: string;
  readonly slotError: string;
  readonly retry: string;
  readonly close: string;
  readonly back: string;
  readonly loading: string;
  readonly dismissNotification: string;
  readonly session: {
    readonly ended: string;
  };
  readonly validation: {
    readonly usernameRequired: string;
    readonly firstNameRequired: string;
    readonly lastNameRequired: string;
    readonly emailRequired: string;
    readonly emailInvalid: string;
    readonly passwordRequired: string;
    readonly passwordTooShort: string;
    readonly passwordLowercase: string;
    readonly passwordUppercase: string;
    readonly passwordNumber: string;
    readonly passwordHints: {
      readonly case: string;
      readonly number: string;
      readonly length: string;
    };
    readonly countryRequired: string;
    readonly mobileRequired: string;
    readonly mobileDigits: string;
    readonly mobileTooShort: string;
    readonly mobileTooLong: string;
    readonly usPhoneRequired: string;
    readonly usPhoneLength: string;
    readonly birthDateInvalid: string;
    readonly tooYoung: (years: number) => string;
    readonly addressRequired: string;
    readonly streetNumberRequired: string;
    readonly streetNameRequired: string;
    readonly streetTypeRequired: string;
    readonly cityRequired: string;
    readonly stateRequired: string;
    readonly stateNotServed: (state: string) => string;
    readonly postcodeRequiredAU: string;
    readonly postcodeRequired: string;
    readonly zipCodeRequired: string;
    readonly ssnRequired: string;
    readonly ssnDigits: string;
    readonly ssnLength: string;
    readonly depositLimitChoiceRequired: string;
    readonly depositLimitRequired: string;
    readonly depositLimitInvalid: string;
    readonly depositLimitMin: string;
    readonly depositLimitDecimals: string;
    readonly depositLimitDuration: string;
    readonly inviteCodeRequired: string;
    readonly acceptTermsRequired: string;
    readonly confirmationRequired: string;
    readonly loginEmailRequired: string;
    readonly currentPasswordRequired: string;
    readonly newPasswordRequired: string;
    readonly confirmPasswordRequired: string;
    readonly passwordsMustMatch: string;
    readonly mobileCodeRequired: string;
  };
  readonly forms: {
    readonly amountNotNumber: string;
    readonly amountDecimals: string;
    readonly fileRequired: string;
    readonly fileType: (types: string) => string;
    readonly fileTooLarge: (size: string) => string;
    readonly or: string;
  };
  readonly appMenus: {
    readonly home: string;
    readonly myBets: string;
    readonly myAccount: string;
    readonly depositLimit: string;
    readonly liveChat: string;
    readonly myContests: string;
    readonly myTeams: string;
    readonly history: string;
    readonly depositLimits: string;
  };
  readonly clientApp: {
    readonly loading: (appName: string) => string;
    /** @deprecated No longer shown: every environment configures its client apps' modules. */
    readonly notConfigured: (appName: string) => string;
    readonly unknownApp: string;
    readonly unavailable: (appName: string) => string;
  };
  readonly accountLocked: {
    readonly title: string;
    readonly message: string;
  };
  readonly depositLimitBenefits: {
    readonly title: string;
    readonly items: readonly [string, string, string];
  };
}

export const messages: Messages = {
  genericError: 'An error occurred, please try again or contact our Customer Service.',
  depositSuccessful: 'Deposit Successful',
  slotError: 'This part of the page could not be loaded.',
  retry: 'Retry',
  close: 'Close',
  back: 'Back',
  loading: 'Loading',
  dismissNotification: 'Dismiss notification',
  session: {
    /** The title of the notice that says why the server ended the session. */
    ended: 'You have been logged out',
  },
  /** The messages of the validation schemas (spec 1 §5); the quoted ones are verbatim. */
  validation: {
    usernameRequired: 'Username is required',
    firstNameRequired: 'First Name is required',
    lastNameRequired: 'Last Name is required',
    emailRequired: 'Email is required',
    emailInvalid: 'Must be a valid email address',
    passwordRequired: 'Password is required',
    passwordTooShort: 'Password must be at least 8 characters',
    passwordLowercase: 'Password must contain at least one lowercase letter',
    passwordUppercase: 'Password must contain at least one uppercase letter',
    passwordNumber: 'Password must contain at least one number',
    passwordHints: {
      case: 'Contains upper and lower case',
      number: 'At least one number',
      length: '8 or more characters',
    },
    countryRequired: 'Country is required',
    mobileRequired: 'Mobile Number is required',
    mobileDigits: 'Mobile Number must contain digits only',
    mobileTooShort: 'Mobile Number must be at least 9 characters',
    mobileTooLong: 'Mobile Number may not be longer than 15 digits',
    usPhoneRequired: 'Phone number is required',
    usPhoneLength: 'Phone number must be 10 digits',
    birthDateInvalid: 'A valid date of Birth is required',
    tooYoung: (years: number) => `You must be at least ${years} years old`,
    addressRequired: 'Address is required',
    streetNumberRequired: 'Street Number is required',
    streetNameRequired: 'Street Name is required',
    streetTypeRequired: 'Street Type is required',
    cityRequired: 'City is required',
    stateRequired: 'State is required',
    stateNotServed: (state: string) =>
      `We can only open accounts for players with an address in ${state}.`,
    postcodeRequiredAU: 'Postcode is required for Australia',
    postcodeRequired: 'Postcode is required',
    zipCodeRequired: 'Zip Code is required',
    ssnRequired: 'Last 4 digits of SSN are required',
    ssnDigits: 'SSN must contain digits only',
    ssnLength: 'SSN must be exactly 4 digits',
    depositLimitChoiceRequired: 'Please select whether you`d like to set a deposit limit or not',
    depositLimitRequired: 'Amount is required',
    depositLimitInvalid: 'Please enter a valid amount',
    depositLimitMin: 'Min amount is $5.00',
    depositLimitDecimals: 'Please enter up to two decimals',
    depositLimitDuration: 'Please select a valid duration',
    inviteCodeRequired: 'Welcome code is required',
    acceptTermsRequired: 'You must accept the Terms and Conditions',
    confirmationRequired: 'This confirmation is required',
    loginEmailRequired: 'Username or email is required',
    currentPasswordRequired: 'Current password is required',
    newPasswordRequired: 'New password is required',
    confirmPasswordRequired: 'Please retype your password.',
    passwordsMustMatch: 'Passwords must match',
    mobileCodeRequired: 'Please enter a code first.',
  },
  /** The forms kit's own checks; 'Please select a document' is verbatim (spec 2 §5 Bank details). */
  forms: {
    amountNotNumber: 'Amount must be a number',
    /** Spec 1 §5's text, for every money field. */
    amountDecimals: 'Please enter up to two decimals',
    fileRequired: 'Please select a document',
    fileType: (types: string) => `Please select a ${types} file`,
    fileTooLarge: (size: string) => `Please select a file of ${size} or less`,
    or: 'or',
  },
  /** The entries of the client apps' menus (spec 1 §2 Menus), verbatim. */
  appMenus: {
    home: 'Home',
    myBets: 'My Bets',
    myAccount: 'My Account',
    depositLimit: 'Deposit Limit',
    liveChat: 'Live Chat',
    myContests: 'My Contests',
    myTeams: 'My Teams',
    history: 'History',
    depositLimits: 'Deposit Limits',
  },
  /** The client app host (used by @portal/betting-host and @portal/fantasy-host). */
  clientApp: {
    loading: (appName: string) => `Loading ${appName}`,
    notConfigured: (appName: string) =>
      `The ${appName} client app is hosted separately and is not configured in this environment.`,
    unknownApp: 'This client app is not configured.',
    unavailable: (appName: string) => `${appName} is not available at the moment.`,
  },
  /** The 'Account Locked' warning (spec 1 §8), verbatim. */
  accountLocked: {
    title: 'Account Locked',
    message: 'Your account is locked, please verify your account before proceeding any further.',
  },
  /**
   * Three benefits of a deposit limit, shown to a player who declines one at sign-up and when asked
   * again once a year (issue 31; Western Australia asks for at least three).
   */
  depositLimitBenefits: {
    title: 'Why set a deposit limit?',
    items: [
      'You decide your budget before you play, not in the heat of the moment.',
      'Your deposits stop at the amount you choose until the period ends, so play stays affordable.',
      'You can lower your limit at any time, and a lower limit applies straight away.',
    ],
  },
};

/** What the portal says while its API does not answer (no spec text: the portal's own). */
export const outageMessages = {
  apiUnreachable: "We can't reach our service right now. We'll keep trying.",
} as const;
