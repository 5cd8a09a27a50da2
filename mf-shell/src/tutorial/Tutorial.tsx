import {
  endTutorial,
  modal$,
  tutorial$,
  useIsSmallScreen,
  useObservable,
} from '@portal/shared-utils';
import { useState } from 'react';
import { tutorialSteps } from './tutorialSteps';
import { TutorialStepCallout } from './TutorialStepCallout';

/**
 * The post-signup tutorial overlay (spec 1 §2 Menus): while tutorial$ runs and no modal is open, it
 * points in turn at the balance button, the brand switcher (not on small screens) and the bonus gift.
 */
export function Tutorial() {
  const running = useObservable(tutorial$);
  const { name: openModal } = useObservable(modal$);
  const smallScreen = useIsSmallScreen();
  const [index, setIndex] = useState(0);

  if (!running || openModal) return null;
  const steps = tutorialSteps(smallScreen);
  const position = Math.min(index, steps.length - 1);

  const finish = () => {
    setIndex(0);
    endTutorial();
  };

  return (
    <TutorialStepCallout
      key={steps[position].key}
      step={steps[position]}
      position={position + 1}
      total={steps.length}
      onNext={position < steps.length - 1 ? () => setIndex(position + 1) : finish}
      onSkip={finish}
    />
  );
}
