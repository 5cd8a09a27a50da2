import type { FastifyInstance, FastifyRequest } from 'fastify';
import { messages } from '@portal/contract';
import { generalError } from './http-error';
import { isNestedDeeperThan, MAX_JSON_DEPTH } from './json-depth';

/**
 * Parses JSON bodies as Fastify does (refusing __proto__ and constructor keys), except that an
 * empty body is no body (a call that takes none may still name application/json) and a body
 * nested deeper than MAX_JSON_DEPTH is refused before it is parsed. `contentType` is another type
 * whose bodies are JSON in this plugin's routes (a beacon's text/plain). `keepText` receives each
 * body's text as sent (a signed call's signature covers the exact bytes, not the parsed value).
 */
export function acceptJsonBodies(
  app: FastifyInstance,
  contentType = 'application/json',
  keepText?: (request: FastifyRequest, text: string) => void,
): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser(contentType);
  app.addContentTypeParser(contentType, { parseAs: 'string' }, (request, body, done) => {
    const text = String(body);
    keepText?.(request, text);
    if (text.trim() === '') {
      done(null, undefined);
    } else if (isNestedDeeperThan(text, MAX_JSON_DEPTH)) {
      done(generalError(400, messages.bodyTooDeep), undefined);
    } else {
      parseJson(request, text, done);
    }
  });
}
