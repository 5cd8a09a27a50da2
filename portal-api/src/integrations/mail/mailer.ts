import type { Outbox } from '../outbox';

/** The e-mails the API sends, by name (logs name the template, never the content). */
export type MailTemplate = 'email-verification' | 'password-reset' | 'monthly-statement';

export interface OutgoingEmail {
  template: MailTemplate;
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

/** Puts each e-mail in the development outbox instead of sending it. */
export function createSandboxMailer(outbox: Outbox): Mailer {
  return {
    async send({ to, subject, text, link }) {
      await outbox.record({ channel: 'email', to, subject, body: text, ...(link ? { link } : {}) });
    },
  };
}
