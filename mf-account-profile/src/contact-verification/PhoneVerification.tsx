import type { User } from '@portal/shared-utils';
import { messages } from '../messages';
import { useVerificationRequest } from './useVerificationRequest';
import { sendPhoneCode } from './verificationPhone';
import { VerificationStatus } from './VerificationStatus';

const text = messages.contactVerification;

/** The mobile's status and 'Verify mobile', which texts a code to enter next (spec 1 §4, §7). */
export function PhoneVerification({ user, onCodeSent }: { user: User; onCodeSent: () => void }) {
  const request = useVerificationRequest(sendPhoneCode, text.codeSent, onCodeSent);
  return (
    <VerificationStatus
      name="phone"
      saved={user.phone ?? ''}
      verified={user.phone_verified}
      sendLabel={text.sendCode}
      request={request}
    />
  );
}
