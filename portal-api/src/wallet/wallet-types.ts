export type { WalletBalance } from '@portal/contract';
