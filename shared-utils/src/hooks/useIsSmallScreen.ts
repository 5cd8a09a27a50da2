import { SMALL_SCREEN_QUERY } from '../layout/breakpoints';
import { useMediaQuery } from './useMediaQuery';

/** Whether the viewport is narrower than 768 px. */
export function useIsSmallScreen(): boolean {
  return useMediaQuery(SMALL_SCREEN_QUERY);
}
