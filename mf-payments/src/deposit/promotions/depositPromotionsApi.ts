import type { DepositPromotionsResponse } from '@portal/contract';
import { apiGet } from '@portal/shared-utils';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { currentClientId } from './currentClientId';
import { sortPromotions, type Promotion } from './promotion';

/** Promotions are refreshed this often for a player who comes from registration (spec 2 §9). */
export const PROMOTION_REFRESH_MS = 5000;

const NO_PROMOTIONS: Promotion[] = [];

/** GET /users/promotions/deposit: the deposit promotions, the current brand's first. */
export async function fetchDepositPromotions(): Promise<Promotion[]> {
  const response = await apiGet<DepositPromotionsResponse>('/users/promotions/deposit');
  return sortPromotions(response.data.data, currentClientId());
}

/** The deposit promotions as a query. */
export const depositPromotionsQuery = queryOptions({
  queryKey: ['users', 'promotions', 'deposit'] as const,
  queryFn: fetchDepositPromotions,
});

/**
 * The deposit promotions, the current brand's first; every 5 s again when `refresh` (a player from
 * registration, whose welcome promotion may still be on its way). A failed load leaves none.
 */
export function useDepositPromotions(refresh: boolean): Promotion[] {
  const { data } = useQuery({
    ...depositPromotionsQuery,
    refetchInterval: refresh ? PROMOTION_REFRESH_MS : false,
    refetchIntervalInBackground: true,
  });
  return data ?? NO_PROMOTIONS;
}
