import { ConfirmDialog, Loader, Pagination } from '@portal/shared-utils';
import { useState } from 'react';
import { messages } from '../../messages';
import { PendingWithdrawalRow } from './PendingWithdrawalRow';
import type { PendingWithdrawalsState } from './usePendingWithdrawals';
import type { Withdrawal } from './withdrawalsApi';
import cards from '../../page/CardList.module.css';
import styles from './PendingWithdrawals.module.css';

const text = messages.withdraw.pending;

/** The pending withdrawals list with its pages; Cancel asks first (spec 2 §2, §4). */
export function PendingWithdrawals({ state }: { state: PendingWithdrawalsState }) {
  const { list, setPage, cancel } = state;
  const [cancelling, setCancelling] = useState<Withdrawal | null>(null);
  return (
    <section className={styles.section} aria-labelledby="pending-withdrawals-heading">
      <h2 id="pending-withdrawals-heading" className={styles.heading}>
        {text.heading}
      </h2>
      {!list && <Loader label={text.loading} />}
      {list && list.data.length === 0 && <p className={styles.none}>{text.none}</p>}
      {list && list.data.length > 0 && (
        <ul className={cards.list}>
          {list.data.map((withdrawal) => (
            <PendingWithdrawalRow
              key={withdrawal.id}
              withdrawal={withdrawal}
              onCancel={() => setCancelling(withdrawal)}
            />
          ))}
        </ul>
      )}
      {list && (
        <Pagination
          currentPage={list.meta.pagination.current_page}
          totalPages={list.meta.pagination.total_pages}
          onPageChange={setPage}
          label={text.pages}
        />
      )}
      {cancelling && (
        <ConfirmDialog
          title={text.cancelTitle}
          confirmLabel={text.yes}
          cancelLabel={text.no}
          onCancel={() => setCancelling(null)}
          onConfirm={async () => {
            await cancel(cancelling.id);
            setCancelling(null);
          }}
        >
          <p>{text.cancelConfirm}</p>
        </ConfirmDialog>
      )}
    </section>
  );
}
