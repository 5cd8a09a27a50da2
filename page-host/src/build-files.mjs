// The published builds' files from the static store (@fastify/static), cached for good: a build's
// path changes with its content. Source maps only when SERVE_SOURCE_MAPS is on.
import path from 'node:path';
import { refuse } from './answers.mjs';
import { typeOf } from './content-types.mjs';

const IMMUTABLE = 'public, max-age=31536000, immutable';

/** Answers the build file at the decoded URL path `urlPath`, or a 404. */
export function sendBuildFile(reply, urlPath, { storeDir, serveSourceMaps }) {
  const extension = path.extname(urlPath);
  if (extension === '.map' && !serveSourceMaps) return refuse(reply, 404);
  reply.headers({ 'Content-Type': typeOf(extension), 'Cache-Control': IMMUTABLE });
  return reply.sendFile(urlPath.slice(1), storeDir, {
    cacheControl: false,
    contentType: false,
    acceptRanges: false,
    dotfiles: 'deny',
    index: false,
  });
}
