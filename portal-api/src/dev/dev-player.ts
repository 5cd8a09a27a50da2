import type { FastifyRequest } from 'fastify';
import { brandOf } from '../brands/request-brand';
import type { Queryable } from '../db/db';
import { fieldError } from '../http/http-error';
import { messages } from '@portal/contract';

/**
 * The id of the player of the request's brand with the e-mail (a development route names players
 * by e-mail, which is unique per brand); a 422 on `email` when there is none.
 */
export async function devPlayerId(
  q: Queryable,
  request: FastifyRequest,
  email: string,
): Promise<number> {
  const [user] = await q.query<{ id: number }>(
    'SELECT id FROM users WHERE brand_id = $1 AND lower(email) = lower($2)',
    [brandOf(request).id, email],
  );
  if (!user) throw fieldError('email', messages.userNotFound);
  return user.id;
}
