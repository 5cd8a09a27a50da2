// Gzips an answer on its way out when the client takes it and its type is text, as the CDN in front
// of a production page host would.
import { Readable } from 'node:stream';
import zlib from 'node:zlib';
import { compressible } from './content-types.mjs';

/** Fastify onSend hook. */
export async function gzip(request, reply, payload) {
  reply.header('Vary', 'Accept-Encoding');
  const wanted = /\bgzip\b/.test(request.headers['accept-encoding'] ?? '');
  if (!wanted || payload == null || reply.statusCode === 304) return payload;
  if (!compressible(reply.getHeader('content-type'))) return payload;
  reply.header('Content-Encoding', 'gzip');
  if (payload instanceof Readable || typeof payload.pipe === 'function') {
    reply.removeHeader('content-length');
    return payload.pipe(zlib.createGzip());
  }
  return zlib.gzipSync(payload);
}
