import { ApiError } from '../api/ApiError';
import { apiPost } from '../api/apiRequest';
import { session$ } from '../streams/session';
import type { User } from '../user/User';
import {
  CURRENT_USER_PATH,
  publishCurrentUser,
  type CurrentUserResponse,
} from './currentUserResponse';

/**
 * POST /users/current (spec 1 §7): changes the signed-in player's profile with the changed fields
 * (an object, sent as JSON) or their avatar (FormData with an `avatar` file). The account the server
 * answers with is published on user$ at once, so every MF shows the change without a reload.
 * Rejects with the ApiError of a refused change (its field map) and when signed out.
 */
export async function updateUser(changes: Record<string, unknown> | FormData): Promise<User> {
  const token = session$.getValue().token;
  if (!token) throw ApiError.generic(401);
  const response = await apiPost<CurrentUserResponse>(CURRENT_USER_PATH, changes, {
    readHeaders: ['session-time'],
  });
  const user = publishCurrentUser(response, token);
  if (!user) throw ApiError.generic(401);
  return user;
}
