import { TabList } from '@portal/shared-utils';
import { Fragment, useId, useState, type ReactNode } from 'react';
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

/** The shared tab list with the panel of the chosen tab, mounted afresh on every change of tab. */
export function Tabs({ label, tabs }: TabsProps) {
  const [chosenKey, setChosenKey] = useState(tabs[0]?.key);
  const id = useId();
  const chosen = tabs.find((tab) => tab.key === chosenKey) ?? tabs[0];
  if (!chosen) return null;
  return (
    <div className={styles.tabs}>
      <TabList
        label={label}
        tabs={tabs}
        selected={chosen.key}
        onSelect={setChosenKey}
        panelId={`${id}-panel`}
        idPrefix={`${id}-tab`}
      />
      <div
        role="tabpanel"
        id={`${id}-panel`}
        aria-labelledby={`${id}-tab-${chosen.key}`}
        className={styles.panel}
      >
        {/* Keyed by tab: each tab starts with its own state (a form typed in on one tab stays there). */}
        <Fragment key={chosen.key}>{chosen.content}</Fragment>
      </div>
    </div>
  );
}
