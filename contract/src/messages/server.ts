// The API's texts. Where the API refuses what a client's form checks first, it answers with the
// client's text (./client.ts): each text is written once, so the two sides cannot drift apart.
import { messages as clientMessages } from './client.js';

const { validation } = clientMessages;

export const serverMessages = {
  generic: clientMessages.genericError,
  migrationsPending: (names: string[]) => `Database migrations not applied: ${names.join(', ')}`,
  databaseUnreachable: 'Database not reachable',
  realtimeUnreachable: (where: string) => `Realtime server not reachable at ${where}`,
  realtimeClosing: 'Realtime server shutting down',
  metricsTokenRequired: 'The metrics need the bearer token the server was configured with.',
  serviceUnavailable:
    'The service is briefly unavailable. Nothing was changed; please try again in a moment.',
  notFound: 'Not found.',
  invalidJson: 'The request body is not valid JSON.',
  unsupportedMediaType: 'This content type is not supported.',
  bodyTooLarge: 'The request body is too large.',
  bodyTooDeep: 'The request body is nested too deeply.',
  badRequest: 'The request could not be understood.',
  unknownProduct: 'This site is not known to the portal API.',

  fieldRequired: (label: string) => `${label} is required`,
  fieldType: (label: string, type: string) => `${label} must be ${type}`,
  fieldTooShort: (label: string, min: number) => `${label} must be at least ${min} characters`,
  fieldTooLong: (label: string, max: number) => `${label} may not be longer than ${max} characters`,
  fieldTooSmall: (label: string, min: number) => `${label} must be at least ${min}`,
  fieldTooLarge: (label: string, max: number) => `${label} may not be greater than ${max}`,
  fieldOneOf: (label: string, values: string) => `${label} must be one of: ${values}`,
  fieldInvalid: (label: string) => `${label} is invalid`,
  fieldListOf: (label: string, values: string) =>
    `${label} must be a comma-separated list of: ${values}`,
  moneyInvalid: (label: string) =>
    `${label} must be a whole number of cents: a JSON integer or a string of digits`,
  fieldNulCharacter: (label: string) => `${label} contains a character that is not allowed`,
  invalidEmail: validation.emailInvalid,
  bodyNotObject: 'The request body must be a JSON object.',

  /** The login's email field, named as the client names it ('Username or email is required'). */
  loginEmailLabel: 'Username or email',
  loginFailed: 'These credentials do not match our records.',
  loginAttemptsExhausted: 'Too many failed login attempts, please reset your password.',
  loginWeakPassword: 'Your password no longer meets our requirements, please reset it.',
  loginThrottled: (minutes: number) =>
    `Too many failed login attempts, please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
  captchaFailed: 'The reCAPTCHA check failed, please try again.',
  captchaUnavailable: 'The reCAPTCHA check is not available right now, please try again.',
  tooManyRequests: (seconds: number) =>
    `Too many requests, please try again in ${seconds} second${seconds === 1 ? '' : 's'}.`,

  tokenMissing: 'You need to log in to continue.',
  tokenInvalid: 'Your session is not valid, please log in again.',
  tokenExpired: 'Your session has expired.',
  tokenRevoked: 'Your session has ended, please log in again.',
  tokenRefreshExpired: 'Your session has expired, please log in again.',

  unknownEmbed: (name: string) => `Unknown embed '${name}'.`,

  /** Password rules (spec 1 §5) and the password forms. */
  password: {
    required: validation.passwordRequired,
    tooShort: validation.passwordTooShort,
    tooLong: 'Password may not be longer than 128 characters',
    lowercase: validation.passwordLowercase,
    uppercase: validation.passwordUppercase,
    number: validation.passwordNumber,
    currentRequired: validation.currentPasswordRequired,
    currentWrong: 'The current password is not correct',
    newRequired: validation.newPasswordRequired,
    confirmRequired: validation.confirmPasswordRequired,
    mustMatch: validation.passwordsMustMatch,
    sameAsCurrent: 'The new password must be different from the current one',
    emailRequired: validation.emailRequired,
    emailNotFound: 'Email not found',
    resetEmailSent: 'We have sent you an email to reset your password',
    resetLinkInvalid:
      'This password reset link is invalid or has expired, please request a new one.',
    resetEmailSubject: 'Reset your password',
    resetEmailText: (link: string, minutes: number) =>
      `Someone asked to reset the password of your account. To choose a new password, open ${link} ` +
      `within ${minutes} minutes. If it was not you, ignore this e-mail: your password stays as it is.`,
  },

  /** Sign-up (spec 1 §5 Sign-up); the quoted ones are verbatim. */
  signup: {
    cannotOpen:
      'We are unable to open an account for you. Please contact customer support for help.',
    usernameRequired: validation.usernameRequired,
    usernameLength: 'Username must be between 3 and 30 characters',
    usernameCharacters: 'Username may only contain letters, numbers, dots and underscores',
    usernameTaken: 'This username is already taken',
    firstNameRequired: validation.firstNameRequired,
    lastNameRequired: validation.lastNameRequired,
    tooLong: (label: string, max: number) => `${label} may not be longer than ${max} characters`,
    emailRequired: validation.emailRequired,
    emailInvalid: validation.emailInvalid,
    emailTaken: 'This email address is already registered',
    countryRequired: validation.countryRequired,
    countryNotOffered: 'Please select a country we offer accounts in',
    mobileRequired: validation.mobileRequired,
    mobileDigits: validation.mobileDigits,
    mobileTooShort: validation.mobileTooShort,
    mobileTooLong: validation.mobileTooLong,
    usPhoneRequired: validation.usPhoneRequired,
    usPhoneLength: validation.usPhoneLength,
    birthDateInvalid: validation.birthDateInvalid,
    tooYoung: validation.tooYoung,
    addressRequired: validation.addressRequired,
    streetNumberRequired: validation.streetNumberRequired,
    streetNameRequired: validation.streetNameRequired,
    streetTypeRequired: validation.streetTypeRequired,
    cityRequired: validation.cityRequired,
    stateRequired: validation.stateRequired,
    stateInvalid: 'Please select a valid state',
    stateNotServed: validation.stateNotServed,
    postcodeRequiredAU: validation.postcodeRequiredAU,
    postcodeRequired: validation.postcodeRequired,
    zipCodeRequired: validation.zipCodeRequired,
    postcodeInvalid: 'Postcode must be 4 digits',
    zipCodeInvalid: 'Zip Code must be 5 digits',
    ssnRequired: validation.ssnRequired,
    ssnDigits: validation.ssnDigits,
    ssnLength: validation.ssnLength,
    depositLimitChoiceRequired: validation.depositLimitChoiceRequired,
    depositLimitRequired: validation.depositLimitRequired,
    depositLimitInvalid: validation.depositLimitInvalid,
    depositLimitMin: validation.depositLimitMin,
    depositLimitMax: 'Max amount is $1,000,000.00',
    depositLimitDecimals: validation.depositLimitDecimals,
    depositLimitDuration: validation.depositLimitDuration,
    acceptTermsRequired: validation.acceptTermsRequired,
    inviteCodeInvalid: 'Welcome code may only contain letters, numbers, dashes and underscores',
    affiliateTokenInvalid: 'Affiliate token is invalid',
    registrationSourceInvalid: 'Registration-Source must be Website, iOS or Android',
    flagInvalid: (label: string) => `${label} must be true or false`,
  },

  /** The profile form and the avatar upload. */
  profile: {
    readOnly: (label: string) => `${label} cannot be changed`,
    emailLocked: 'Your email address is verified and cannot be changed',
    phoneLocked: 'Your mobile number is verified and cannot be changed',
    avatarRequired: 'Please choose an image to upload',
    avatarOnlyField: 'Only an avatar image can be uploaded here',
    avatarType: 'The avatar must be a PNG, JPEG or WebP image',
    avatarTooLarge: (size: string) => `The avatar may not be larger than ${size}`,
    avatarDimensions: (max: number) => `The avatar may be at most ${max} by ${max} pixels`,
    avatarUnreadable: 'The avatar could not be read as an image',
  },

  terms: {
    notCurrent: 'These are not the current Terms and Conditions, please reload them and try again.',
    noTerms: 'There are no Terms and Conditions yet.',
    versionExists: 'This Terms and Conditions version already exists.',
  },

  verification: {
    emailSent: 'Please check your email for further instructions.',
    emailAlreadyVerified: 'Your email address is already verified',
    emailSubject: 'Verify your email address',
    emailText: (link: string) => `Please confirm your email address by opening ${link}`,
    codeSent: 'Please check your mobile for the code.',
    phoneMissing: 'Please add your mobile number first',
    phoneAlreadyVerified: 'Your mobile number is already verified',
    smsText: (code: string) => `Your verification code is ${code}. It expires in 10 minutes.`,
    codeFormat: 'Please enter the 6 digit code we sent you',
    codeWrong: 'This code is not correct, please try again or request a new code',
    codeExpired: 'This code has expired, please request a new code',
    codeAttemptsUsed: 'Too many wrong codes, please request a new code',
    idAlreadyVerified: 'Your identity is already verified',
    idUnknownVerification: 'This verification is not valid, please start the verification again',
    idFailed: "We can't verify your account, please contact customer Service",
  },

  placeNotFound: 'No place has this id',
  placesUnavailable:
    'The address lookup is not available right now, please enter the address by hand.',
  oauthUnknownClient: 'Client id must be one of: 1, 2',

  channelForbidden: 'You are not allowed to subscribe to this channel.',

  userNotFound: 'No player has this email address.',
  balanceBelowZero: 'The balance cannot go below zero.',
  amountZero: 'Amount must not be zero',
  idempotencyKeyReused: 'This idempotency key was already used for another movement.',

  /** Deposits (spec 2 §5, §8); the quoted ones are verbatim. */
  deposits: {
    verifyId: 'You need to verify your ID to make a deposit',
    verifyAccount: 'Please verify your account first',
    atLeast: (amount: string) => `You must deposit at least ${amount}`,
    atMost: (amount: string) => `You must deposit at most ${amount}`,
    limitReached: 'You have reached your deposit limit',
    accountBlocked:
      'Deposits are not available while your account is on a break, self-excluded or closed.',
    cashWholeDollars: 'Cash deposit can only be whole dollars',
    cashMaximum: 'Cash deposit cannot exceed $8000',
    promotionUnavailable: 'This promotion is not available',
    cardUnavailable: 'This card is not available',
    /** A card whose funding type the law of `place` bans for online gambling (or the provider cannot tell). */
    cardFundingRefused: (funding: string, place: string) =>
      `${funding} cards can't be used to gamble online in ${place}. Use a debit card or another deposit method.`,
    amountMismatch: 'The amount does not match this payment',
    methodBlocked:
      'You blocked this payment method. Unblock it in your deposit methods: you can use it again 24 hours after you unblock it.',
    returnedBlocked:
      'You blocked this payment method, so this deposit was returned to the payer. Unblock it in your deposit methods to use it again.',
    blockCardRequired: 'Choose the card to block or unblock',
    blockCardNotAllowed: 'Only a card method takes a card id',
    /** The responsible-gambling trail's actions for blocks (responsible_gambling_audit.action). */
    blockActions: {
      blocked: 'Payment method blocked',
      unblockRequested: 'Payment method unblock requested',
    },
    deposited: (amount: string) => `Your deposit of ${amount} was successful.`,
    noticeReceived: 'Your Deposit Notice has been received',
    dateRequired: 'Deposit date is required',
    dateInvalid: 'Deposit date must be a date no later than today',
    sessionClosed: 'This payment session is no longer open',
    cardNumberInvalid: 'Card number is invalid',
    cardHolderRequired: 'Card holder is required',
    cardExpired: 'The card has expired',
    cvvInvalid: 'CVV must be 3 or 4 digits',
    codeNotRedeemable: 'This code cannot be redeemed',
    transferReturned: 'The transfer was returned to the payer',
    returnedOverLimit:
      'This deposit would have taken you over your deposit limit, so it was returned to the payer',
    returnedRestricted:
      'Deposits are not available while your account is on a break, self-excluded or closed, so this deposit was returned to the payer',
    usMethodUnsupported: 'Payment method is not supported.',
    usMethodUnavailable: 'Selected payment method not available.',
    usVipPreferred: 'Unable to obtain a VipPreferred id for your deposit. Please contact support',
    usPlayPlus: 'Unable to obtain a Play+ id for your deposit. Please contact support',
    usDeclined: 'Unable to create a deposit request. Please try again later',
  },

  /** Limits (spec 2 §4, §5, §8): the refusals of POST /limits and the history's actions. */
  limits: {
    typeUnavailable: 'This limit type is not available',
    durationInvalid: 'Please select a valid duration',
    amountInvalid: 'Please enter a valid amount',
    amountTooLarge: 'The limit may not be more than $1,000,000.00',
    noAmount: 'This limit has no amount',
    minutesInvalid: 'Please enter a time limit from 1 minute to 24 hours.',
    timeLimitReached: (limit: string, date: string) =>
      `You have reached your daily time limit of ${limit}. You can log in again from ${date}.`,
    nothingToRemove: 'You have no limit of this duration to remove.',
    alreadyInForce: 'This limit is already in force.',
    pendingUntil: (type: string, date: string) =>
      `Your ${type} limit cannot be loosened again before ${date}, when you can confirm its pending change.`,
    awaitingConfirmation: (type: string, date: string) =>
      `Your ${type} limit already has a change waiting for you to confirm it by ${date}. Confirm it or keep your current limit first.`,
    confirmNotYet: (date: string) =>
      `This change is still in its waiting period. You can confirm it from ${date}.`,
    requestGone:
      'This limit change is no longer waiting: it was confirmed, cancelled or lapsed. Your limits show what is in force.',
    fromAfterTo: 'The from date must not be after the to date.',
    toInFuture: 'The to date must not be in the future.',
    dateFormat: (label: string) => `${label} must be a date like 2026-03-01T00:00:00.000Z`,
    actions: {
      set: 'Limit set',
      lowered: 'Limit lowered',
      raiseRequested: 'Limit raise requested',
      removalRequested: 'Removal requested',
      pendingCancelled: 'Pending change cancelled',
      removed: 'Limit removed',
      confirmed: 'Change confirmed',
      kept: 'Current limit kept',
      lapsed: 'Change lapsed unconfirmed',
    },
  },

  /** The deposit-limit question asked once a year (issue 31). */
  limitPrompt: {
    notDue: 'There is no deposit limit question waiting for you.',
  },

  /** Breaks, timeouts, self-exclusion and closure (spec 2 §4, §7, §9). */
  restrictions: {
    periodInvalid: 'Please select a valid period',
    alreadyOnBreak: (date: string) => `You are already on a break until ${date}.`,
    alreadyOnTimeout: (date: string) => `You are already on a timeout until ${date}.`,
    selfExclusionUsOnly:
      'Self-exclusion is registered with BetStop in your region, please see the BetStop tab.',
    onBreak: (date: string) => `You are on a break until ${date}.`,
    onTimeout: (date: string) => `You are on a timeout until ${date}.`,
    selfExcludedUntil: (date: string) => `You are self-excluded until ${date}.`,
    selfExcluded: 'Your account is self-excluded.',
    alreadySelfExcludedUntil: (date: string) =>
      `You are already self-excluded until ${date}; a self-exclusion can only be made longer.`,
    alreadySelfExcludedForLife: 'You are already self-excluded for life.',
    closed: 'Your account is closed. Please contact customer support.',
    onlyStatements: (reason: string) => `${reason} You can still read your statements and history.`,
    onlyWithdrawals: (reason: string) =>
      `${reason} Until then you can only see your balance, withdraw and read your cash transactions.`,
    actions: {
      breakTaken: 'Break taken',
      timeoutTaken: 'Timeout taken',
      selfExcluded: 'Self-excluded',
      closed: 'Account closed',
    },
  },

  /** Withdrawals (spec 2 §5, §8); the quoted ones are verbatim. */
  withdrawals: {
    verifyFirst:
      'Please make sure your account and your mobile number are verified to submit a withdrawal.',
    minimum: (amount: string) => `The minimum withdrawal amount is ${amount}`,
    overAvailable: (amount: string) =>
      `You cannot withdraw more than your available balance of ${amount}`,
    bankAccountUnavailable: 'This bank account is not available',
    documentRejected: 'Your bank account verification document has been rejected.',
    requested: 'Your withdrawal request was received',
    cancelled: 'Your withdrawal has been cancelled',
    notCancellable: 'This withdrawal can no longer be cancelled',
    methodUnavailable:
      'The selected withdraw method is not available, please contact customer service for help.',
    cannotRegister: (method: string) =>
      `Unable to create a ${method} account, please contact customer service for help.`,
    alreadyRegistered: (method: string) => `Your ${method} account is already registered`,
    registerFirst: (method: string) => `Please register your ${method} account first`,
    accountUnavailable: 'The selected account is not available',
    portalPageOnly: (label: string) => `${label} must be a page of the portal`,
    locationUnverified: 'Your location could not be verified. Please try again.',
  },

  /** The bank account for withdrawals (spec 2 §5 Bank details, §8). */
  bankAccounts: {
    added: 'Your bank account has been added',
    documentUploaded: 'Your document was uploaded.',
    removed: 'You can now proceed to enter your new bank account.',
    accountNameRequired: 'Account name is required',
    accountNumberRequired: 'Account number is required',
    accountNumberAu: 'Account number must be 6 to 10 digits',
    accountNumberOther: 'Account number must be 5 to 34 letters and digits',
    bsbRequired: 'BSB is required',
    bsbInvalid: 'BSB must be 6 digits',
    bankNameRequired: 'Bank name is required',
    swiftRequired: 'Swift code is required',
    swiftInvalid: 'Swift code must be 8 or 11 letters and digits',
    documentRequired: 'Please select a document',
    documentType: 'The document must be a PDF, PNG or JPG file',
    documentTooLarge: (size: string) => `The document may not be larger than ${size}`,
    documentOnlyField: 'Only the bank account fields and one document can be sent',
    alreadyApproved: 'Your bank account is already approved',
    accountExists: 'You already have a bank account, please use Update Bank Details to change it',
    pinSent: (phone: string) => `We have sent a 6 digit PIN to your mobile ${phone}`,
    pinSms: (pin: string) => `Your bank account PIN is ${pin}. It expires in 10 minutes.`,
    pinFormat: 'Please enter the 6 digit PIN we sent you',
    pinWrong: 'This PIN is not correct, please try again or request a new PIN',
    pinExpired: 'This PIN has expired, please request a new PIN',
    pinAttemptsUsed: 'Too many wrong PINs, please request a new PIN',
    pinOtherDetails:
      'These bank details are not the ones the PIN was sent for, please request a new PIN',
  },

  /** Cash transactions and their export (spec 2 §5 Export, §8). */
  transactions: {
    dateFormat: (label: string) => `${label} must be a date like 2026-03-01T00:00:00+11:00`,
    fromAfterTo: 'The start date must not be after the end date',
    rangeTooLong: 'The date range must be under one year',
  },

  activity: {
    dateFormat: (label: string) => `${label} must be a date like 2026-03-01`,
    monthFormat: (label: string) => `${label} must be a month like 2026-03`,
    fromAfterTo: 'The start date must not be after the end date',
    inFuture: (label: string) => `${label} must not be in the future`,
    tooFarBack: (label: string, earliest: string) =>
      `${label} must be ${earliest} or later: statements cover the last 7 years`,
    monthNotFinished: 'Statements are made for finished months only',
    statementNotFound: 'There is no statement for this month.',
    statementTitle: 'Activity statement',
    statementPeriod: (from: string, to: string, timeZone: string) =>
      `${from} to ${to} (days in ${timeZone})`,
    netResultNote:
      'Net result is what you won minus what you staked, with your own money. Bonus money is listed apart and is not counted in it.',
    lines: {
      opening_balance: 'Opening balance',
      deposits: 'Deposits',
      withdrawals: 'Withdrawals',
      staked: 'Staked',
      won: 'Won',
      net_result: 'Net result',
      bonus: 'Bonus money',
      adjustments: 'Adjustments',
      closing_balance: 'Closing balance',
      bet_count: 'Bets placed',
      contest_count: 'Contests entered',
    },
    products: { betting: 'Betting', fantasy: 'Fantasy' },
    columns: {
      from: 'From',
      to: 'To',
      timeZone: 'Time zone',
      line: 'Line',
      amount: 'Amount',
      product: 'Product',
      count: 'Count',
    },
    monthlyEmailSubject: (month: string) => `Your activity statement for ${month}`,
    monthlyEmailText: (month: string, link: string) =>
      `Your activity statement for ${month} is ready. It lists your deposits, withdrawals, stakes, wins and net result for the month.\n\nRead it here: ${link}`,
  },

  realityCheck: {
    checksOff: 'Reality checks are off for this player',
    /** The responsible-gambling trail's actions (responsible_gambling_audit.action). */
    actions: {
      intervalChanged: 'Reality check interval changed',
      answered: 'Reality check answered',
    },
  },

  /** The wallet call of the client apps' platforms (docs/wallet-api.md). */
  walletApi: {
    platformUnknown:
      'Unknown platform: send the x-wallet-platform header with your client app id (1 or 2).',
    timestampInvalid:
      'The x-wallet-timestamp header must be the Unix time in seconds when the call was signed.',
    timestampSkewed: (seconds: number) =>
      `The call's timestamp is more than ${seconds} seconds away from the server clock: check your clock and sign again.`,
    signatureInvalid:
      'The x-wallet-signature header is missing or is not the HMAC-SHA256 of timestamp + "." + the raw body with your platform key.',
    playerNotFound: 'There is no player with this id.',
    playerBlocked: 'The player may not play now: they are on a break, self-excluded or closed.',
    playerRestricted:
      'The player may not play: their account is suspended, locked or not verified.',
    spendingLimitReached: 'The stake would take the player over their spending limit.',
    insufficientBalance: "The player's available balance is too low for this stake.",
    referenceReused:
      'This reference was already used for a different call: send the original call again or use a new reference.',
    stakeNotFound: 'There is no stake with this reference for this player from your platform.',
    stakeAlreadySettled: (kind: string) => `This stake already has a ${kind} settlement.`,
  },

  realtime: {
    unknownAppKey: (key: string) => `Application key '${key}' does not exist`,
    unsupportedProtocol: 'Unsupported protocol version',
    pathNotFound: 'Path not found',
    invalidVersionFormat: 'Invalid version string format',
    noProtocolVersion: 'No protocol version supplied',
    invalidMessage: 'Invalid message: expected a JSON object with an event',
    unknownEvent: (event: string) => `Unsupported event '${event}'`,
    invalidChannel: 'Invalid channel name',
    invalidSignature: 'Invalid signature',
    presenceUnsupported: 'Presence channels are not supported',
    clientEventsDisabled: 'Client events are not enabled',
    pongNotReceived: 'Pong reply not received',
    connectionTerminated: 'The connection was ended: the account may not use it any more',
    serverClosing: 'Server is shutting down',
    unknownApp: 'Unknown app',
    notFound: 'Not found',
    authFailed: 'Authentication signature invalid',
    authExpired: 'Timestamp expired',
    bodyMd5Mismatch: 'body_md5 does not match the body',
    bodyTooLarge: 'Request body too large',
    invalidEvent: 'Invalid event: needs a name, a string data and one to 100 valid channels',
    invalidBatch: 'Invalid batch: needs one to 10 events with a name, a channel and a string data',
  },
} as const;
