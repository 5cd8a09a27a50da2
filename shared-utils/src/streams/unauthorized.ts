import { Subject } from 'rxjs';

export interface TokenStatus {
  id: number;
  name?: string;
}

/** Token status id 1: the token expired but can be refreshed. */
export const TOKEN_STATUS_REFRESHABLE = 1;

export interface UnauthorizedEvent {
  token_status: TokenStatus | null;
  /** The bearer token the failed call sent, when it sent one. */
  token?: string | null;
}

/** A call failed with 401 and an errors body; carries the response's meta.token_status. */
export const unauthorized$ = new Subject<UnauthorizedEvent>();
