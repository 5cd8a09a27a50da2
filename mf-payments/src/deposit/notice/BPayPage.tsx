import { useUser } from '@portal/shared-utils';
import { messages } from '../../messages';
import { METHOD } from '../methods/depositMethods';
import { DepositPageFrame } from '../navigation/DepositPageFrame';
import { DepositNoticeForm } from './DepositNoticeForm';
import { DetailsList } from './DetailsList';
import type { NoticePageProps } from './EftPage';

const text = messages.deposit.bpay;

/** BPAY: the player's biller code and reference, then the deposit notice (spec 2 §2, §4). */
export function BPayPage({ draft, meta, onBack, onSent }: NoticePageProps) {
  const details = useUser()?.bpay_details;
  return (
    <DepositPageFrame heading={text.heading} onBack={onBack}>
      {details ? (
        <DetailsList
          label={text.heading}
          rows={[
            [text.billerCode, details.biller_code],
            [text.reference, details.user_reference],
          ]}
        />
      ) : (
        <p>{text.missing}</p>
      )}
      <DepositNoticeForm
        draft={draft}
        meta={meta}
        depositRequestType={METHOD.bpay}
        onSent={onSent}
      />
    </DepositPageFrame>
  );
}
