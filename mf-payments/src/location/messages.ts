import type { LocationErrorCode } from './codes';

/** The environments the local service accepts in connect (spec 1 §5). */
export const ENVIRONMENT_IDS = ['production', 'staging', 'qat', 'test', 'dev', 'desktop', 'sec'];

/**
 * The player-facing text of every location code (spec 1 §8). The 699 texts are the spec's own;
 * the others say, in the player's words, what the code means and what to do next.
 */
export const locationMessages = {
  missingParameter: (name: string) => `Connect method is missing required parameter ${name}`,
  wrongEnvironment:
    'Parameter environmentId has wrong value. Please try again with one of the allowed values',
  codes: {
    600: 'Something unexpected stopped the location check. Please try again.',
    601: 'The location service on this device is not a certified version. Please reinstall it and try again.',
    602: 'The location check needs a network connection. Please check your connection and try again.',
    603: 'The location service could not reach its server. Please try again.',
    604: 'Location checks are suspended on this device. Please contact Customer Service.',
    605: 'Location checks are switched off at the moment. Please try again later.',
    606: 'The location check could not start: its license is not valid. Please contact Customer Service.',
    607: 'The location check could not start: its license is not authorised. Please contact Customer Service.',
    608: 'The location check could not start: its license has expired. Please contact Customer Service.',
    609: 'The location check was sent details it cannot use. Please contact Customer Service.',
    612: 'The location service is not running on this device. Please start it and try again.',
    613: 'The location service stopped answering. Please try again.',
    614: 'A location check is already in progress. Please wait for it to finish.',
    615: 'The location service on this device is out of date. Please update it and try again.',
    619: 'The location check was interrupted. Please try again.',
    620: 'The location check took too long. Please try again.',
    621: 'Location services are turned off on this device. Please turn them on and try again.',
    640: 'The location check could not be verified. Please try again.',
    689: 'The location service ran out of memory. Please close other programs and try again.',
    699: 'The location check was started with a wrong or missing parameter.',
    700: 'The IP check has been stopped.',
    701: 'The IP check cannot run without a license.',
    702: 'The IP check is not configured.',
    703: 'The IP check could not make a secure connection.',
    704: 'The IP check received an address it does not recognise.',
    705: 'The IP check needs a network connection.',
    706: 'The IP check service answered with an error.',
    707: 'The IP check service could not be reached.',
    710: 'The IP check took too long.',
    720: 'The IP check failed for an unknown reason.',
  } satisfies Record<LocationErrorCode, string>,
};
