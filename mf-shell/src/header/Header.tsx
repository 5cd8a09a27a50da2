import {
  isUS,
  Loader,
  USER_STATUS_CLOSED,
  useConfig,
  useSession,
  useUser,
} from '@portal/shared-utils';
import { useEffect } from 'react';
import { lazyComponent } from '../lazy/lazyComponent';
import { readyLimitRequests } from '../limit-confirmation/readyLimitRequests';
import { messages } from '../messages';
import { ActionsLoadError } from './ActionsLoadError';
import { AppMenu } from './AppMenu';
import { AuthButtons } from './AuthButtons';
import { BrandBar } from './BrandBar';
import { BrandLogo } from './BrandLogo';
import styles from './Header.module.css';
import { useClientSummariesOnSignIn } from './useClientSummaries';

const loadingUser = <Loader inline label={messages.header.loadingUser} />;

/**
 * The signed-in controls are a chunk of their own: a signed-out visitor never fetches them, and a
 * session starts fetching them while the player is still loading, behind the same spinner.
 */
const SignedInActions = lazyComponent(
  () =>
    import(/* webpackChunkName: "signed-in-header" */ './SignedInActions').then(
      (module) => module.SignedInActions,
    ),
  { fallback: loadingUser, error: (retry) => <ActionsLoadError onRetry={retry} /> },
);

/** The net position strip comes with the signed-in controls; their load error speaks for both. */
const NetPositionStrip = lazyComponent(
  () =>
    import(/* webpackChunkName: "signed-in-header" */ '../net-position/NetPositionStrip').then(
      (module) => module.NetPositionStrip,
    ),
  { error: () => null },
);

/** A closed account's notice comes with the signed-in controls too. */
const ClosedAccountNotice = lazyComponent(
  () =>
    import(/* webpackChunkName: "signed-in-header" */ '../closed-account/ClosedAccountNotice').then(
      (module) => module.ClosedAccountNotice,
    ),
  { error: () => null },
);

/** The notice of limit changes to confirm, in the same chunk. */
const LimitConfirmationNotice = lazyComponent(
  () =>
    import(
      /* webpackChunkName: "signed-in-header" */ '../limit-confirmation/LimitConfirmationNotice'
    ).then((module) => module.LimitConfirmationNotice),
  { error: () => null },
);

/** The deposit-limit question asked again once a year, in the same chunk. */
const DepositLimitPrompt = lazyComponent(
  () =>
    import(
      /* webpackChunkName: "signed-in-header" */ '../deposit-limit-prompt/DepositLimitPrompt'
    ).then((module) => module.DepositLimitPrompt),
  { error: () => null },
);

/**
 * The site header: the brand's logo and the brand bar, then Login/Join or the bonus gift, balance button and account menu;
 * below them the active client app's menu. The post-signup tutorial points into it. Under it a
 * signed-in player's net position strip, which stays on screen with the header, a closed
 * account's notice of its read-only session, the notice of limit changes ready to confirm, and
 * (outside the US) the deposit-limit question when it is due.
 */
export function Header() {
  const session = useSession();
  const user = useUser();
  const config = useConfig();
  useClientSummariesOnSignIn(user?.id);
  const signedIn = !!session.token || !!user;
  const ready = user ? readyLimitRequests(user.limit_requests) : [];

  useEffect(() => {
    if (signedIn) SignedInActions.preload();
  }, [signedIn]);

  let actions;
  if (user) {
    actions = <SignedInActions user={user} />;
  } else if (session.token) {
    actions = loadingUser;
  } else {
    actions = <AuthButtons />;
  }

  return (
    <>
      <header className={styles.header}>
        <div className={styles.inner}>
          <div className={styles.brand}>
            <BrandLogo signedIn={signedIn} />
            <BrandBar />
          </div>
          <div className={styles.actions}>{actions}</div>
        </div>
        <AppMenu />
      </header>
      {user && <NetPositionStrip user={user} />}
      {user?.status.id === USER_STATUS_CLOSED && <ClosedAccountNotice />}
      {ready.length > 0 && <LimitConfirmationNotice ready={ready} />}
      {user && user.status.id !== USER_STATUS_CLOSED && !isUS(config) && (
        <DepositLimitPrompt key={user.id} />
      )}
    </>
  );
}
