import { randomInt } from 'node:crypto';
import { SOCKET_ID_PATTERN as SOCKET_ID_SOURCE } from '@portal/contract';

export const SOCKET_ID_PATTERN = new RegExp(SOCKET_ID_SOURCE);

/** A Pusher socket id: two random integers joined by a dot, e.g. "123.456". */
export function newSocketId(): string {
  return `${randomInt(1, 2 ** 31)}.${randomInt(1, 2 ** 31)}`;
}
