import { useId } from 'react';
import { FooterLinkItem } from './FooterLinkItem';
import styles from './Footer.module.css';
import type { LinkGroup } from './linkGroupTypes';

type Variant = 'operators' | 'lists';

const listClass: Record<Variant, string | undefined> = {
  operators: styles.operators,
  lists: styles.groupLinks,
};
const containerClass: Record<Variant, string | undefined> = {
  operators: styles.operatorGroups,
  lists: styles.groups,
};

function Group({ group, variant }: { group: LinkGroup; variant: Variant }) {
  const titleId = useId();
  return (
    <section className={styles.group} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.groupTitle}>
        {group.name}
      </h2>
      <ul className={listClass[variant]}>
        {group.links.map((link) => (
          <li key={link.id}>
            <FooterLinkItem link={link} />
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * Link groups under their names: operator logos in a row per group (type 1), or the footer's link
 * lists (type 2: Social, Downloads and the rest) one column each.
 */
export function LinkGroups({ groups, variant }: { groups: LinkGroup[]; variant: Variant }) {
  if (groups.length === 0) return null;
  return (
    <div className={containerClass[variant]}>
      {groups.map((group) => (
        <Group key={group.id} group={group} variant={variant} />
      ))}
    </div>
  );
}
