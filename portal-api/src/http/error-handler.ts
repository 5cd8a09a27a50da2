import type { FastifyError, FastifyInstance } from 'fastify';
import { messages } from '@portal/contract';
import { DatabaseUnavailableError } from '../db/database-unavailable';
import { MailNotSentError } from '../integrations/mail/mail-not-sent';
import { HttpError, generalError } from './http-error';

/** What a 503 asks the client to wait before trying again. */
const RETRY_AFTER_SECONDS = 5;

const CLIENT_ERROR_MESSAGES: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: messages.invalidJson,
  FST_ERR_CTP_EMPTY_JSON_BODY: messages.invalidJson,
  FST_ERR_CTP_INVALID_MEDIA_TYPE: messages.unsupportedMediaType,
  FST_ERR_CTP_BODY_TOO_LARGE: messages.bodyTooLarge,
};

function toHttpError(error: FastifyError): HttpError | undefined {
  if (error instanceof HttpError) return error;
  const status = error.statusCode ?? 500;
  if (status < 400 || status >= 500) return undefined;
  return generalError(status, CLIENT_ERROR_MESSAGES[error.code] ?? messages.badRequest);
}

/**
 * Every error leaves as `{errors: {field: [messages]}, meta?}`; a database out of reach or a mail
 * provider refusing an e-mail is a 503 with Retry-After, and only real faults are 500s.
 */
export function installErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler<FastifyError>((error, request, reply) => {
    const httpError = toHttpError(error);
    if (httpError) return reply.status(httpError.statusCode).send(httpError.body());
    const unavailable = () =>
      reply
        .status(503)
        .header('retry-after', String(RETRY_AFTER_SECONDS))
        .send(generalError(503, messages.serviceUnavailable).body());
    if (error instanceof DatabaseUnavailableError) {
      request.log.warn({ err: error.cause }, 'database unavailable');
      return unavailable();
    }
    // The mailer logged what failed.
    if (error instanceof MailNotSentError) return unavailable();
    request.log.error(error);
    return reply.status(500).send(generalError(500, messages.generic).body());
  });
  app.setNotFoundHandler((_request, reply) =>
    reply.status(404).send(generalError(404, messages.notFound).body()),
  );
}
