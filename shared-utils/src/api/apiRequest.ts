import { getConfig } from '../config/config';
import { session$ } from '../streams/session';
import { unauthorized$, type TokenStatus } from '../streams/unauthorized';
import { ApiError, type ErrorMap, type ErrorMeta } from './ApiError';
import { recordApiAnswer } from './apiStatus';
import { clientHeaders } from './clientHeaders';

export type QueryValue = string | number | boolean | null | undefined;
export type Query = Record<string, QueryValue>;

export interface ApiRequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Sent as JSON; FormData is sent as it is (multipart). */
  body?: unknown;
  /** Appended to the path; null and undefined values are left out. */
  query?: Query;
  headers?: Record<string, string>;
  /** Response headers to return, e.g. ['session-time']; keys come back in lower case. */
  readHeaders?: string[];
  /** Send the bearer token when signed in (default true). */
  auth?: boolean;
  /** Emit a 401 on unauthorized$ (default true); off for calls that handle their own 401. */
  notifyUnauthorized?: boolean;
  signal?: AbortSignal;
}

export interface ApiResponse<T> {
  /** The parsed response body. */
  data: T;
  /** The response headers named in readHeaders that the response carried. */
  headers: Record<string, string>;
}

interface ErrorBody {
  errors: ErrorMap;
  meta?: ErrorMeta & { token_status?: TokenStatus };
}

export function apiUrl(path: string, query: Query = {}): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== null && value !== undefined) search.append(key, String(value));
  }
  const queryString = search.toString();
  const separator = path.includes('?') ? '&' : '?';
  return `${getConfig().apiBaseUrl}${path}${queryString ? separator + queryString : ''}`;
}

function requestHeaders(options: ApiRequestOptions, token: string | null): Headers {
  const headers = new Headers(clientHeaders());
  const sendsJson = options.body !== undefined && !(options.body instanceof FormData);
  if (sendsJson) headers.set('Content-Type', 'application/json');
  if (token && options.auth !== false) headers.set('Authorization', `Bearer ${token}`);
  for (const [name, value] of Object.entries(options.headers ?? {})) headers.set(name, value);
  return headers;
}

function requestBody(body: unknown): BodyInit | undefined {
  if (body === undefined) return undefined;
  return body instanceof FormData ? body : JSON.stringify(body);
}

async function parseBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

function isErrorBody(body: unknown): body is ErrorBody {
  return (
    typeof body === 'object' &&
    body !== null &&
    typeof (body as { errors?: unknown }).errors === 'object' &&
    (body as { errors?: unknown }).errors !== null
  );
}

/** Sends one call; resolves with the OK response, rejects with an ApiError. */
async function send(path: string, options: ApiRequestOptions): Promise<Response> {
  const token = options.auth === false ? null : session$.getValue().token;
  let response: Response;
  try {
    response = await fetch(apiUrl(path, options.query), {
      method: options.method ?? 'GET',
      headers: requestHeaders(options, token),
      body: requestBody(options.body),
      signal: options.signal,
    });
  } catch (error) {
    if (options.signal?.aborted) throw error;
    recordApiAnswer(0, false);
    throw ApiError.generic(0);
  }
  if (response.ok) {
    recordApiAnswer(response.status, true);
    return response;
  }

  const body = await parseBody(response).catch(() => null);
  recordApiAnswer(response.status, isErrorBody(body));
  if (!isErrorBody(body)) throw ApiError.generic(response.status);
  const meta = body.meta ?? {};
  if (response.status === 401 && options.notifyUnauthorized !== false) {
    unauthorized$.next({
      token_status: meta.token_status ?? null,
      token,
      message: body.errors.error?.[0],
    });
  }
  throw new ApiError(response.status, body.errors, meta);
}

function pickHeaders(response: Response, names: string[] = []): Record<string, string> {
  const picked: Record<string, string> = {};
  for (const name of names) {
    const value = response.headers.get(name);
    if (value !== null) picked[name.toLowerCase()] = value;
  }
  return picked;
}

/**
 * A call to the portal API with the conventions of spec 1 §7: JSON, X-Platform, X-Product and the
 * bearer token. A non-OK answer rejects with an ApiError (its errors body, or the generic message);
 * a 401 with an errors body also emits its token_status on unauthorized$.
 */
export async function apiRequest<T>(
  path: string,
  options: ApiRequestOptions = {},
): Promise<ApiResponse<T>> {
  const response = await send(path, options);
  return {
    data: (await parseBody(response)) as T,
    headers: pickHeaders(response, options.readHeaders),
  };
}

export function apiGet<T>(path: string, options: Omit<ApiRequestOptions, 'method' | 'body'> = {}) {
  return apiRequest<T>(path, { ...options, method: 'GET' });
}

export function apiPost<T>(
  path: string,
  body?: unknown,
  options: Omit<ApiRequestOptions, 'method' | 'body'> = {},
) {
  return apiRequest<T>(path, { ...options, method: 'POST', body });
}

export function apiDelete<T>(path: string, options: Omit<ApiRequestOptions, 'method'> = {}) {
  return apiRequest<T>(path, { ...options, method: 'DELETE' });
}

/** Downloads a file (e.g. the transactions CSV); rejects with an ApiError on a non-OK answer. */
export async function apiDownload(path: string, query: Query = {}): Promise<Blob> {
  const response = await send(path, { query });
  return response.blob();
}
