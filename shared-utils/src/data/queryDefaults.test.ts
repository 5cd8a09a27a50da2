import { ApiError } from '../api/ApiError';
import { queryDefaults } from './queryDefaults';

const retry = queryDefaults.queries?.retry as (failureCount: number, error: unknown) => boolean;

it('never retries a refusal (4xx): the API client has already refreshed the token', () => {
  expect(retry(0, ApiError.generic(401))).toBe(false);
  expect(retry(0, new ApiError(422, { amount: ['Too low'] }))).toBe(false);
});

it('retries once a call that got no answer or a server error', () => {
  expect(retry(0, ApiError.generic(0))).toBe(true);
  expect(retry(0, ApiError.generic(503))).toBe(true);
  expect(retry(1, ApiError.generic(503))).toBe(false);
});

it('reads again when a screen opens, not when the window regains focus', () => {
  expect(queryDefaults.queries).toMatchObject({ staleTime: 0, refetchOnWindowFocus: false });
});
