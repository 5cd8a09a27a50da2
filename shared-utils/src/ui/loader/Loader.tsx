import { messages } from '../../messages';
import { VisuallyHidden } from '../visually-hidden/VisuallyHidden';
import styles from './Loader.module.css';

export interface LoaderProps {
  /** What is loading, read out by screen readers. */
  label?: string;
  /** A small spinner inside text or a button instead of a centred block. */
  inline?: boolean;
}

/** A spinner with an accessible label. */
export function Loader({ label = messages.loading, inline = false }: LoaderProps) {
  return (
    <span role="status" className={inline ? styles.inline : styles.block}>
      <span className={styles.spinner} aria-hidden="true" />
      <VisuallyHidden>{label}</VisuallyHidden>
    </span>
  );
}
