import { randomInt } from 'node:crypto';

export const SOCKET_ID_PATTERN = /^\d{1,15}\.\d{1,15}$/;

/** A Pusher socket id: two random integers joined by a dot, e.g. "123.456". */
export function newSocketId(): string {
  return `${randomInt(1, 2 ** 31)}.${randomInt(1, 2 ** 31)}`;
}
