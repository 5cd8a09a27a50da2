import styles from './Facts.module.css';

/** A label and its value; a fact whose value is null is left out. */
export type Fact = [label: string, value: string | null];

/** Labelled values side by side, wrapping onto more lines on small screens. */
export function Facts({ facts }: { facts: Fact[] }) {
  return (
    <dl className={styles.facts}>
      {facts
        .filter((fact): fact is [string, string] => fact[1] !== null)
        .map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
    </dl>
  );
}
