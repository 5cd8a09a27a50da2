/** The location client's error codes (spec 1 §8). */
export const LOCATION_CODES = {
  unexpected: 600,
  notCertifiedBinaries: 601,
  networkConnection: 602,
  serverCommunication: 603,
  clientSuspended: 604,
  disabledSolution: 605,
  invalidLicenseFormat: 606,
  licenseUnauthorized: 607,
  licenseExpired: 608,
  invalidCustomFields: 609,
  localServiceUnavailable: 612,
  localServiceCommunication: 613,
  requestInProgress: 614,
  unsupportedServiceVersion: 615,
  transactionInterrupted: 619,
  transactionTimeout: 620,
  locationServiceDisabled: 621,
  invalidHmac: 640,
  noMemory: 689,
  wrongOrMissingParameter: 699,
} as const;

/** The IP-change service's error codes (spec 1 §8). */
export const IP_SERVICE_CODES = {
  serviceStopped: 700,
  licenseNotSet: 701,
  configurationNotDefined: 702,
  sslError: 703,
  invalidIpFormat: 704,
  networkError: 705,
  serviceError: 706,
  hostUnreachable: 707,
  timeout: 710,
  unknown: 720,
} as const;

export type LocationCode = (typeof LOCATION_CODES)[keyof typeof LOCATION_CODES];
export type IpServiceCode = (typeof IP_SERVICE_CODES)[keyof typeof IP_SERVICE_CODES];
export type LocationErrorCode = LocationCode | IpServiceCode;

/** Only these codes are posted to the remote error logger (spec 1 §7). */
export const REMOTE_LOGGED_CODES: ReadonlySet<number> = new Set([600, 612, 613, 615, 620, 699]);

/** The codes the local service itself may answer a request with; anything else counts as 600. */
export const SERVICE_ANSWER_CODES: ReadonlySet<number> = new Set([
  601, 602, 603, 604, 605, 606, 607, 608, 609, 621, 640, 689,
]);
