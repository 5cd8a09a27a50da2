import { Type, type Static } from 'typebox';
import { ErrorResponse } from '../common/errors.js';
import { binaryMedia } from '../common/replies.js';

export const AvatarParams = Type.Object({ file: Type.String({ title: 'File' }) });
export type AvatarParams = Static<typeof AvatarParams>;

/** GET /avatars/{file}: the picture as stored (JPEG, PNG or WebP, its own content type). */
export const avatarRoute = {
  params: AvatarParams,
  response: { 200: binaryMedia('image/*', 'The avatar picture'), '4xx': ErrorResponse },
} as const;
