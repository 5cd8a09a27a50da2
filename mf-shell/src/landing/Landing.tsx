import { enabledClientApps, useConfig } from '@portal/shared-utils';
import { Link } from '../navigation/Link';
import styles from './Landing.module.css';
import { landingMessages } from './messages';

/** `/` when the landing route is exact (features.landingExact): one card per enabled client app. */
export function Landing() {
  const config = useConfig();
  const apps = enabledClientApps(config);
  return (
    <section className={styles.landing} aria-labelledby="landing-title">
      <h1 id="landing-title" className={styles.title}>
        {landingMessages.title}
      </h1>
      <p className={styles.intro}>{landingMessages.intro}</p>
      <ul className={styles.apps}>
        {apps.map((app) => (
          <li key={app.clientId}>
            <Link
              href={app.link}
              className={styles.app}
              aria-label={landingMessages.open(app.name)}
            >
              <img className={styles.appIcon} src={app.appIcon} alt="" />
              <span className={styles.appName}>{app.name}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
