import type { FastifyBaseLogger } from 'fastify';
import { maskRecipient } from '../../observability/log-redaction';
import { requestLog } from '../../observability/request-context';
import { MailNotSentError } from './mail-not-sent';
import type { Mailer } from './mailer';

/**
 * Logs each e-mail by template and masked address, never its content (links carry one-time
 * tokens). A provider failure is logged as an error and becomes a MailNotSentError, which the call
 * answers with a 503: the player learns the e-mail did not go and asks again.
 */
export function loggedMailer(mailer: Mailer, log: FastifyBaseLogger): Mailer {
  return {
    async send(email) {
      const details = { template: email.template, to: maskRecipient(email.to) };
      try {
        await mailer.send(email);
      } catch (error) {
        requestLog(log).error({ ...details, err: error }, 'e-mail not sent');
        throw new MailNotSentError(error);
      }
      requestLog(log).info(details, 'e-mail sent');
    },
  };
}
