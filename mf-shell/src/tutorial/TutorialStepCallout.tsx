import { useEffect, useId, useRef, type CSSProperties, type KeyboardEvent } from 'react';
import { createPortal } from 'react-dom';
import styles from './Tutorial.module.css';
import type { TutorialStep } from './tutorialSteps';
import { useTargetRect, type TargetRect } from './useTargetRect';
import { tutorialMessages } from './messages';

const text = tutorialMessages;
const CALLOUT_WIDTH = 300;
const GAP = 12;
const SPOTLIGHT_PADDING = 6;
const ARROW_HALF = 8;

interface TutorialStepCalloutProps {
  step: TutorialStep;
  position: number;
  total: number;
  onNext: () => void;
  onSkip: () => void;
}

/** Below the target and inside the viewport, with the arrow at the target's centre. */
function calloutStyle(rect: TargetRect | null): CSSProperties {
  if (!rect) return { top: 96, left: '50%', transform: 'translateX(-50%)' };
  const width = Math.min(CALLOUT_WIDTH, rect.viewportWidth - 2 * GAP);
  const centre = rect.left + rect.width / 2;
  const left = Math.max(GAP, Math.min(centre - width / 2, rect.viewportWidth - width - GAP));
  return {
    top: rect.top + rect.height + SPOTLIGHT_PADDING + GAP,
    left,
    width,
    ['--arrow-left' as string]: `${centre - left - ARROW_HALF}px`,
  };
}

/**
 * One tutorial step: the page dimmed around its target, and a callout with the step's text, Next (or
 * Done on the last step) and Skip. Focus moves to Next and stays in the callout; Escape skips.
 */
export function TutorialStepCallout({
  step,
  position,
  total,
  onNext,
  onSkip,
}: TutorialStepCalloutProps) {
  const rect = useTargetRect(step.target);
  const titleId = useId();
  const bodyId = useId();
  const nextRef = useRef<HTMLButtonElement>(null);
  const skipRef = useRef<HTMLButtonElement>(null);
  const last = position === total;

  useEffect(() => {
    nextRef.current?.focus();
  }, []);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      onSkip();
    } else if (event.key === 'Tab') {
      event.preventDefault();
      const other = document.activeElement === nextRef.current ? skipRef : nextRef;
      other.current?.focus();
    }
  };

  return createPortal(
    <div className={styles.overlay}>
      {rect && (
        <div
          className={styles.spotlight}
          data-testid="tutorial-spotlight"
          style={{
            top: rect.top - SPOTLIGHT_PADDING,
            left: rect.left - SPOTLIGHT_PADDING,
            width: rect.width + 2 * SPOTLIGHT_PADDING,
            height: rect.height + 2 * SPOTLIGHT_PADDING,
          }}
        />
      )}
      <div
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={bodyId}
        data-step={step.key}
        className={styles.callout}
        style={calloutStyle(rect)}
        onKeyDown={onKeyDown}
      >
        {rect && <span className={styles.arrow} aria-hidden="true" />}
        <p className={styles.position}>{text.position(position, total)}</p>
        <h2 id={titleId} className={styles.title}>
          {step.title}
        </h2>
        <p id={bodyId} className={styles.body}>
          {step.body}
        </p>
        <div className={styles.buttons}>
          <button ref={skipRef} type="button" className={styles.skip} onClick={onSkip}>
            {text.skip}
          </button>
          <button ref={nextRef} type="button" className={styles.next} onClick={onNext}>
            {last ? text.done : text.next}
          </button>
        </div>
      </div>
    </div>,
    document.body,
  );
}
