import { useConfig, useUser } from '@portal/shared-utils';
import { messages } from '../../messages';
import { METHOD, type DepositMeta } from '../methods/depositMethods';
import { DepositPageFrame } from '../navigation/DepositPageFrame';
import type { PaymentDraft } from '../navigation/depositPages';
import { DepositNoticeForm } from './DepositNoticeForm';
import { DetailsList } from './DetailsList';

const text = messages.deposit.eft;

export interface NoticePageProps {
  draft: PaymentDraft;
  meta: DepositMeta;
  onBack: () => void;
  onSent: () => void;
}

/** Pay with EFT: the brand's bank details, then the deposit notice (spec 2 §2, §4). */
export function EftPage({ draft, meta, onBack, onSent }: NoticePageProps) {
  const bank = useConfig().brand.bankTransfer;
  const user = useUser();
  return (
    <DepositPageFrame heading={text.heading} onBack={onBack}>
      <p>{text.intro}</p>
      <DetailsList
        label={text.heading}
        rows={[
          [text.bankName, bank.bank_name],
          [text.accountName, bank.account_name],
          [text.bsb, bank.bsb_number],
          [text.accountNumber, bank.account_number],
          [text.reference, String(user?.id ?? '')],
        ]}
      />
      <DepositNoticeForm
        draft={draft}
        meta={meta}
        depositRequestType={METHOD.eft}
        onSent={onSent}
      />
    </DepositPageFrame>
  );
}
