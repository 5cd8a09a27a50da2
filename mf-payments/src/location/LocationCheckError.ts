import { locationMessages } from './messages';
import type { LocationErrorCode } from './codes';

/** A failed location check: `code` is one of spec 1 §8's codes, `message` the player-facing text. */
export class LocationCheckError extends Error {
  readonly code: LocationErrorCode;

  constructor(code: LocationErrorCode, message: string = locationMessages.codes[code]) {
    super(message);
    this.name = 'LocationCheckError';
    this.code = code;
  }
}
