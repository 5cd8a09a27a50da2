import { Loader, useUser } from '@portal/shared-utils';
import { useEffect, useRef, type ReactNode } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { messages } from '../../messages';
import { AccountPage } from '../../page/AccountPage';
import { canWithdraw, VerificationWarning } from '../VerificationWarning';
import { usWithdrawPath } from './usMethods';
import styles from './UsWithdraw.module.css';

const text = messages.withdraw;

/**
 * A step of the US withdraw flow: the page titled Withdraw, the step's heading and, below the first
 * step, Back to it. A step reached from another one (not the page the player opened) focuses its
 * heading, so keyboard and screen-reader users follow. Players must verify their phone and ID first.
 */
export function UsWithdrawFrame({
  heading,
  back = false,
  children,
}: {
  heading: string;
  back?: boolean;
  children: ReactNode;
}) {
  const user = useUser();
  const navigated = useLocation().key !== 'default';
  const title = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (navigated) title.current?.focus();
  }, [navigated]);
  return (
    <AccountPage title={text.title}>
      <section className={styles.step}>
        {back && (
          <Link to={usWithdrawPath()} className={styles.back}>
            <span aria-hidden="true">‹ </span>
            {text.us.back}
          </Link>
        )}
        <h2 ref={title} tabIndex={-1} className={styles.heading}>
          {heading}
        </h2>
        {!user && <Loader label={text.loading} />}
        {user && !canWithdraw(user) && <VerificationWarning idVerified={user.id_verified} />}
        {user && canWithdraw(user) && children}
      </section>
    </AccountPage>
  );
}
