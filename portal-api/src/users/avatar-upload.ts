import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../app-context';
import { makeAvatarVariantsOffThread } from '../avatars/avatar-resize';
import { readImageHeader } from '../avatars/image-header';
import { fieldError, generalError, HttpError } from '../http/http-error';
import { messages } from '@portal/contract';

/** Larger images are refused before they are decoded (a small file can hold a huge image). */
export const AVATAR_MAX_SIDE = 6000;
const AVATAR_MAX_PIXELS = 24_000_000;

const m = messages.profile;

/** '5 MB', or '195 KB' under a megabyte. */
function fileSize(bytes: number): string {
  const megabytes = bytes / 1024 / 1024;
  return megabytes >= 1
    ? `${Math.floor(megabytes * 10) / 10} MB`
    : `${Math.floor(bytes / 1024)} KB`;
}

function uploadError(error: unknown, maxBytes: number) {
  const code = (error as { code?: unknown }).code;
  if (code === 'FST_REQ_FILE_TOO_LARGE') {
    return fieldError('avatar', m.avatarTooLarge(fileSize(maxBytes)));
  }
  if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') {
    return fieldError('avatar', m.avatarOnlyField);
  }
  return generalError(400, messages.badRequest);
}

/** The bytes of the multipart part named `avatar`; other text fields are ignored. */
async function readAvatarPart(request: FastifyRequest, maxBytes: number): Promise<Buffer> {
  let avatar: Buffer | undefined;
  try {
    const parts = request.parts({
      limits: { fileSize: maxBytes, files: 1, fields: 10, parts: 11, fieldSize: 1024 },
    });
    for await (const part of parts) {
      if (part.type !== 'file') continue;
      if (part.fieldname !== 'avatar') throw fieldError('avatar', m.avatarOnlyField);
      avatar = await part.toBuffer();
    }
  } catch (error) {
    if (error instanceof HttpError) throw error;
    throw uploadError(error, maxBytes);
  }
  if (!avatar || avatar.length === 0) throw fieldError('avatar', m.avatarRequired);
  return avatar;
}

/**
 * POST /users/current as multipart: an `avatar` PNG, JPEG or WebP image. Its large and small
 * variants replace the previous ones, whose files are removed.
 */
export async function uploadAvatar(
  ctx: AppContext,
  request: FastifyRequest,
  userId: number,
): Promise<void> {
  const bytes = await readAvatarPart(request, ctx.config.avatarMaxBytes);
  const header = readImageHeader(bytes);
  if (!header) throw fieldError('avatar', m.avatarType);
  const { width, height } = header;
  if (Math.max(width, height) > AVATAR_MAX_SIDE || width * height > AVATAR_MAX_PIXELS) {
    throw fieldError('avatar', m.avatarDimensions(AVATAR_MAX_SIDE));
  }
  let variants: Awaited<ReturnType<typeof makeAvatarVariantsOffThread>>;
  try {
    variants = await makeAvatarVariantsOffThread(bytes, header.format);
  } catch {
    throw fieldError('avatar', m.avatarUnreadable);
  }
  const names = await ctx.avatars.save(userId, header.format, variants);
  let previous: { avatar_large: string | null; avatar_small: string | null } | undefined;
  try {
    [previous] = await ctx.db.query<{ avatar_large: string | null; avatar_small: string | null }>(
      `UPDATE users u SET avatar_large = $2, avatar_small = $3
       FROM (SELECT id, avatar_large, avatar_small FROM users WHERE id = $1 FOR UPDATE) old
       WHERE u.id = old.id
       RETURNING old.avatar_large, old.avatar_small`,
      [userId, names.large, names.small],
    );
  } catch (error) {
    await ctx.avatars.remove([names.large, names.small]);
    throw error;
  }
  if (previous) await ctx.avatars.remove([previous.avatar_large, previous.avatar_small]);
}
