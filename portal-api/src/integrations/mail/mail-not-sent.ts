/** The mail provider did not take an e-mail: the call answers 503 and the player tries again. */
export class MailNotSentError extends Error {
  constructor(cause: unknown) {
    super('e-mail not sent', { cause });
    this.name = 'MailNotSentError';
  }
}
