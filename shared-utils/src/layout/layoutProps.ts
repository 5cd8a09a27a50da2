/**
 * The props the layout template gives the applications under /account (`<route path="account"
 * props="basename">`; root-config/src/layout/layoutRoutes.ts holds the value).
 */
export interface AccountLayoutProps {
  /** The path the layout mounts the account pages under, e.g. /account: react-router's basename. */
  basename: string;
}
