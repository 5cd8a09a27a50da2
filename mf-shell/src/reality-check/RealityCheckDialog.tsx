import type { RealityCheck } from '@portal/contract';
import { apiErrorText, Button, Modal } from '@portal/shared-utils';
import { useState } from 'react';
import { NetAmount } from '../net-position/NetAmount';
import { hoursAndMinutes } from './hoursAndMinutes';
import { realityCheckMessages } from './messages';
import styles from './RealityCheckDialog.module.css';

const text = realityCheckMessages;

type Action = 'continue' | 'viewActivity' | 'logout';

interface RealityCheckDialogProps {
  check: RealityCheck;
  onContinue: () => Promise<void>;
  onViewActivity: () => Promise<void>;
  onLogout: () => Promise<void>;
}

/**
 * The reality check: how long this session has lasted and its net result, and the player's three
 * answers. Escape (and the close button) continue, as the player carries on playing; while an
 * answer is under way the others wait, and a failed one says why and leaves the dialog open.
 */
export function RealityCheckDialog({
  check,
  onContinue,
  onViewActivity,
  onLogout,
}: RealityCheckDialogProps) {
  const [running, setRunning] = useState<Action | null>(null);
  const [error, setError] = useState<string | null>(null);

  const run = (action: Action, answer: () => Promise<void>) => async () => {
    if (running) return;
    setRunning(action);
    setError(null);
    try {
      await answer();
    } catch (failure) {
      setError(apiErrorText(failure));
    } finally {
      setRunning(null);
    }
  };
  const actionButton = (action: Action, label: string, answer: () => Promise<void>) => (
    <Button
      variant={action === 'continue' ? 'primary' : 'secondary'}
      loading={running === action}
      disabled={running !== null && running !== action}
      onClick={() => void run(action, answer)()}
    >
      {label}
    </Button>
  );

  return (
    <Modal title={text.title} onClose={() => void run('continue', onContinue)()}>
      <div className={styles.body}>
        <dl className={styles.summary}>
          <div className={styles.line}>
            <dt>{text.loggedIn}</dt>
            <dd data-testid="reality-check-time">{hoursAndMinutes(check.session_seconds)}</dd>
          </div>
          <div className={styles.line}>
            <dt>{text.netResult}</dt>
            <dd data-testid="reality-check-net">
              <NetAmount cents={check.session_net_result} />
            </dd>
          </div>
        </dl>
        {error && (
          <p role="alert" className={styles.error}>
            {error}
          </p>
        )}
        <div className={styles.actions}>
          {actionButton('continue', text.continue, onContinue)}
          {actionButton('viewActivity', text.viewActivity, onViewActivity)}
          {actionButton('logout', text.logout, onLogout)}
        </div>
      </div>
    </Modal>
  );
}
