import {
  apiErrorText,
  Button,
  Loader,
  notify,
  notifySuccess,
  refreshUser,
  useConfig,
  useUser,
} from '@portal/shared-utils';
import { FormBanner } from '@portal/shared-utils/forms';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Suspense } from 'react';
import { messages } from '../messages';
import { hasIdentityWidget, IdentityWidget } from './identityWidget';
import { registerIdQuery } from './registerId';
import { confirmIdentityCheck, type IdentityResult } from './verificationId';
import { CANCELLED } from './widgetContract';
import styles from './IdentityCheck.module.css';

const text = messages.identity;

/** How an identity check ended for the player: the server's result, or cancelled in the widget. */
export type IdentityCheckEnd = IdentityResult | typeof CANCELLED;

function announce(end: IdentityCheckEnd): void {
  if (end === 'VERIFIED') {
    notifySuccess(text.verified);
  } else {
    notify({
      title: end === CANCELLED ? text.cancelled : text.notVerified,
      message: '',
      type: 'warning',
      timeout: 10000,
    });
  }
}

/** The server's result of a finished check, once the player has been read again. */
async function confirmAndRefresh(verificationToken: string): Promise<IdentityResult> {
  const result = await confirmIdentityCheck(verificationToken);
  await refreshUser();
  return result;
}

/**
 * One identity check (spec 1 §4): opens it on the server, shows the provider's widget, then lets
 * the server confirm the outcome with the provider. VERIFIED or VERIFIED_WITH_CHANGES gives
 * 'Your ID has been verified' and a refreshed profile; any other outcome the warning; cancelling a
 * warning too. A check that cannot start or be confirmed says why and offers to try again.
 */
export function IdentityCheck({ onEnd }: { onEnd: (end: IdentityCheckEnd) => void }) {
  const user = useUser();
  const config = useConfig();
  const check = useQuery(registerIdQuery);
  const confirm = useMutation({
    mutationFn: confirmAndRefresh,
    onSuccess: (result) => {
      announce(result);
      onEnd(result);
    },
  });

  const finish = (token: string, outcome: string) => {
    if (outcome === CANCELLED) {
      announce(CANCELLED);
      onEnd(CANCELLED);
    } else {
      confirm.mutate(token);
    }
  };

  if (check.isPending || check.isFetching) return <Loader label={text.starting} />;
  const opened = check.data;
  const failure = check.error ?? confirm.error;
  if (failure || !opened || !hasIdentityWidget(opened.provider)) {
    return (
      <div className={styles.failed}>
        <FormBanner message={failure ? apiErrorText(failure) : text.unavailable} />
        <Button
          onClick={() => {
            confirm.reset();
            void check.refetch();
          }}
        >
          {text.tryAgain}
        </Button>
      </div>
    );
  }
  if (!confirm.isIdle) return <Loader label={text.confirming} />;
  if (!user) return <Loader label={text.starting} />;
  const token = opened.verification_token;
  const ruleSet =
    user.country === 'AU' || user.country === 'NZ'
      ? config.brand.identityRuleSets[user.country] || null
      : null;
  return (
    <Suspense fallback={<Loader label={text.starting} />}>
      <IdentityWidget
        provider={opened.provider}
        verificationToken={token}
        ruleSet={ruleSet}
        user={user}
        onFinish={(outcome) => finish(token, outcome)}
      />
    </Suspense>
  );
}
