import { start } from 'single-spa';
import {
  getConfig,
  loadConfig,
  prefetchModalOwners,
  startErrorReports,
  startSession,
} from '@portal/shared-utils';
import { nameDocumentForBrand } from './brandDocument';
import { createAppLoader, type ModuleLoader } from './loading/appLoader';
import { setMountTimeouts } from './loading/mountTimeouts';
import { registerLayout } from './layout/registerLayout';
import { selectRoutes } from './layout/selectRoutes';
import { installRedirects } from './routing/redirects';

declare const System: ModuleLoader;

async function boot() {
  await loadConfig();
  const config = getConfig();
  // Before any micro-frontend loads, so that every failure from here on reaches the collector.
  startErrorReports(config.errorReportUrl);
  document.documentElement.dataset.region = config.region;
  nameDocumentForBrand(config);
  installRedirects(config);

  const template = document.querySelector<HTMLTemplateElement>('#single-spa-layout');
  if (!template) throw new Error('root-config: the layout template is missing from index.html');
  const appLoader = createAppLoader(System);
  setMountTimeouts();
  registerLayout(selectRoutes(template, config), appLoader.loadApp);
  appLoader.retryFailedOnNavigation();

  startSession();
  start({ urlRerouteOnly: true });
  prefetchModalOwners();
}

void boot();
