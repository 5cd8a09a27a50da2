import {
  Button,
  notifyAccountLocked,
  openModal,
  startTutorial,
  useUser,
  type ModalBodyProps,
} from '@portal/shared-utils';
import { useEffect, useId, useRef, useState } from 'react';
import { IdentityCheck } from '../identity/IdentityCheck';
import type { IdentityResult } from '../identity/verificationId';
import { CANCELLED } from '../identity/widgetContract';
import { messages } from '../messages';
import styles from './OnboardingVerificationModal.module.css';

const text = messages.onboarding;

/** The verification result of spec 1 §4: none yet (null), VERIFIED, or not verified. */
type Result = IdentityResult | null;

function ResultPanel({
  title,
  body,
  onContinue,
}: {
  title: string;
  body: string;
  onContinue: () => void;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  const titleId = useId();
  useEffect(() => heading.current?.focus(), []);
  return (
    <section className={styles.result} aria-labelledby={titleId}>
      <h3 id={titleId} ref={heading} tabIndex={-1} className={styles.title}>
        {title}
      </h3>
      <p className={styles.text}>{body}</p>
      <Button fullWidth onClick={onContinue}>
        {text.continue}
      </Button>
    </section>
  );
}

/**
 * ?modal=onboarding-verification, entered after sign-up with state from=registration (spec 1 §4):
 * the identity check, then its result. VERIFIED continues to onboarding-deposit. Otherwise the
 * player cannot deposit until verified; Continue closes, says 'Account Locked' when the check
 * failed, and starts the tutorial. Cancelling the check closes the modal as its close button does,
 * after the check's warning, without opening another check; a verified player goes on.
 */
export function OnboardingVerificationModal({ close }: ModalBodyProps) {
  const user = useUser();
  const [result, setResult] = useState<Result>(() => (user?.id_verified ? 'VERIFIED' : null));

  if (result === 'VERIFIED') {
    return (
      <ResultPanel
        title={text.verifiedTitle}
        body={text.verifiedText}
        onContinue={() => openModal('onboarding-deposit', {}, { from: 'registration' })}
      />
    );
  }
  if (result) {
    return (
      <ResultPanel
        title={text.failTitle}
        body={text.failText}
        onContinue={() => {
          close();
          if (result === 'FAIL') notifyAccountLocked();
          startTutorial();
        }}
      />
    );
  }
  return (
    <div className={styles.check}>
      <p className={styles.text}>{text.intro}</p>
      <IdentityCheck onEnd={(end) => (end === CANCELLED ? close() : setResult(end))} />
    </div>
  );
}
