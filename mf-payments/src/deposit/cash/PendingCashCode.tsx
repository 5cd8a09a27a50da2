import { Button } from '@portal/shared-utils';
import { useState } from 'react';
import { messages } from '../../messages';
import type { CashCode } from './cashCode';
import { CashCodeCard } from './CashCodeCard';
import styles from './CashPage.module.css';

const text = messages.deposit.cash;

/** One open cash code: View shows it, Cancel asks YES or NO first (spec 2 §4 Cash code). */
export function PendingCashCode({
  code,
  onCancel,
}: {
  code: CashCode;
  onCancel: (id: number) => Promise<void>;
}) {
  const [viewing, setViewing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  return (
    <li className={styles.pending}>
      <div className={styles.row}>
        <span className={styles.code}>{code.code}</span>
        <Button variant="link" aria-expanded={viewing} onClick={() => setViewing(!viewing)}>
          {text.view(code.code)}
        </Button>
        <Button variant="link" onClick={() => setConfirming(true)}>
          {text.cancel(code.code)}
        </Button>
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
