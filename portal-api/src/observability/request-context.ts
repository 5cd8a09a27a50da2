import { AsyncLocalStorage } from 'node:async_hooks';
import type { FastifyBaseLogger, FastifyInstance, FastifyRequest } from 'fastify';
import { REQUEST_ID_HEADER } from './request-id';

const storage = new AsyncLocalStorage<FastifyRequest>();

/** The request being served, for code that is called without it (publishers, mailers). */
export function currentRequest(): FastifyRequest | undefined {
  return storage.getStore();
}

/** The log of the request being served (each line carries its id), else `fallback`. */
export function requestLog(fallback: FastifyBaseLogger): FastifyBaseLogger {
  return currentRequest()?.log ?? fallback;
}

/**
 * Returns each request's id in `x-request-id` and makes the request current for everything its
 * handling calls. Entered again before validation: the body arrives in the socket's own async
 * context, which does not carry the one entered on request.
 */
export function trackRequests(app: FastifyInstance): void {
  app.addHook('onRequest', (request, reply, done) => {
    reply.header(REQUEST_ID_HEADER, request.id);
    storage.run(request, done);
  });
  app.addHook('preValidation', (request, _reply, done) => {
    storage.run(request, done);
  });
}
