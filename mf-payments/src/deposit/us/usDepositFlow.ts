import { isUS, type PortalConfig } from '@portal/shared-utils';

/**
 * Whether the deposits of this page go through the US flow (spec 2 §2: US English gets it): the
 * deposit modal and the onboarding deposit after sign-up alike.
 */
export function usesUsDeposit(config: PortalConfig): boolean {
  return config.language === 'enUS' || isUS(config);
}
