import { Button, ConfirmDialog, refreshUser, type UserBankAccount } from '@portal/shared-utils';
import { useState } from 'react';
import { messages } from '../../messages';
import { notifyFailure, notifySuccess } from '../../notices/notices';
import { removeBankAccount } from './bankApi';
import { bankAccountStatus } from './bankAccountStatus';
import { BankDocumentUpload } from './BankDocumentUpload';
import styles from './BankAccount.module.css';

const text = messages.withdraw.bank;

/**
 * The player's bank account: its details, its verification state with the document upload unless
 * approved, and Update Bank Details, which removes it after confirmation (spec 2 §4).
 */
export function BankAccountSummary({
  account,
  australian,
  onRemoved,
}: {
  account: UserBankAccount;
  australian: boolean;
  /** Called once the account is removed (its pending withdrawals are cancelled with it). */
  onRemoved: () => void;
}) {
  const [confirming, setConfirming] = useState(false);
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
          <dd>{account.account_number ?? account.label}</dd>
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
              await removeBankAccount(account.id);
              notifySuccess(text.removed);
              onRemoved();
              await refreshUser();
            } catch (error) {
              notifyFailure(error);
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
