import { MODAL_PARAM, openModal, type ModalName } from '@portal/shared-utils';
import type { AnchorHTMLAttributes } from 'react';

type ModalLinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & {
  /** The modal to open, e.g. 'deposit'. */
  modal: ModalName;
};

/**
 * A link that opens a modal on the current page (spec 1 §2: the `modal` query parameter) without a
 * page load; its own onClick runs first, e.g. to close the menu it sits in.
 */
export function ModalLink({ modal, onClick, ...props }: ModalLinkProps) {
  return (
    <a
      {...props}
      href={`?${MODAL_PARAM}=${encodeURIComponent(modal)}`}
      onClick={(event) => {
        event.preventDefault();
        onClick?.(event);
        openModal(modal);
      }}
    />
  );
}
