import { Button, closeModal, SMALL_SCREEN_QUERY } from '@portal/shared-utils';
import { useId, useState } from 'react';
import { recordShownVersion } from './shownVersion';
import { WHATS_NEW_SLIDES } from './slides';
import styles from './WhatsNew.module.css';
import { whatsNewMessages } from './messages';

const text = whatsNewMessages;

/**
 * The what's-new carousel (spec 1 §2, §4): four slides, each with a web and an app image. Next goes
 * to the following slide; after the last it closes and records `version` as shown.
 */
export function WhatsNew({ version }: { version: string }) {
  const [index, setIndex] = useState(0);
  const titleId = useId();
  const slide = WHATS_NEW_SLIDES[index];
  const total = WHATS_NEW_SLIDES.length;

  const next = () => {
    if (index < total - 1) {
      setIndex(index + 1);
      return;
    }
    recordShownVersion(version);
    closeModal();
  };

  return (
    <section
      className={styles.whatsNew}
      aria-roledescription="carousel"
      aria-label={text.slidesLabel}
    >
      <div aria-live="polite">
        <div
          key={index}
          role="group"
          aria-roledescription="slide"
          aria-labelledby={titleId}
          className={styles.slide}
        >
          <picture>
            <source media={SMALL_SCREEN_QUERY} srcSet={slide.appImage} />
            <img className={styles.image} src={slide.webImage} alt="" />
          </picture>
          <h3 id={titleId} className={styles.title}>
            {slide.title}
          </h3>
          <p className={styles.body}>{slide.body}</p>
        </div>
      </div>
      <div className={styles.controls}>
        <ol className={styles.dots} aria-hidden="true">
          {WHATS_NEW_SLIDES.map((item, dot) => (
            <li key={item.title} className={styles.dot} data-current={dot === index} />
          ))}
        </ol>
        <p className={styles.position}>{text.position(index + 1, total)}</p>
        <Button onClick={next}>{text.next}</Button>
      </div>
    </section>
  );
}
