import { Button, formatMoney } from '@portal/shared-utils';
import { useState } from 'react';
import { messages } from '../../messages';
import type { CashCode } from '@portal/contract';
import { CashCodeCard } from './CashCodeCard';
import styles from './CashPage.module.css';

const text = messages.deposit.cash;

export interface PendingCashCodeProps {
  code: CashCode;
  /** Whether the code and its QR code show from the start (the code just generated). */
  shown?: boolean;
  onCancel: (id: number) => Promise<void>;
}

/** One open cash code: View shows it, Cancel asks YES or NO first (spec 2 §4 Cash code). */
export function PendingCashCode({ code, shown = false, onCancel }: PendingCashCodeProps) {
  const [viewing, setViewing] = useState(shown);
  const [confirming, setConfirming] = useState(false);
  return (
    <li className={styles.pending}>
      <div className={styles.row}>
        <span className={styles.summary}>
          <span className={styles.number}>{code.code}</span>
          <span>{formatMoney(code.amount)}</span>
        </span>
        <span className={styles.actions}>
          <Button
            variant="link"
            aria-label={text.view(code.code)}
            aria-expanded={viewing}
            onClick={() => setViewing(!viewing)}
          >
            {viewing ? text.hideShort : text.viewShort}
          </Button>
          <Button
            variant="link"
            aria-label={text.cancel(code.code)}
            onClick={() => setConfirming(true)}
          >
            {text.cancelShort}
          </Button>
        </span>
      </div>
      {viewing && <CashCodeCard code={code} />}
      {confirming && (
        <div
          role="alertdialog"
          aria-label={text.confirmCancel(code.code)}
          className={styles.confirm}
        >
          <p>{text.confirmCancel(code.code)}</p>
          <Button onClick={() => onCancel(code.id)}>{text.yes}</Button>
          <Button variant="secondary" onClick={() => setConfirming(false)}>
            {text.no}
          </Button>
        </div>
      )}
    </li>
  );
}
