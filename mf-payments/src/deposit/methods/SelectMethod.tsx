import { Button } from '@portal/shared-utils';
import { messages } from '../../messages';
import { DepositPageFrame } from '../navigation/DepositPageFrame';
import { isInstant, methodKind, type DepositMeta } from './depositMethods';
import styles from './SelectMethod.module.css';

const text = messages.deposit.select;

export interface SelectMethodProps {
  meta: DepositMeta;
  onChoose: (typeId: number) => void;
  onBack: () => void;
  busy?: boolean;
}

/** Select Deposit Method: the method types, grouped as instant and 1-3 days (spec 2 §2). */
export function SelectMethod({ meta, onChoose, onBack, busy = false }: SelectMethodProps) {
  const types = Object.entries(meta.deposit_request_types).map(([id, name]) => ({
    id: Number(id),
    name,
  }));
  const groups = [
    { title: text.instant, types: types.filter((type) => isInstant(methodKind(type.id))) },
    { title: text.slow, types: types.filter((type) => !isInstant(methodKind(type.id))) },
  ];
  return (
    <DepositPageFrame heading={text.heading} onBack={onBack}>
      {groups
        .filter((group) => group.types.length > 0)
        .map((group) => (
          <section key={group.title} className={styles.group} aria-label={group.title}>
            <h3 className={styles.title}>{group.title}</h3>
            <ul className={styles.list}>
              {group.types.map((type) => (
                <li key={type.id}>
                  <Button
                    variant="secondary"
                    fullWidth
                    disabled={busy}
                    onClick={() => onChoose(type.id)}
                  >
                    {type.name}
                  </Button>
                </li>
              ))}
            </ul>
          </section>
        ))}
    </DepositPageFrame>
  );
}
