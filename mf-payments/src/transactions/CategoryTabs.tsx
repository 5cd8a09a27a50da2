import { useRef, type KeyboardEvent } from 'react';
import { messages } from '../messages';
import { CATEGORIES, type Category } from './transactionsApi';
import styles from './Transactions.module.css';

const text = messages.transactions;
const ORDER = Object.keys(CATEGORIES) as Category[];

/** The tabs All, Deposits, Withdrawals, Wins; arrow keys, Home and End move between them. */
export function CategoryTabs({
  category,
  onChange,
  panelId,
}: {
  category: Category;
  onChange: (category: Category) => void;
  panelId: string;
}) {
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);
  const move = (event: KeyboardEvent, index: number) => {
    const last = ORDER.length - 1;
    const next =
      { ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: last }[event.key] ?? null;
    if (next === null) return;
    event.preventDefault();
    const wrapped = (next + ORDER.length) % ORDER.length;
    onChange(ORDER[wrapped]);
    tabs.current[wrapped]?.focus();
  };
  return (
    <div role="tablist" aria-label={text.tabsLabel} className={styles.tabs}>
      {ORDER.map((value, index) => (
        <button
          key={value}
          ref={(element) => {
            tabs.current[index] = element;
          }}
          type="button"
          role="tab"
          id={`transactions-tab-${value}`}
          aria-selected={value === category}
          aria-controls={panelId}
          tabIndex={value === category ? 0 : -1}
          className={styles.tab}
          onClick={() => onChange(value)}
          onKeyDown={(event) => move(event, index)}
        >
          {text.tabs[value]}
        </button>
      ))}
    </div>
  );
}
