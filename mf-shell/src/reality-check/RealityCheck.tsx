import { logout, navigate } from '@portal/shared-utils';
import { ACTIVITY_PATH } from '../navigation/accountPages';
import { RealityCheckDialog } from './RealityCheckDialog';
import { useRealityCheck } from './useRealityCheck';

/**
 * The signed-in player's reality checks: the dialog whenever one falls due (never while the
 * interval is off). Continue and View activity answer it; Log out ends the session, which ends the
 * checks with it.
 */
export function RealityCheck() {
  const { due, acknowledge } = useRealityCheck();
  if (!due) return null;
  return (
    <RealityCheckDialog
      check={due}
      onContinue={acknowledge}
      onViewActivity={async () => {
        await acknowledge();
        navigate(ACTIVITY_PATH);
      }}
      onLogout={logout}
    />
  );
}
