import type { User } from '@portal/shared-utils';
import { messages } from '../messages';
import { useVerificationRequest } from './useVerificationRequest';
import { sendVerificationEmail } from './verificationEmail';
import { VerificationStatus } from './VerificationStatus';

const text = messages.contactVerification;

/** The email's status and 'Verify email', which sends the verification link (spec 1 §4, §7). */
export function EmailVerification({ user }: { user: User }) {
  const request = useVerificationRequest(sendVerificationEmail, text.emailSent);
  return (
    <VerificationStatus
      name="email"
      saved={user.email}
      verified={user.email_verified}
      sendLabel={text.sendEmail}
      request={request}
    />
  );
}
