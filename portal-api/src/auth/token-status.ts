import { generalError, type HttpError } from '../http/http-error';

/**
 * Token status ids of spec 1 §4: 1 expired but refreshable, 2 revoked, 3 invalid; and 4: the
 * server ended the session for the reason the message gives (the daily time limit is used up).
 */
export const TOKEN_STATUS = {
  expired: { id: 1, name: 'expired' },
  revoked: { id: 2, name: 'revoked' },
  invalid: { id: 3, name: 'invalid' },
  ended: { id: 4, name: 'ended' },
} as const;

export type TokenStatusName = keyof typeof TOKEN_STATUS;

/** The 401 that carries meta.token_status so the client knows whether to refresh. */
export function tokenStatusError(status: TokenStatusName, message: string): HttpError {
  return generalError(401, message, { token_status: TOKEN_STATUS[status] });
}
