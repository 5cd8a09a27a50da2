import { createLifecycles } from '@portal/shared-utils';
import { BettingApp } from './app/BettingApp';

/** @portal/betting-host#app, mounted at /betting. */
export const app = createLifecycles(BettingApp);
