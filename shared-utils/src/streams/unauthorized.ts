import { Subject } from 'rxjs';

export interface TokenStatus {
  id: number;
  name?: string;
}

/** Token status id 1: the token expired but can be refreshed. */
export const TOKEN_STATUS_REFRESHABLE = 1;

/** Token status id 4: the server ended the session for the reason the message gives. */
export const TOKEN_STATUS_ENDED = 4;

export interface UnauthorizedEvent {
  token_status: TokenStatus | null;
  /** The bearer token the failed call sent, when it sent one. */
  token?: string | null;
  /** The server's message (errors.error), when it gave one. */
  message?: string;
}

/** A call failed with 401 and an errors body; carries the response's meta.token_status. */
export const unauthorized$ = new Subject<UnauthorizedEvent>();
