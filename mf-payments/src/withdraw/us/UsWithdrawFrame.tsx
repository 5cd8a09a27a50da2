import { Loader, useUser } from '@portal/shared-utils';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { PageHeading } from '../../deposit/navigation/PageHeading';
import { messages } from '../../messages';
import { AccountPage } from '../../page/AccountPage';
import { canWithdraw, VerificationWarning } from '../VerificationWarning';
import { usWithdrawPath } from './usMethods';
import styles from './UsWithdraw.module.css';

const text = messages.withdraw;

/**
 * A step of the US withdraw flow: the page titled Withdraw, the step's heading (focused when the step
 * opens) and, below the first step, Back to it. Players must verify their phone and ID first.
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
  return (
    <AccountPage title={text.title}>
      <section className={styles.step}>
        {back && (
          <Link to={usWithdrawPath()} className={styles.back}>
            <span aria-hidden="true">‹ </span>
            {text.us.back}
          </Link>
        )}
        <PageHeading>{heading}</PageHeading>
        {!user && <Loader label={text.loading} />}
        {user && !canWithdraw(user) && <VerificationWarning idVerified={user.id_verified} />}
        {user && canWithdraw(user) && children}
      </section>
    </AccountPage>
  );
}
