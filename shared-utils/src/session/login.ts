import { apiPost } from '../api/apiRequest';
import type { User } from '../user/User';
import { refreshUser } from './refreshUser';
import { signIn } from './signIn';

export interface LoginCredentials {
  email: string;
  password: string;
  recaptchaToken: string;
  /** A closed account signs in read-only: to read its statements and history, nothing else. */
  readOnly?: boolean;
}

/** The login answer (spec 1 §3 Login response). */
export interface LoginResponse {
  status: string;
  token?: string;
  meta?: { require_password_reset?: boolean; email?: string };
}

export interface LoginResult {
  response: LoginResponse;
  user: User | null;
}

/**
 * Signs in: on status success with a token the token is stored and the user fetched. A refused
 * login rejects with the ApiError (its meta may carry require_password_reset and email).
 */
export async function login({
  email,
  password,
  recaptchaToken,
  readOnly = false,
}: LoginCredentials): Promise<LoginResult> {
  const { data } = await apiPost<LoginResponse>(
    '/auth',
    {
      email,
      password,
      recaptcha_token: recaptchaToken,
      platform: 'web',
      ...(readOnly && { read_only: true }),
    },
    { auth: false },
  );
  if (data.status !== 'success' || !data.token) return { response: data, user: null };
  signIn(data.token);
  return { response: data, user: await refreshUser() };
}
