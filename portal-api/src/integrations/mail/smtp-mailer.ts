import nodemailer from 'nodemailer';
import type { Mailer } from './mailer';
import type { SmtpSettings } from './smtp-settings';

/** How long the SMTP server gets to accept the connection, greet, and answer each command. */
const CONNECTION_TIMEOUT_MS = 10_000;
const SOCKET_TIMEOUT_MS = 20_000;

/** Sends each e-mail as plain text over SMTP (nodemailer), from `from`. Failures throw. */
export function createSmtpMailer(settings: SmtpSettings, from: string): Mailer {
  const { host, port, user, password, tls } = settings;
  const transport = nodemailer.createTransport({
    host,
    port,
    secure: tls === 'implicit',
    requireTLS: tls === 'starttls',
    ignoreTLS: tls === 'off',
    ...(user ? { auth: { user, pass: password ?? '' } } : {}),
    tls: { minVersion: 'TLSv1.2' },
    connectionTimeout: CONNECTION_TIMEOUT_MS,
    greetingTimeout: CONNECTION_TIMEOUT_MS,
    socketTimeout: SOCKET_TIMEOUT_MS,
  });
  return {
    async send({ to, subject, text }) {
      await transport.sendMail({ from, to, subject, text });
    },
  };
}
