import type { BankAccount } from '@portal/contract';
import {
  Button,
  ConfirmDialog,
  notifyFailure,
  notifySuccess,
  refreshUser,
} from '@portal/shared-utils';
import { useState } from 'react';
import { messages } from '../../messages';
import { useRemoveBankAccount } from './bankApi';
import { bankAccountStatus } from './bankAccountStatus';
import { BankDocumentUpload } from './BankDocumentUpload';
import styles from './BankAccount.module.css';

const text = messages.withdraw.bank;

/**
 * The player's bank account: its details, its verification state with the document upload unless
 * approved, and Update Bank Details, which removes it after confirmation (spec 2 §4); its pending withdrawals
 * are cancelled with it.
 */
export function BankAccountSummary({
  account,
  australian,
}: {
  account: BankAccount;
  australian: boolean;
}) {
  const [confirming, setConfirming] = useState(false);
  const removal = useRemoveBankAccount();
  const status = bankAccountStatus(account);
  return (
    <section className={styles.section} aria-labelledby="bank-account-heading">
      <h2 id="bank-account-heading" className={styles.heading}>
        {text.heading}
      </h2>
      <dl className={styles.account}>
        <div>
          <dt>{text.accountName}</dt>
          <dd>{account.account_name}</dd>
        </div>
        {australian ? (
          <div>
            <dt>{text.bsb}</dt>
            <dd>{account.bank_id}</dd>
          </div>
        ) : (
          <div>
            <dt>{text.bankName}</dt>
            <dd>{account.bank_name}</dd>
          </div>
        )}
        <div>
          <dt>{text.accountNumber}</dt>
          <dd>{account.account_number}</dd>
        </div>
      </dl>
      <p
        role={status === 'approved' ? undefined : 'status'}
        className={`${styles.status} ${status === 'rejected' ? styles.rejected : ''}`}
      >
        {text.status[status]}
      </p>
      {status !== 'approved' && <BankDocumentUpload accountId={account.id} />}
      <div className={styles.actions}>
        <Button variant="secondary" onClick={() => setConfirming(true)}>
          {text.update}
        </Button>
      </div>
      {confirming && (
        <ConfirmDialog
          title={text.update}
          confirmLabel={text.updateYes}
          cancelLabel={text.updateNo}
          onCancel={() => setConfirming(false)}
          onConfirm={async () => {
            try {
              await removal.mutateAsync(account.id);
              notifySuccess(messages.withdraw.title, text.removed);
              await refreshUser();
            } catch (error) {
              notifyFailure(messages.errorTitle, error);
              setConfirming(false);
            }
          }}
        >
          <p>{text.updateConfirm}</p>
        </ConfirmDialog>
      )}
    </section>
  );
}
