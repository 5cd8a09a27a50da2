import { apiErrorText, Loader } from '@portal/shared-utils';
import { useEffect } from 'react';
import { useLocation, useParams } from 'react-router-dom';
import { messages } from '../../messages';
import { methodIdOf, methodName } from './usMethods';
import { useRequestRegistrationLink } from './usWithdrawApi';
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
  const urlsFor = useRegistrationUrls();
  const registration = useRequestRegistrationLink();
  const { mutate: requestLink } = registration;

  useEffect(() => {
    if (!given && methodId !== null) requestLink({ methodId, ...urlsFor(methodId) });
  }, [given, methodId, urlsFor, requestLink]);

  const link = given ?? registration.data;
  const error =
    methodId === null
      ? text.errors.notAvailable
      : registration.error &&
        apiErrorText(registration.error, { separator: '. ', fallback: text.errors.unknown });

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
