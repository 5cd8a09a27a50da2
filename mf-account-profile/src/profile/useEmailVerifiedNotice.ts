import { notify, notifySuccess } from '@portal/shared-utils';
import { useEffect } from 'react';
import { useSearchParams } from 'react-router-dom';
import { messages } from '../messages';

const PARAM = 'email_verified';

/**
 * The e-mailed verification link lands on /account/profile?email_verified=true|false: says how it
 * went, once, and takes the parameter out of the address.
 */
export function useEmailVerifiedNotice() {
  const [params, setParams] = useSearchParams();
  const outcome = params.get(PARAM);

  useEffect(() => {
    if (outcome === null) return;
    if (outcome === 'true') notifySuccess(messages.profile.emailConfirmed);
    else {
      notify({
        title: messages.profile.emailLinkInvalid,
        message: '',
        type: 'warning',
        timeout: 10000,
      });
    }
    setParams(
      (current) => {
        current.delete(PARAM);
        return current;
      },
      { replace: true },
    );
  }, [outcome, setParams]);
}
