import {
  Button,
  Loader,
  notify,
  refreshUser,
  useConfig,
  useLatest,
  useUser,
} from '@portal/shared-utils';
import { errorText, FormBanner } from '@portal/shared-utils/forms';
import { Suspense, useEffect, useState, type ComponentType } from 'react';
import { messages } from '../messages';
import { confirmIdentityCheck, registerIdentityCheck, type IdentityResult } from './identityCalls';
import { identityWidget } from './identityWidget';
import { CANCELLED, type IdentityWidgetProps } from './widgetContract';
import styles from './IdentityCheck.module.css';

const text = messages.identity;

/** How an identity check ended for the player: the server's result, or cancelled in the widget. */
export type IdentityCheckEnd = IdentityResult | typeof CANCELLED;

type Step =
  | { name: 'starting' }
  | { name: 'widget'; token: string; Widget: ComponentType<IdentityWidgetProps> }
  | { name: 'confirming' }
  | { name: 'failed'; message: string };

function announce(end: IdentityCheckEnd): void {
  if (end === 'VERIFIED') {
    notify({ title: text.verified, message: '', type: 'success', timeout: 5000 });
  } else {
    notify({
      title: end === CANCELLED ? text.cancelled : text.notVerified,
      message: '',
      type: 'warning',
      timeout: 10000,
    });
  }
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
  const onEndLatest = useLatest(onEnd);
  const [attempt, setAttempt] = useState(0);
  const [step, setStep] = useState<Step>({ name: 'starting' });

  useEffect(() => {
    let active = true;
    registerIdentityCheck().then(
      ({ verification_token, provider }) => {
        if (!active) return;
        const Widget = identityWidget(provider);
        setStep(
          Widget
            ? { name: 'widget', token: verification_token, Widget }
            : { name: 'failed', message: text.unavailable },
        );
      },
      (error: unknown) => active && setStep({ name: 'failed', message: errorText(error) }),
    );
    return () => {
      active = false;
    };
  }, [attempt]);

  const finish = async (token: string, outcome: string) => {
    if (outcome === CANCELLED) {
      announce(CANCELLED);
      onEndLatest.current(CANCELLED);
      return;
    }
    setStep({ name: 'confirming' });
    let result: IdentityResult;
    try {
      result = await confirmIdentityCheck(token);
    } catch (error) {
      setStep({ name: 'failed', message: errorText(error) });
      return;
    }
    await refreshUser();
    announce(result);
    onEndLatest.current(result);
  };

  if (step.name === 'failed') {
    return (
      <div className={styles.failed}>
        <FormBanner message={step.message} />
        <Button
          onClick={() => {
            setStep({ name: 'starting' });
            setAttempt((n) => n + 1);
          }}
        >
          {text.tryAgain}
        </Button>
      </div>
    );
  }
  if (step.name !== 'widget' || !user) {
    return <Loader label={step.name === 'confirming' ? text.confirming : text.starting} />;
  }
  const { Widget, token } = step;
  const ruleSet =
    user.country === 'US' ? null : config.brand.identityRuleSets[user.country] || null;
  return (
    <Suspense fallback={<Loader label={text.starting} />}>
      <Widget
        verificationToken={token}
        ruleSet={ruleSet}
        user={user}
        onFinish={(outcome) => void finish(token, outcome)}
      />
    </Suspense>
  );
}
