import { Loader } from '@portal/shared-utils';
import { messages } from '../messages';
import styles from './ModalOutlet.module.css';

/** The modal's body while its code or its owner's module loads. */
export function ModalLoading() {
  return (
    <div className={styles.loading}>
      <Loader label={messages.modals.loading} />
    </div>
  );
}
