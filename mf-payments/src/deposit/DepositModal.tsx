import { useConfig, type ModalBodyProps } from '@portal/shared-utils';
import { depositEntry } from './depositParams';
import { StandardDeposit } from './StandardDeposit';
import { UsDeposit } from './us/UsDeposit';
import { usesUsDeposit } from './us/usDepositFlow';

/** ?modal=deposit (titled Deposit by the shell): the US flow for en-US, else the standard one. */
export function DepositModal({ params, state, close }: ModalBodyProps) {
  const config = useConfig();
  const entry = depositEntry(params, state);
  if (usesUsDeposit(config)) {
    return (
      <UsDeposit
        defaultAmount={entry.defaultAmount}
        registrationCancelled={entry.registrationCancelled}
        close={close}
      />
    );
  }
  return <StandardDeposit {...entry} close={close} />;
}
