import { Loader } from '@portal/shared-utils';
import { useQuery } from '@tanstack/react-query';
import { messages } from '../../messages';
import { paymentDetailQuery } from '../../payment-details/paymentDetailQuery';
import { METHOD } from '../methods/depositMethods';
import { DepositPageFrame } from '../navigation/DepositPageFrame';
import { DepositNoticeForm } from './DepositNoticeForm';
import { DetailsList } from './DetailsList';
import type { NoticePageProps } from './EftPage';

const text = messages.deposit.bpay;

/**
 * BPAY: the player's biller code and reference (a loader until they are read, a note when they
 * cannot be), then the deposit notice (spec 2 §2, §4).
 */
export function BPayPage({ draft, meta, onBack, onSent }: NoticePageProps) {
  const { data: details, isPending } = useQuery(paymentDetailQuery('bpay_details'));
  return (
    <DepositPageFrame heading={text.heading} onBack={onBack}>
      {isPending && <Loader />}
      {details && (
        <DetailsList
          label={text.heading}
          rows={[
            [text.billerCode, details.biller_code],
            [text.reference, details.user_reference],
          ]}
        />
      )}
      {!isPending && !details && <p>{text.missing}</p>}
      <DepositNoticeForm
        draft={draft}
        meta={meta}
        depositRequestType={METHOD.bpay}
        onSent={onSent}
      />
    </DepositPageFrame>
  );
}
