import { Button, Loader } from '@portal/shared-utils';
import { messages } from '../../messages';
import { DepositPageFrame } from '../navigation/DepositPageFrame';
import type { CashCode } from './cashCode';
import { CashCodeCard } from './CashCodeCard';
import { PendingCashCode } from './PendingCashCode';
import { usePendingCashCodes } from './usePendingCashCodes';
import styles from './CashPage.module.css';

const text = messages.deposit.cash;

export interface CashPageProps {
  /** The code just generated on Home. */
  code: CashCode | null;
  onBack: () => void;
  onFindStore: () => void;
}

/** Pay with Cash: the new code, the open codes (view, cancel) and where to pay (spec 2 §2, §4). */
export function CashPage({ code, onBack, onFindStore }: CashPageProps) {
  const { codes, cancel } = usePendingCashCodes();
  const others = codes?.filter((pending) => pending.id !== code?.id);
  return (
    <DepositPageFrame heading={text.heading} onBack={onBack}>
      <p>{text.intro}</p>
      {code && <CashCodeCard code={code} />}
      <Button variant="secondary" fullWidth onClick={onFindStore}>
        {text.findStore}
      </Button>
      <section aria-label={text.pending} className={styles.section}>
        <h3 className={styles.title}>{text.pending}</h3>
        {!others && <Loader />}
        {others?.length === 0 && <p>{text.noPending}</p>}
        <ul className={styles.list}>
          {others?.map((pending) => (
            <PendingCashCode key={pending.id} code={pending} onCancel={cancel} />
          ))}
        </ul>
      </section>
    </DepositPageFrame>
  );
}
