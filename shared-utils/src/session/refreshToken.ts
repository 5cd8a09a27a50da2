import { apiPost } from '../api/apiRequest';
import { signIn } from './signIn';

interface RefreshResponse {
  status?: string;
  token: string;
}

let pending: Promise<void> | null = null;

async function requestNewToken(): Promise<void> {
  const { data } = await apiPost<RefreshResponse>('/auth/refresh', undefined, {
    notifyUnauthorized: false,
  });
  if (!data?.token) throw new Error('The token refresh returned no token.');
  signIn(data.token);
}

/**
 * Exchanges the expired token for a new one. Single-flight: however many calls ask at once, one
 * POST /auth/refresh is made and all of them share its outcome.
 */
export function refreshToken(): Promise<void> {
  pending ??= requestNewToken().finally(() => {
    pending = null;
  });
  return pending;
}
