import { createLifecycles } from '@portal/shared-utils';
import { CloseAccountPage } from './close-account/CloseAccountPage';
import { LimitsPage } from './limits/LimitsPage';
import { SelfExclusionPage } from './self-exclusion/SelfExclusionPage';
import { TakeABreakPage } from './take-a-break/TakeABreakPage';

/** /account/limits */
export const limits = createLifecycles(LimitsPage);

/** /account/take-a-break (non-US) and /account/timeout (US) */
export const takeABreak = createLifecycles(TakeABreakPage);

/** /account/self-exclusion */
export const selfExclusion = createLifecycles(SelfExclusionPage);

/** /account/close-account */
export const closeAccount = createLifecycles(CloseAccountPage);
