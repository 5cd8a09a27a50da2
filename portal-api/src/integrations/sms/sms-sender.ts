import type { Outbox } from '../outbox';

export interface OutgoingSms {
  /** The number with its calling code, e.g. +61412345678. */
  to: string;
  text: string;
  /** The verification code the message carries. */
  code?: string;
}

/** Sends text messages to players. */
export interface SmsSender {
  send(sms: OutgoingSms): Promise<void>;
}

/** Puts each text message in the development outbox instead of sending it. */
export function createSandboxSmsSender(outbox: Outbox): SmsSender {
  return {
    async send({ to, text, code }) {
      await outbox.record({
        channel: 'sms',
        to,
        subject: 'SMS',
        body: text,
        ...(code ? { code } : {}),
      });
    },
  };
}
