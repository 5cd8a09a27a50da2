import type { AccountLayoutProps } from '@portal/shared-utils';
import { constructRoutes } from 'single-spa-layout';

/**
 * The values of the props the layout template names (`<route props="...">`). single-spa-layout hands
 * a route's props to every application under it, in the application's mount props.
 */
export const layoutProps: AccountLayoutProps = {
  /**
   * Given by `<route path="account" props="basename">`: the path the account micro-frontends route
   * their pages under (react-router's basename), so each reads it from the layout, not a constant.
   */
  basename: '/account',
};

/** The layout template's routes, with the values of the props it names. */
export function layoutRoutes(template: HTMLTemplateElement) {
  return constructRoutes(template, { loaders: {}, props: layoutProps });
}
