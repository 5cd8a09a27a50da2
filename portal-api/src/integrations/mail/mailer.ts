import type { Outbox } from '../outbox';

export interface OutgoingEmail {
  to: string;
  subject: string;
  text: string;
  /** The link the message is about (password reset, e-mail verification). */
  link?: string;
}

/** Sends e-mail to players. */
export interface Mailer {
  send(email: OutgoingEmail): Promise<void>;
}

/** Puts each e-mail in the development outbox and the log instead of sending it. */
export function createSandboxMailer(outbox: Outbox): Mailer {
  return {
    async send({ to, subject, text, link }) {
      await outbox.record({ channel: 'email', to, subject, body: text, ...(link ? { link } : {}) });
    },
  };
}
