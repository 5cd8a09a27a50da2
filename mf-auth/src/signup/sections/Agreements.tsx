import { isUS, useConfig } from '@portal/shared-utils';
import { FormCheckbox } from '@portal/shared-utils/forms';
import { messages } from '../../messages';
import styles from '../Signup.module.css';

const text = messages.signup;

function ExternalLink({ href, children }: { href: string; children: string }) {
  return (
    <a href={href} target="_blank" rel="noreferrer" className={styles.link}>
      {children}
    </a>
  );
}

/** Marketing opt-in (optional) and the terms; in the US two more confirmations go with them. */
export function Agreements() {
  const config = useConfig();
  const { terms, privacyPolicy } = config.brand.urls;
  return (
    <div className={styles.agreements}>
      <FormCheckbox name="opted_in" label={text.optIn} />
      {isUS(config) && (
        <>
          <FormCheckbox name="confirm_age" label={text.confirmAge} />
          <FormCheckbox name="confirm_eligibility" label={text.confirmEligibility} />
        </>
      )}
      <FormCheckbox name="accept_terms" label={text.acceptTerms} />
      <p className={styles.links}>
        <ExternalLink href={terms}>{text.termsLink}</ExternalLink>
        <ExternalLink href={privacyPolicy}>{text.privacyLink}</ExternalLink>
      </p>
    </div>
  );
}
