import { Button } from '@portal/shared-utils';
import { useContext, type ReactNode } from 'react';
import { messages } from '../../messages';
import { BackTarget } from './backTarget';
import { PageHeading } from './PageHeading';
import styles from './DepositPageFrame.module.css';

export interface DepositPageFrameProps {
  heading: string;
  /** Returns to the previous page; no Back button without it. */
  onBack?: () => void;
  children: ReactNode;
}

/** One page of a deposit flow: Back to the previous page, the heading (focused) and the content. */
export function DepositPageFrame({ heading, onBack, children }: DepositPageFrameProps) {
  const backTo = useContext(BackTarget);
  return (
    <section className={styles.page}>
      {onBack && (
        <Button variant="link" className={styles.back} onClick={onBack}>
          <span aria-hidden="true">‹ </span>
          {backTo ? messages.deposit.backTo(backTo) : messages.deposit.back}
        </Button>
      )}
      <PageHeading>{heading}</PageHeading>
      {children}
    </section>
  );
}
