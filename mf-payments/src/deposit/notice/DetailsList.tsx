import styles from './DetailsList.module.css';

/** Payment details to copy into a bank app, as a list of names and values. */
export function DetailsList({ label, rows }: { label: string; rows: [string, string][] }) {
  return (
    <dl className={styles.details} aria-label={label}>
      {rows.map(([name, value]) => (
        <div key={name} className={styles.row}>
          <dt>{name}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
