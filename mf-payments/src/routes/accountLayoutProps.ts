/** The props the layout gives every application under /account (root-config/src/layout/layoutRoutes.ts). */
export interface AccountLayoutProps {
  /** The path the layout mounts the account pages under, e.g. /account: react-router's basename. */
  basename: string;
}
