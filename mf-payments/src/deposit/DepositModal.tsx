import { useConfig, type ModalBodyProps } from '@portal/shared-utils';
import { depositEntry } from './depositParams';
import { ModalBackContext } from './navigation/modalBack';
import { StandardDeposit } from './StandardDeposit';
import { UsDeposit } from './us/UsDeposit';
import { usesUsDeposit } from './us/usDepositFlow';

/** ?modal=deposit (titled Deposit by the shell): the US flow for en-US, else the standard one. */
export function DepositModal({ params, state, close, setBack }: ModalBodyProps) {
  const config = useConfig();
  const entry = depositEntry(params, state);
  return (
    <ModalBackContext.Provider value={setBack}>
      {usesUsDeposit(config) ? (
        <UsDeposit
          defaultAmount={entry.defaultAmount}
          registrationCancelled={entry.registrationCancelled}
          close={close}
        />
      ) : (
        <StandardDeposit {...entry} close={close} />
      )}
    </ModalBackContext.Provider>
  );
}
