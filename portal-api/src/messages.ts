/** Every message the server sends to a client. */
export const messages = {
  generic: 'An error occurred, please try again or contact our Customer Service.',
  notFound: 'Not found.',
  invalidJson: 'The request body is not valid JSON.',
  unsupportedMediaType: 'This content type is not supported.',
  bodyTooLarge: 'The request body is too large.',
  badRequest: 'The request could not be understood.',

  fieldRequired: (label: string) => `${label} is required`,
  fieldType: (label: string, type: string) => `${label} must be ${type}`,
  fieldTooShort: (label: string, min: number) => `${label} must be at least ${min} characters`,
  fieldTooLong: (label: string, max: number) => `${label} may not be longer than ${max} characters`,
  fieldTooSmall: (label: string, min: number) => `${label} must be at least ${min}`,
  fieldTooLarge: (label: string, max: number) => `${label} may not be greater than ${max}`,
  fieldOneOf: (label: string, values: string) => `${label} must be one of: ${values}`,
  fieldInvalid: (label: string) => `${label} is invalid`,
  fieldNulCharacter: (label: string) => `${label} contains a character that is not allowed`,
  invalidEmail: 'Must be a valid email address',
  bodyNotObject: 'The request body must be a JSON object.',

  loginFailed: 'These credentials do not match our records.',
  loginAttemptsExhausted: 'Too many failed login attempts, please reset your password.',

  tokenMissing: 'You need to log in to continue.',
  tokenInvalid: 'Your session is not valid, please log in again.',
  tokenExpired: 'Your session has expired.',
  tokenRevoked: 'Your session has ended, please log in again.',
  tokenRefreshExpired: 'Your session has expired, please log in again.',

  unknownEmbed: (name: string) => `Unknown embed '${name}'.`,

  channelForbidden: 'You are not allowed to subscribe to this channel.',

  userNotFound: 'No player has this email address.',
  balanceBelowZero: 'The balance cannot go below zero.',
  amountZero: 'Amount must not be zero',

  realtime: {
    unknownAppKey: (key: string) => `Application key '${key}' does not exist`,
    unsupportedProtocol: 'Unsupported protocol version',
    invalidMessage: 'Invalid message: expected a JSON object with an event',
    unknownEvent: (event: string) => `Unsupported event '${event}'`,
    invalidChannel: 'Invalid channel name',
    invalidSignature: 'Invalid signature',
    presenceUnsupported: 'Presence channels are not supported',
    clientEventsDisabled: 'Client events are not enabled',
    pongNotReceived: 'Pong reply not received',
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
