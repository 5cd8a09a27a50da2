import { useQuery } from '@tanstack/react-query';
import type { Day } from '../transactions/dayRange';
import { dayIn, DEFAULT_QUERY } from './period';
import { statementQuery } from './statementApi';

/**
 * Today in the player's time zone, the one the API counts days in: each statement names it, so the
 * page's first statement (this month, cached) tells it; the browser's zone until it has.
 */
export function usePlayerToday(): Day {
  return dayIn(useQuery(statementQuery(DEFAULT_QUERY)).data?.time_zone);
}
