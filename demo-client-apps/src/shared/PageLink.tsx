import type { AnchorHTMLAttributes } from 'react';
import { navigateToUrl } from 'single-spa';
import { usePageLocation } from './PageRouter';

type PageLinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & {
  /** A page of the client app, from its base path: '/' is its home, '/my-bets' a page below it. */
  to: string;
};

/**
 * A link to one of the client app's pages. Followed, it navigates through single-spa (the portal's
 * history, no page load); clicks with a modifier key keep the browser's behaviour.
 */
export function PageLink({ to, onClick, ...props }: PageLinkProps) {
  const { basename } = usePageLocation();
  const base = basename.replace(/\/+$/, '');
  return (
    <a
      {...props}
      href={to === '/' ? base || '/' : `${base}${to}`}
      onClick={(event) => {
        onClick?.(event);
        if (event.defaultPrevented || event.button !== 0) return;
        if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
        if (props.target && props.target !== '_self') return;
        navigateToUrl(event);
      }}
    />
  );
}
