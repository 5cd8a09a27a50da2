import type { ModalBodyProps } from '@portal/shared-utils';
import { ForcedReset } from './ForcedReset';
import { ResetWithToken } from './ResetWithToken';

/**
 * ?modal=reset-password: with the emailed link's token, the new password form; without one, the
 * forced reset of an account refused at login (its email in the email parameter).
 */
export function ResetPasswordModal({ params, close }: ModalBodyProps) {
  const email = params.email?.trim() ?? '';
  if (params.token && email) return <ResetWithToken email={email} token={params.token} />;
  return <ForcedReset email={email} close={close} />;
}
