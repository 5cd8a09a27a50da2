import { useConfig } from '@portal/shared-utils';
import { messages } from '../messages';
import { Link } from '../navigation/Link';
import styles from './BrandLogo.module.css';

/** The brand's logo for the header's dark background, linking home; nothing when the brand has none. */
export function BrandLogo() {
  const { name, logos } = useConfig().brand;
  if (!logos.dark) return null;
  return (
    <Link href="/" className={styles.home}>
      <img className={styles.logo} src={logos.dark} alt={messages.header.home(name)} />
    </Link>
  );
}
