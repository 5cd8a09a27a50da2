import type { FastifyServerOptions } from 'fastify';
import { REDACT_PATHS, REDACTED, serializeRequest } from './log-redaction';

/** Where and how much the API logs; `stream` defaults to stdout. */
export interface LogOptions {
  level?: string;
  stream?: { write(line: string): void };
}

/** The Fastify logger: the given level and stream, with every secret redacted. */
export function loggerOptions(options: LogOptions | false): FastifyServerOptions['logger'] {
  if (!options) return false;
  return {
    ...options,
    redact: { paths: REDACT_PATHS, censor: REDACTED },
    serializers: { req: serializeRequest },
  } as FastifyServerOptions['logger'];
}
