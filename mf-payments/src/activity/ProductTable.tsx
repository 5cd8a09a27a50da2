import type { ActivityStatement, ProductActivity } from '@portal/contract';
import {
  BETTING_CLIENT_ID,
  FANTASY_CLIENT_ID,
  formatMoney,
  useConfig,
  useIsSmallScreen,
} from '@portal/shared-utils';
import type { ReactNode } from 'react';
import { messages } from '../messages';
import { NetResult } from './NetResult';
import cards from '../page/CardList.module.css';
import styles from './Activity.module.css';

const text = messages.activity.products;
const CLIENT_IDS = { betting: BETTING_CLIENT_ID, fantasy: FANTASY_CLIENT_ID } as const;
type Product = keyof typeof CLIENT_IDS;

/** The columns of one product's play, as [label, value]. */
function cells(activity: ProductActivity): [string, ReactNode][] {
  return [
    [text.staked, formatMoney(activity.staked)],
    [text.won, formatMoney(activity.won)],
    [text.netResult, <NetResult key="net" cents={activity.net_result} />],
    [text.count, String(activity.count)],
  ];
}

/**
 * The play of each product under the brand's name for its client app (as Cash Transactions names a
 * ticket's app): a table on larger screens, a card each on phones.
 */
export function ProductTable({ products }: { products: ActivityStatement['products'] }) {
  const small = useIsSmallScreen();
  const { clientApps } = useConfig();
  const rows = (Object.keys(CLIENT_IDS) as Product[]).map((product) => ({
    product,
    name:
      clientApps.find((app) => app.clientId === CLIENT_IDS[product])?.name ??
      text.fallbackNames[product],
    cells: cells(products[product]),
  }));

  if (small) {
    return (
      <section className={cards.section} aria-labelledby="activity-products">
        <h3 id="activity-products" className={cards.title}>
          {text.caption}
        </h3>
        <ul className={cards.list}>
          {rows.map((row) => (
            <li key={row.product} className={cards.card}>
              <dl className={cards.facts}>
                <div>
                  <dt>{text.product}</dt>
                  <dd>{row.name}</dd>
                </div>
                {row.cells.map(([label, value]) => (
                  <div key={label}>
                    <dt>{label}</dt>
                    <dd>{value}</dd>
                  </div>
                ))}
              </dl>
            </li>
          ))}
        </ul>
      </section>
    );
  }
  return (
    <table className={styles.table}>
      <caption>{text.caption}</caption>
      <thead>
        <tr>
          <th scope="col">{text.product}</th>
          {rows[0].cells.map(([label]) => (
            <th key={label} scope="col">
              {label}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.product}>
            <th scope="row">{row.name}</th>
            {row.cells.map(([label, value]) => (
              <td key={label}>{value}</td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
