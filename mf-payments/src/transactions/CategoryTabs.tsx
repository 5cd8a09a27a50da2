import { TabList } from '@portal/shared-utils';
import { messages } from '../messages';
import { CATEGORIES, type Category } from './transactionsApi';
import styles from './Transactions.module.css';

const text = messages.transactions;
const TABS = (Object.keys(CATEGORIES) as Category[]).map((key) => ({
  key,
  label: text.tabs[key],
}));

/**
 * The tabs All, Deposits, Withdrawals, Wins of the transactions panel `panelId`, on one line down to
 * a 375 px phone.
 */
export function CategoryTabs({
  category,
  onChange,
  panelId,
}: {
  category: Category;
  onChange: (category: Category) => void;
  panelId: string;
}) {
  return (
    <div className={styles.tabs}>
      <TabList
        label={text.tabsLabel}
        tabs={TABS}
        selected={category}
        onSelect={(key) => onChange(key as Category)}
        panelId={panelId}
        idPrefix="transactions-tab"
      />
    </div>
  );
}
