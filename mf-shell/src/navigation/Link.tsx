import type { AnchorHTMLAttributes } from 'react';
import { navigateToUrl } from 'single-spa';

type LinkProps = AnchorHTMLAttributes<HTMLAnchorElement> & { href: string };

/** An anchor that navigates through single-spa (no page load); modifier clicks keep browser behaviour. */
export function Link({ onClick, ...props }: LinkProps) {
  return (
    <a
      {...props}
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
