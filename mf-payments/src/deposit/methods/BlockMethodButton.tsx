import type { DepositMethodEntry } from '@portal/contract';
import { UNBLOCK_WAIT_HOURS } from '@portal/contract/deposits/block-rules';
import { Button, ConfirmDialog, formatDateTime, notifyFailure } from '@portal/shared-utils';
import { useState } from 'react';
import { messages } from '../../messages';
import { useBlockChange } from './depositMethodsApi';

const text = messages.deposit.home;
const UNBLOCK_WAIT_MS = UNBLOCK_WAIT_HOURS * 60 * 60 * 1000;

export interface BlockMethodButtonProps {
  entry: DepositMethodEntry;
  /** The method's name as the list shows it. */
  name: string;
}

/**
 * Block (at once) or Unblock (24 hours after asking) a saved method, each after a confirmation
 * that says the wait. A method whose unblock is pending offers Block again, which cancels it.
 */
export function BlockMethodButton({ entry, name }: BlockMethodButtonProps) {
  // Open while confirming, with when an unblock asked for now would take effect.
  const [usableOn, setUsableOn] = useState<string | null>(null);
  const change = useBlockChange();
  const block = !entry.blocked || entry.unblocks_at !== null;
  const cancel = () => setUsableOn(null);
  return (
    <>
      <Button
        variant="secondary"
        aria-label={block ? text.blockName(name) : text.unblockName(name)}
        onClick={() => setUsableOn(formatDateTime(new Date(Date.now() + UNBLOCK_WAIT_MS)))}
      >
        {block ? text.block : text.unblock}
      </Button>
      {usableOn !== null && (
        <ConfirmDialog
          title={block ? text.blockTitle : text.unblockTitle}
          confirmLabel={block ? text.block : text.unblock}
          cancelLabel={text.keepAsIs}
          onCancel={cancel}
          onConfirm={async () => {
            try {
              await change.mutateAsync({ entry, block });
            } catch (error) {
              notifyFailure(messages.errorTitle, error);
            }
            cancel();
          }}
        >
          <p>{block ? text.blockQuestion(name) : text.unblockQuestion(name, usableOn)}</p>
        </ConfirmDialog>
      )}
    </>
  );
}
