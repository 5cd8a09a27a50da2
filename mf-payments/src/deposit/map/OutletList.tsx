import { Loader } from '@portal/shared-utils';
import { useEffect, useRef } from 'react';
import { messages } from '../../messages';
import type { NearbyOutlet } from './outlet';
import styles from './MapPage.module.css';

const text = messages.deposit.map;

export interface OutletListProps {
  /** Null while loading. */
  outlets: NearbyOutlet[] | null;
  selected: NearbyOutlet['shopId'] | null;
  onSelect: (shopId: NearbyOutlet['shopId']) => void;
}

/** The stores near you, nearest first, each a button; the chosen one is marked and kept in view. */
export function OutletList({ outlets, selected, onSelect }: OutletListProps) {
  const chosen = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    chosen.current?.scrollIntoView({ block: 'nearest' });
  }, [selected]);
  return (
    <section aria-label={text.outlets} className={styles.outlets}>
      <h3 className={styles.title}>{text.outlets}</h3>
      {!outlets && <Loader label={text.loading} />}
      {outlets?.length === 0 && <p>{text.noOutlets}</p>}
      <ol className={styles.list}>
        {outlets?.map((outlet) => {
          const isChosen = outlet.shopId === selected;
          return (
            <li key={outlet.shopId}>
              <button
                type="button"
                ref={isChosen ? chosen : undefined}
                aria-current={isChosen || undefined}
                className={styles.outlet}
                onClick={() => onSelect(outlet.shopId)}
              >
                <strong className={styles.name}>{outlet.shopName}</strong>
                <span className={styles.address}>{outlet.displayAddress}</span>
                <span className={styles.distance}>
                  {text.distance(outlet.distanceKm.toFixed(1))}
                </span>
              </button>
            </li>
          );
        })}
      </ol>
    </section>
  );
}
