// What the demo platforms tell the player, in the apps' words, when the portal's wallet refuses a
// stake (its refusals are addressed to the platform: contract/src/messages/server.ts, walletApi).
import { messages } from '@portal/contract';

const wallet = messages.walletApi;

export const playerMessages = {
  signIn: 'Your session has ended. Log in again to play.',
  unknownChoice: 'This is no longer on offer.',
  blocked: 'You cannot play while you are on a break, self-excluded or your account is closed.',
  restricted:
    'You cannot play until your identity is verified and your account is in good standing. Contact Customer Service for help.',
  spendingLimit: 'This would take you over your spending limit.',
  balance: 'Your balance is too low for this. Deposit to play.',
  unavailable: 'We could not take this just now. Please try again in a moment.',
};

/** The player's message for the wallet's refusal `body` (the API's error body). */
export function refusalMessage(body) {
  const said = Object.values(body?.errors ?? {}).flat();
  if (said.includes(wallet.playerBlocked)) return playerMessages.blocked;
  if (said.includes(wallet.playerRestricted)) return playerMessages.restricted;
  if (said.includes(wallet.spendingLimitReached)) return playerMessages.spendingLimit;
  if (said.includes(wallet.insufficientBalance)) return playerMessages.balance;
  return playerMessages.unavailable;
}
