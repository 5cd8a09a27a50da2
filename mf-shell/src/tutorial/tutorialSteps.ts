import { tutorialMessages } from './messages';

export interface TutorialStep {
  key: 'balance' | 'brandSwitcher' | 'bonus';
  /** The element the step points at (the header marks them with data-tutorial). */
  target: string;
  title: string;
  body: string;
}

const steps = tutorialMessages.steps;

const BALANCE: TutorialStep = {
  key: 'balance',
  target: '[data-tutorial="balance"]',
  ...steps.balance,
};
const BRAND_SWITCHER: TutorialStep = {
  key: 'brandSwitcher',
  target: '[data-tutorial="brand-switcher"]',
  ...steps.brandSwitcher,
};
const BONUS: TutorialStep = { key: 'bonus', target: '[data-tutorial="bonus"]', ...steps.bonus };

/** The tutorial's steps (spec 1 §2): the brand switcher only from 768 px up. */
export function tutorialSteps(smallScreen: boolean): TutorialStep[] {
  return smallScreen ? [BALANCE, BONUS] : [BALANCE, BRAND_SWITCHER, BONUS];
}
