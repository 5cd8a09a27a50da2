import { Button } from '@portal/shared-utils';
import type { ReactNode } from 'react';
import { messages } from '../../messages';
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
  return (
    <section className={styles.page}>
      {onBack && (
        <Button variant="link" className={styles.back} onClick={onBack}>
          {messages.deposit.back}
        </Button>
      )}
      <PageHeading>{heading}</PageHeading>
      {children}
    </section>
  );
}
