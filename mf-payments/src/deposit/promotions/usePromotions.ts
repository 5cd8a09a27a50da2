import { apiGet } from '@portal/shared-utils';
import { useEffect, useState } from 'react';
import { currentClientId } from './currentClientId';
import { sortPromotions, type Promotion } from './promotion';

/** Promotions are refreshed this often for a player who comes from registration (spec 2 §9). */
export const PROMOTION_REFRESH_MS = 5000;

async function fetchPromotions(): Promise<Promotion[]> {
  const response = await apiGet<{ data: Promotion[] }>('/users/promotions/deposit');
  return sortPromotions(response.data.data, currentClientId());
}

/**
 * The deposit promotions, the current brand's first; every 5 s again when `refresh` (a player from
 * registration, whose welcome promotion may still be on its way). A failed load leaves none.
 */
export function usePromotions(refresh: boolean): Promotion[] {
  const [promotions, setPromotions] = useState<Promotion[]>([]);
  useEffect(() => {
    let active = true;
    const load = () =>
      fetchPromotions().then(
        (list) => active && setPromotions(list),
        () => undefined,
      );
    void load();
    const timer = refresh ? setInterval(load, PROMOTION_REFRESH_MS) : undefined;
    return () => {
      active = false;
      clearInterval(timer);
    };
  }, [refresh]);
  return promotions;
}
