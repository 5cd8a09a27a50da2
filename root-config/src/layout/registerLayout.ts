import { registerApplication } from 'single-spa';
import { constructApplications, constructLayoutEngine } from 'single-spa-layout';
import type { LifeCycles } from 'single-spa';
import { layoutRoutes } from './layoutRoutes';

/** Registers every application of the layout template and lets single-spa-layout place them. */
export function registerLayout(
  template: HTMLTemplateElement,
  loadApp: (props: { name: string }) => Promise<LifeCycles>,
) {
  const routes = layoutRoutes(template);
  const applications = constructApplications({ routes, loadApp });
  const layoutEngine = constructLayoutEngine({ routes, applications });
  applications.forEach(registerApplication);
  layoutEngine.activate();
}
