/** A transfer the provider received for a PayID. */
export interface PayIdTransfer {
  id: string;
  payid: string;
  /** Cents received. */
  amount: number;
  status: 'settled' | 'dishonoured' | 'returned';
}

/** The PayID provider (zepto): a PayID per player, transfers to it reported by id. */
export interface PayIdProvider {
  /** The player's PayID, created on the first call. */
  register(player: { userId: number; firstName: string }): Promise<string>;
  /** The provider's record of a transfer, null when it has none. */
  transfer(id: string): Promise<PayIdTransfer | null>;
  /** Sends a settled transfer back to the payer. */
  returnTransfer(id: string): Promise<void>;
}
