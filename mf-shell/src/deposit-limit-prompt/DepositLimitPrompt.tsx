import type { DepositLimitPromptAnswer } from '@portal/contract';
import { Button, messages, navigate } from '@portal/shared-utils';
import { useEffect, useState } from 'react';
import { HeaderNotice } from '../header-notice/HeaderNotice';
import styles from '../header-notice/HeaderNotice.module.css';
import { LIMITS_PATH } from '../navigation/accountPages';
import { answerDepositLimitPrompt, readDepositLimitPrompt } from './depositLimitPromptApi';
import { depositLimitPromptMessages as text } from './messages';

const benefits = messages.depositLimitBenefits;

/**
 * Under the header, once a year after sign-up, a player in Australia without a deposit limit is
 * asked again (the server says when, and keeps the answer): three benefits, then Set a deposit
 * limit (to the Limits page) or Not now. Mounted once per signed-in player (the header keys it by
 * their id); a failed read or answer leaves the question unasked rather than in the way.
 */
export function DepositLimitPrompt() {
  const [due, setDue] = useState(false);
  const [sending, setSending] = useState(false);

  useEffect(() => {
    let current = true;
    readDepositLimitPrompt()
      .then((prompt) => current && setDue(prompt.due))
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, []);

  if (!due) return null;
  const answer = async (value: DepositLimitPromptAnswer) => {
    setSending(true);
    await answerDepositLimitPrompt(value).catch(() => undefined);
    setDue(false);
    if (value === 'set') navigate(LIMITS_PATH);
  };
  return (
    <HeaderNotice
      title={benefits.title}
      text={text.question}
      details={
        <ul className={styles.benefits}>
          {benefits.items.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      }
      actions={
        <>
          <Button disabled={sending} onClick={() => void answer('set')}>
            {text.set}
          </Button>
          <Button variant="secondary" disabled={sending} onClick={() => void answer('not_now')}>
            {text.notNow}
          </Button>
        </>
      }
    />
  );
}
