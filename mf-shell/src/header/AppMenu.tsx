import {
  appMenu,
  BETTING_CLIENT_ID,
  clientSummaries$,
  useObservable,
  useUser,
  VisuallyHidden,
} from '@portal/shared-utils';
import { summaryCounter } from '../client-summaries/clientSummaryValues';
import { messages } from '../messages';
import { Link } from '../navigation/Link';
import { useActiveClientApp } from '../navigation/useActiveClientApp';
import { usePathname } from '../navigation/usePathname';
import styles from './AppMenu.module.css';

/** The menu entries that carry a counter from the app's client summary (spec 1 §2 Menus). */
const COUNTERS: Readonly<Record<number, Readonly<Record<string, string>>>> = {
  [BETTING_CLIENT_ID]: { '/betting/my-bets': 'active_bet_count' },
};

const withoutTrailingSlash = (path: string) => path.replace(/\/+$/, '') || '/';

/** The entry for the page itself; entries with a hash (Live Chat) open something on the page. */
function isCurrentPage(url: string, pathname: string) {
  return !url.includes('#') && withoutTrailingSlash(url) === withoutTrailingSlash(pathname);
}

/** The active client app's menu (spec 1 §2 Menus), with the My Bets counter when signed in. */
export function AppMenu() {
  const pathname = usePathname();
  const user = useUser();
  const summaries = useObservable(clientSummaries$);
  const { active: app } = useActiveClientApp();
  if (!app) return null;
  const entries = appMenu(app.clientId);
  if (entries.length === 0) return null;
  const counterKeys = COUNTERS[app.clientId] ?? {};

  return (
    <nav className={styles.appMenu} aria-label={messages.appMenu.label(app.name)}>
      <ul className={styles.entries}>
        {entries.map((entry) => {
          const counterKey = counterKeys[entry.url];
          const count =
            user && counterKey ? summaryCounter(summaries[app.clientId], counterKey) : undefined;
          return (
            <li key={entry.url}>
              <Link
                href={entry.url}
                className={styles.entry}
                aria-current={isCurrentPage(entry.url, pathname) ? 'page' : undefined}
              >
                {entry.name}
                {count !== undefined && count > 0 && (
                  <span className={styles.counter}>
                    <span aria-hidden="true">{count}</span>
                    <VisuallyHidden>{` (${messages.appMenu.counter(count)})`}</VisuallyHidden>
                  </span>
                )}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
