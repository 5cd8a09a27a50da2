import { apiPost } from '@portal/shared-utils';
import { useMutation } from '@tanstack/react-query';
import { promotionPayload, type Promotion } from '../promotions/promotion';

export interface DepositNotice {
  /** YYYY-MM-DD */
  date: string;
  /** Cents. */
  amount: number;
  /** 3 BPAY or 4 EFT. */
  depositRequestType: number;
  promotion: Promotion | null;
}

/** POST /deposit/external/create: the player reports a bank transfer or BPAY payment. */
export async function sendDepositNotice(notice: DepositNotice): Promise<void> {
  await apiPost('/deposit/external/create', {
    date: notice.date,
    amount: notice.amount,
    deposit_request_type: notice.depositRequestType,
    promotion: promotionPayload(notice.promotion),
  });
}

/** Sends a deposit notice. */
export function useSendDepositNotice() {
  return useMutation({ mutationFn: sendDepositNotice });
}
