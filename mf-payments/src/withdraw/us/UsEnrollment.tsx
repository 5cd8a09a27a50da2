import { Loader } from '@portal/shared-utils';
import { useEffect, useState } from 'react';
import { useLocation, useParams } from 'react-router-dom';
import { serverMessage } from '../../deposit/serverMessage';
import { messages } from '../../messages';
import { methodIdOf, methodName } from './usMethods';
import { requestRegistrationLink } from './usWithdrawApi';
import { UsWithdrawFrame } from './UsWithdrawFrame';
import { useRegistrationUrls } from './useRegistrationUrls';
import styles from './UsWithdraw.module.css';

const text = messages.withdraw.us;

/**
 * /account/withdraw/enrollment/{method}: the link to the method's registration page, from the
 * navigation state, or asked afresh when the page is opened directly.
 */
export function UsEnrollment() {
  const methodId = methodIdOf(useParams().paymentMethodName);
  const given = (useLocation().state as { registrationLink?: string } | null)?.registrationLink;
  const [link, setLink] = useState<string | null>(given ?? null);
  const [error, setError] = useState<string | null>(
    methodId === null ? text.errors.notAvailable : null,
  );
  const urlsFor = useRegistrationUrls();

  useEffect(() => {
    if (link || methodId === null) return undefined;
    let active = true;
    const urls = urlsFor(methodId);
    requestRegistrationLink(methodId, urls.returnUrl, urls.failedUrl).then(
      (answer) => active && setLink(answer),
      (failure) => active && setError(serverMessage(failure) || text.errors.unknown),
    );
    return () => {
      active = false;
    };
  }, [link, methodId, urlsFor]);

  const name = methodId === null ? '' : methodName(methodId);
  return (
    <UsWithdrawFrame heading={name ? text.enrollmentHeading(name) : text.methodsHeading} back>
      {error && <p role="alert">{error}</p>}
      {!error && !link && <Loader label={text.enrollmentLoading} />}
      {!error && link && (
        <>
          <p className={styles.note}>{text.enrollmentNote(name)}</p>
          <a href={link}>{text.enrollmentLink(name)}</a>
        </>
      )}
    </UsWithdrawFrame>
  );
}
