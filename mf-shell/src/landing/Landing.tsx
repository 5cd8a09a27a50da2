import { enabledClientApps, useConfig } from '@portal/shared-utils';
import { messages } from '../messages';
import { Link } from '../navigation/Link';
import styles from './Landing.module.css';

/** `/` when the landing route is exact (features.landingExact): one card per enabled client app. */
export function Landing() {
  const config = useConfig();
  const apps = enabledClientApps(config);
  return (
    <section className={styles.landing} aria-labelledby="landing-title">
      <h1 id="landing-title" className={styles.title}>
        {messages.landing.title}
      </h1>
      <p className={styles.intro}>{messages.landing.intro}</p>
      <ul className={styles.apps}>
        {apps.map((app) => (
          <li key={app.clientId}>
            <Link
              href={app.link}
              className={styles.app}
              aria-label={messages.landing.open(app.name)}
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
