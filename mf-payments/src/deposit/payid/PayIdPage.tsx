import { Button, Loader, useUser } from '@portal/shared-utils';
import { FormBanner } from '@portal/shared-utils/forms';
import { useQuery } from '@tanstack/react-query';
import { messages } from '../../messages';
import { paymentDetailQuery } from '../../payment-details/paymentDetailQuery';
import { DepositPageFrame } from '../navigation/DepositPageFrame';
import { DetailsList } from '../notice/DetailsList';
import { usePayId } from './usePayId';

const text = messages.deposit.payid;

/**
 * PayID: generate the player's PayID, then copy it into the bank app (spec 2 §4). A loader shows
 * until the saved PayID is read; when it cannot be, Generate answers it all the same.
 */
export function PayIdPage({ onBack }: { onBack: () => void }) {
  const saved = useQuery(paymentDetailQuery('payid_details'));
  return (
    <DepositPageFrame heading={text.heading} onBack={onBack}>
      <p>{text.intro}</p>
      {saved.isPending ? <Loader /> : <PayIdControls saved={saved.data?.payid ?? null} />}
    </DepositPageFrame>
  );
}

function PayIdControls({ saved }: { saved: string | null }) {
  const verified = Boolean(useUser()?.id_verified);
  const { payId, step, error, generate, copy } = usePayId(saved, verified);
  return (
    <>
      {payId && <DetailsList label={text.label} rows={[[text.label, payId]]} />}
      {step === 'generate' || step === 'loading' ? (
        <Button fullWidth loading={step === 'loading'} onClick={generate}>
          {text.generate}
        </Button>
      ) : (
        <Button fullWidth variant="secondary" onClick={copy} aria-live="polite">
          {step === 'copied' ? text.copied : text.copy}
        </Button>
      )}
      <FormBanner message={error} />
    </>
  );
}
