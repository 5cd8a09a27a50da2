import { Button, Loader } from '@portal/shared-utils';
import { useId } from 'react';
import { messages } from '../../messages';
import { DepositPageFrame } from '../navigation/DepositPageFrame';
import type { CashCode } from '@portal/contract';
import { PendingCashCode } from './PendingCashCode';
import { usePendingCashCodes } from './pendingCashCodes';
import styles from './CashPage.module.css';

const text = messages.deposit.cash;

export interface CashPageProps {
  /** The code just generated on Home: listed first and shown with its QR code. */
  code: CashCode | null;
  onBack: () => void;
  onFindStore: () => void;
}

/** Pay with Cash: the player's open codes (view, cancel) and where to pay (spec 2 §2, §4). */
export function CashPage({ code, onBack, onFindStore }: CashPageProps) {
  const { codes, cancel } = usePendingCashCodes(code);
  const titleId = useId();
  return (
    <DepositPageFrame heading={text.heading} onBack={onBack}>
      <p>{text.intro}</p>
      <section aria-labelledby={titleId} className={styles.section}>
        <h3 id={titleId} className={styles.title}>
          {text.pending}
        </h3>
        {!codes && <Loader />}
        {codes?.length === 0 && <p>{text.noPending}</p>}
        <ul className={styles.list}>
          {codes?.map((pending) => (
            <PendingCashCode
              key={pending.id}
              code={pending}
              shown={pending.id === code?.id}
              onCancel={cancel}
            />
          ))}
        </ul>
      </section>
      <Button variant="secondary" fullWidth onClick={onFindStore}>
        {text.findStore}
      </Button>
    </DepositPageFrame>
  );
}
