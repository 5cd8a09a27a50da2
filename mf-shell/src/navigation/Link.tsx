import { navigate } from '@portal/shared-utils';
import type { AnchorHTMLAttributes } from 'react';

type LinkProps = AnchorHTMLAttributes<HTMLAnchorElement> & { href: string };

/** An anchor to a page of the portal, followed without a page load; modifier clicks act as usual. */
export function Link({ onClick, ...props }: LinkProps) {
  return (
    <a
      {...props}
      onClick={(event) => {
        onClick?.(event);
        if (event.defaultPrevented || event.button !== 0) return;
        if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
        if (props.target && props.target !== '_self') return;
        event.preventDefault();
        navigate(event.currentTarget.href);
      }}
    />
  );
}
