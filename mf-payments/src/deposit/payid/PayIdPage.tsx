import { Button, useUser } from '@portal/shared-utils';
import { FormBanner } from '@portal/shared-utils/forms';
import { messages } from '../../messages';
import { DepositPageFrame } from '../navigation/DepositPageFrame';
import { DetailsList } from '../notice/DetailsList';
import { usePayId } from './usePayId';

const text = messages.deposit.payid;

/** PayID: generate the player's PayID, then copy it into the bank app (spec 2 §4). */
export function PayIdPage({ onBack }: { onBack: () => void }) {
  const user = useUser();
  const { payId, step, error, generate, copy } = usePayId(
    user?.payid_details?.payid ?? null,
    Boolean(user?.id_verified),
  );
  return (
    <DepositPageFrame heading={text.heading} onBack={onBack}>
      <p>{text.intro}</p>
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
    </DepositPageFrame>
  );
}
