import type { Api } from '../http/api';
import type { AppContext } from '../app-context';
import { generalError } from '../http/http-error';
import { avatarRoute, messages } from '@portal/contract';

/**
 * GET /avatars/{file}: the stored avatar variants. Public, like any image a page shows: the names
 * are unguessable and change with each upload, so they are cached for good.
 */
export async function avatarRoutes(app: Api, ctx: AppContext): Promise<void> {
  app.get('/avatars/:file', { schema: avatarRoute }, async (request, reply) => {
    const avatar = await ctx.avatars.read(request.params.file);
    if (!avatar) throw generalError(404, messages.notFound);
    return reply
      .header('content-type', avatar.contentType)
      .header('cache-control', 'public, max-age=31536000, immutable')
      .header('x-content-type-options', 'nosniff')
      .header('cross-origin-resource-policy', 'cross-origin')
      .send(avatar.content);
  });
}
