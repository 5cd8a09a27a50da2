import { useIsSmallScreen, VisuallyHidden } from '@portal/shared-utils';
import type { ReactNode } from 'react';
import styles from './AccountPage.module.css';

export interface AccountPageProps {
  title: string;
  /** The title shows on small screens only (the account menu names the page on larger ones). */
  titleOnSmallScreens?: boolean;
  children: ReactNode;
}

/** An account page of @portal/payments: its h1 title, then its sections in a card. */
export function AccountPage({ title, titleOnSmallScreens = false, children }: AccountPageProps) {
  const small = useIsSmallScreen();
  const hidden = titleOnSmallScreens && !small;
  return (
    <div className={styles.page}>
      {hidden ? (
        <h1 className={styles.hiddenTitle}>
          <VisuallyHidden>{title}</VisuallyHidden>
        </h1>
      ) : (
        <h1 className={styles.title}>{title}</h1>
      )}
      <div className={styles.card}>{children}</div>
    </div>
  );
}
