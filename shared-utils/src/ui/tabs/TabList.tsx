import { useRef, type KeyboardEvent } from 'react';
import styles from './TabList.module.css';

export interface TabListTab {
  key: string;
  label: string;
}

export interface TabListProps {
  /** The accessible name of the tab list. */
  label: string;
  tabs: readonly TabListTab[];
  selected: string;
  onSelect: (key: string) => void;
  /** The id of the panel the tabs control. */
  panelId: string;
  /** Each tab's id is `{idPrefix}-{key}`, for the panel's aria-labelledby. */
  idPrefix: string;
}

const STEP: Record<string, number> = { ArrowRight: 1, ArrowDown: 1, ArrowLeft: -1, ArrowUp: -1 };

/**
 * The tabs of a tab panel, chosen by click or by the arrow keys, Home and End (focus follows the
 * choice, wrapping at the ends); they wrap onto a second line when the screen is narrow.
 */
export function TabList({ label, tabs, selected, onSelect, panelId, idPrefix }: TabListProps) {
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const selectedIndex = Math.max(
    0,
    tabs.findIndex((tab) => tab.key === selected),
  );
  const choose = (index: number) => {
    onSelect(tabs[index].key);
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
            ? (selectedIndex + STEP[event.key] + tabs.length) % tabs.length
            : null;
    if (target === null) return;
    event.preventDefault();
    choose(target);
  };
  return (
    <div role="tablist" aria-label={label} className={styles.list} onKeyDown={onKeyDown}>
      {tabs.map((tab, index) => {
        const isSelected = index === selectedIndex;
        return (
          <button
            key={tab.key}
            ref={(element) => {
              buttons.current[index] = element;
            }}
            type="button"
            role="tab"
            id={`${idPrefix}-${tab.key}`}
            aria-selected={isSelected}
            aria-controls={panelId}
            tabIndex={isSelected ? 0 : -1}
            className={styles.tab}
            onClick={() => choose(index)}
          >
            {tab.label}
          </button>
        );
      })}
    </div>
  );
}
