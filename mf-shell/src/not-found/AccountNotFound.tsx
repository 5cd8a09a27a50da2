import { messages } from '../messages';
import { isAccountRoot, PROFILE_PATH } from '../navigation/accountPages';
import { Link } from '../navigation/Link';
import { usePathname } from '../navigation/usePathname';
import styles from './NotFound.module.css';

/**
 * Any other /account/* path (spec 1 §2). The layout's default account route also matches /account
 * itself, which the account frame handles (menu list or redirect), so nothing shows there.
 */
export function AccountNotFound() {
  const pathname = usePathname();
  if (isAccountRoot(pathname)) return null;
  return (
    <section className={styles.notFound} aria-labelledby="account-not-found-title">
      <h1 id="account-not-found-title" className={styles.title}>
        {messages.notFound.title}
      </h1>
      <p>{messages.notFound.body}</p>
      <Link href={PROFILE_PATH} className={styles.link}>
        {messages.notFound.accountHome}
      </Link>
    </section>
  );
}
