import { useConfig, useIsSmallScreen } from '@portal/shared-utils';
import { messages } from '../messages';
import { Link } from '../navigation/Link';
import styles from './BrandLogo.module.css';

/**
 * The brand's logo for the header's dark background, linking home; nothing when the brand has none.
 * A phone's row holds its mark beside Login and Join, but a signed-in player's controls need the room.
 */
export function BrandLogo({ signedIn }: { signedIn: boolean }) {
  const { name, logos } = useConfig().brand;
  const small = useIsSmallScreen();
  if (!logos.dark || (small && signedIn)) return null;
  return (
    <Link href="/" className={styles.home}>
      <img
        className={styles.logo}
        src={logos.dark}
        alt={messages.header.home(name)}
        width={logos.darkSize?.width}
        height={logos.darkSize?.height}
      />
    </Link>
  );
}
