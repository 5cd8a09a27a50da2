import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import styles from './Tabs.module.css';

export interface Tab {
  key: string;
  label: string;
  content: ReactNode;
}

export interface TabsProps {
  /** The accessible name of the tab list. */
  label: string;
  tabs: readonly Tab[];
}

const STEP: Record<string, number> = { ArrowRight: 1, ArrowDown: 1, ArrowLeft: -1, ArrowUp: -1 };

/**
 * Tabs with the panel of the chosen one: click, or the arrow keys, Home and End on the tab list
 * (focus follows the choice); the tabs wrap onto a second line on small screens.
 */
export function Tabs({ label, tabs }: TabsProps) {
  const [chosenKey, setChosenKey] = useState(tabs[0]?.key);
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const id = useId();
  const chosenIndex = Math.max(
    0,
    tabs.findIndex((tab) => tab.key === chosenKey),
  );
  const chosen = tabs[chosenIndex];

  const choose = (index: number) => {
    setChosenKey(tabs[index].key);
    buttons.current[index]?.focus();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    const last = tabs.length - 1;
    const target =
      event.key === 'Home'
        ? 0
        : event.key === 'End'
          ? last
          : event.key in STEP
            ? (chosenIndex + STEP[event.key] + tabs.length) % tabs.length
            : null;
    if (target === null) return;
    event.preventDefault();
    choose(target);
  };

  if (!chosen) return null;
  return (
    <div className={styles.tabs}>
      <div role="tablist" aria-label={label} className={styles.list} onKeyDown={onKeyDown}>
        {tabs.map((tab, index) => {
          const selected = index === chosenIndex;
          return (
            <button
              key={tab.key}
              ref={(element) => {
                buttons.current[index] = element;
              }}
              type="button"
              role="tab"
              id={`${id}-tab-${index}`}
              aria-selected={selected}
              aria-controls={`${id}-panel`}
              tabIndex={selected ? 0 : -1}
              className={styles.tab}
              onClick={() => choose(index)}
            >
              {tab.label}
            </button>
          );
        })}
      </div>
      <div
        role="tabpanel"
        id={`${id}-panel`}
        aria-labelledby={`${id}-tab-${chosenIndex}`}
        className={styles.panel}
      >
        {chosen.content}
      </div>
    </div>
  );
}
