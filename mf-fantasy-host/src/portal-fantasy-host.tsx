import { createLifecycles } from '@portal/shared-utils';
import { FantasyApp } from './app/FantasyApp';

/** @portal/fantasy-host#app, mounted at /fantasy. */
export const app = createLifecycles(FantasyApp);
