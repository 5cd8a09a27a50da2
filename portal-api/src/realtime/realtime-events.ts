import type { RealityCheck } from '@portal/contract';
import type { WalletBalance } from '../wallet/wallet-types';

/** Events on the private user channel and their payloads (contracts.md). */
export interface UserChannelEvents {
  'wallet.balance.updated': WalletBalance;
  'notification.deposited': { message: string };
  /** After the interval changed or a check was answered: every device reschedules its check. */
  'reality-check.updated': RealityCheck;
}

export type UserChannelEvent = keyof UserChannelEvents;
