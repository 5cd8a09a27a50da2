import { Button, ConfirmDialog, type LimitRequest, type UserLimit } from '@portal/shared-utils';
import { FormBanner } from '@portal/shared-utils/forms';
import { Facts } from '../common/Facts';
import { useConfirmation } from '../common/useConfirmation';
import { messages } from '../messages';
import styles from './LimitPanel.module.css';
import { changeLimit, useLimitsChanged } from './limitsApi';
import { limitAmount, limitValue } from './limitValue';
import { notifyLimitChange } from './notifyLimitChange';
import { PendingRequest } from './PendingRequest';

const text = messages.limits;

const hasAmount = (limit: UserLimit): limit is UserLimit & { limit: number; used: number } =>
  typeof limit.limit === 'number' && typeof limit.used === 'number';

export interface CurrentLimitsProps {
  name: string;
  limits: UserLimit[];
  requests: LimitRequest[];
}

/**
 * The type's limits in force (with used and remaining: money, or time logged in for the time limit;
 * and Remove) and its pending changes, to confirm once their wait is over (spec 2 §2 Limits pages).
 */
export function CurrentLimits({ name, limits, requests }: CurrentLimitsProps) {
  const limitsChanged = useLimitsChanged();
  const removal = useConfirmation({
    mutationFn: (limit: UserLimit) =>
      changeLimit({ limitTypeId: limit.type.id, durationTypeId: limit.duration.id, limit: null }),
    onSuccess: async (pending) => {
      notifyLimitChange(pending, text.removed);
      await limitsChanged();
    },
  });
  const removalPending = (limit: UserLimit) =>
    requests.some((request) => request.limit === null && request.duration.id === limit.duration.id);
  return (
    <div className={styles.current}>
      <h2>{text.current}</h2>
      {limits.length === 0 && <p>{text.noLimit(name)}</p>}
      {limits.map((limit) => (
        <div key={limit.id} className={styles.limit}>
          <Facts
            facts={[
              [text.limit, limitValue(limit)],
              [text.used, hasAmount(limit) ? limitAmount(limit.type.id, limit.used) : null],
              [
                text.remaining,
                hasAmount(limit)
                  ? limitAmount(limit.type.id, Math.max(0, limit.limit - limit.used))
                  : null,
              ],
            ]}
          />
          {!removalPending(limit) && (
            <Button variant="secondary" onClick={() => removal.ask(limit)}>
              {text.remove}
            </Button>
          )}
        </div>
      ))}
      {requests.map((request) => (
        <PendingRequest key={request.id} request={request} />
      ))}
      <FormBanner message={removal.error} />
      {removal.asked && (
        <ConfirmDialog
          confirmLabel={messages.common.confirm}
          cancelLabel={messages.common.cancel}
          title={text.removeTitle}
          onConfirm={removal.confirm}
          onCancel={removal.cancel}
        >
          <p>{text.removeConfirm}</p>
        </ConfirmDialog>
      )}
    </div>
  );
}
