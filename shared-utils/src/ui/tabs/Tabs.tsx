import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import styles from './Tabs.module.css';

export interface TabItem {
  id: string;
  label: ReactNode;
  /** The content shown while this tab is selected; without it only the tab list renders. */
  panel?: ReactNode;
}

export interface TabsProps {
  tabs: TabItem[];
  /** The accessible name of the tab list. */
  label: string;
  /** Controlled selection; leave out to let Tabs keep it. */
  selectedId?: string;
  defaultSelectedId?: string;
  onSelect?: (id: string) => void;
}

const STEP: Record<string, number> = { ArrowRight: 1, ArrowDown: 1, ArrowLeft: -1, ArrowUp: -1 };

/** A tab list: arrow keys move and select (wrapping), Home and End jump to the ends. */
export function Tabs({ tabs, label, selectedId, defaultSelectedId, onSelect }: TabsProps) {
  const baseId = useId();
  const [ownSelection, setOwnSelection] = useState(defaultSelectedId ?? tabs[0]?.id);
  const selected = selectedId ?? ownSelection;
  const buttons = useRef(new Map<string, HTMLButtonElement>());
  const tabId = (id: string) => `${baseId}-tab-${id}`;
  const panelId = (id: string) => `${baseId}-panel-${id}`;

  const select = (id: string) => {
    setOwnSelection(id);
    onSelect?.(id);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const current = tabs.findIndex((tab) => tab.id === selected);
    let next: number;
    if (event.key in STEP) next = (current + STEP[event.key] + tabs.length) % tabs.length;
    else if (event.key === 'Home') next = 0;
    else if (event.key === 'End') next = tabs.length - 1;
    else return;
    event.preventDefault();
    const nextId = tabs[next].id;
    select(nextId);
    buttons.current.get(nextId)?.focus();
  };

  const selectedTab = tabs.find((tab) => tab.id === selected);
  return (
    <div className={styles.tabs}>
      <div role="tablist" aria-label={label} className={styles.tabList} onKeyDown={onKeyDown}>
        {tabs.map((tab) => {
          const isSelected = tab.id === selected;
          return (
            <button
              key={tab.id}
              ref={(element) => {
                if (element) buttons.current.set(tab.id, element);
                else buttons.current.delete(tab.id);
              }}
              type="button"
              role="tab"
              id={tabId(tab.id)}
              aria-selected={isSelected}
              aria-controls={tab.panel === undefined ? undefined : panelId(tab.id)}
              tabIndex={isSelected ? 0 : -1}
              className={styles.tab}
              onClick={() => select(tab.id)}
            >
              {tab.label}
            </button>
          );
        })}
      </div>
      {selectedTab && selectedTab.panel !== undefined && (
        <div
          role="tabpanel"
          id={panelId(selectedTab.id)}
          aria-labelledby={tabId(selectedTab.id)}
          tabIndex={0}
          className={styles.panel}
        >
          {selectedTab.panel}
        </div>
      )}
    </div>
  );
}
