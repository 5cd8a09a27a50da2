import type { WalletBalance } from '../wallet/wallet-types';

/** Events on the private user channel and their payloads (contracts.md). */
export interface UserChannelEvents {
  'wallet.balance.updated': WalletBalance;
  'notification.deposited': { message: string };
}

export type UserChannelEvent = keyof UserChannelEvents;
