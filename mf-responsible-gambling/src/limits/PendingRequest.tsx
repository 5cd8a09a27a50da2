import {
  apiErrorText,
  Button,
  ConfirmDialog,
  formatDateTime,
  notifySuccess,
  type LimitRequest,
} from '@portal/shared-utils';
import { FormBanner } from '@portal/shared-utils/forms';
import { useMutation } from '@tanstack/react-query';
import { Facts } from '../common/Facts';
import { useConfirmation } from '../common/useConfirmation';
import { messages } from '../messages';
import styles from './LimitPanel.module.css';
import { confirmLimitRequest, keepCurrentLimit, useLimitsChanged } from './limitsApi';
import { limitValue } from './limitValue';

const text = messages.limits;

/** What the request is and where it stands: waiting until a date, or ready to confirm by one. */
function requestText(request: LimitRequest): string {
  const removal = request.limit === null;
  if (!request.awaiting_confirmation) {
    const from = formatDateTime(request.activate_at);
    return removal ? text.pendingRemoval(from) : text.pendingChange(limitValue(request), from);
  }
  const by = formatDateTime(request.confirm_by);
  return removal ? text.readyRemoval(by) : text.readyChange(limitValue(request), by);
}

/**
 * A looser limit or a removal the player asked for (issue 31): while it waits, Keep current limit
 * withdraws it; once its wait is over, the player confirms it (after a dialog saying what changes)
 * or keeps the current limit. The server decides both, and refuses what is no longer open.
 */
export function PendingRequest({ request }: { request: LimitRequest }) {
  const limitsChanged = useLimitsChanged();
  const removal = request.limit === null;
  const confirmation = useConfirmation({
    mutationFn: confirmLimitRequest,
    onSuccess: async () => {
      notifySuccess(removal ? text.removed : text.changeConfirmed);
      await limitsChanged();
    },
  });
  const keep = useMutation({
    mutationFn: keepCurrentLimit,
    onSuccess: async () => {
      notifySuccess(text.currentKept);
      await limitsChanged();
    },
  });
  const busy = confirmation.sending || keep.isPending;
  return (
    <div className={styles.limit}>
      <Facts facts={[[text.pending, requestText(request)]]} />
      <div className={styles.actions}>
        {request.awaiting_confirmation && (
          <Button disabled={busy} onClick={() => confirmation.ask(request)}>
            {removal ? text.confirmRemoval : text.confirmChange}
          </Button>
        )}
        <Button
          variant="secondary"
          disabled={busy}
          onClick={() => {
            confirmation.clearError();
            keep.mutate(request);
          }}
        >
          {text.keepCurrent}
        </Button>
      </div>
      <FormBanner
        message={
          confirmation.error ||
          (keep.error ? apiErrorText(keep.error, { fallback: messages.common.requestFailed }) : '')
        }
      />
      {confirmation.asked && (
        <ConfirmDialog
          confirmLabel={removal ? text.confirmRemoval : text.confirmChange}
          cancelLabel={messages.common.cancel}
          title={removal ? text.removeTitle : text.confirmChangeTitle}
          onConfirm={confirmation.confirm}
          onCancel={confirmation.cancel}
        >
          <p>{removal ? text.confirmRemovalText : text.confirmChangeText(limitValue(request))}</p>
        </ConfirmDialog>
      )}
    </div>
  );
}
