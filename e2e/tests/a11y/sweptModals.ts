// The modals the accessibility sweep opens: every modal the owners declare (the `modals` export of
// each of shared-utils' MODAL_OWNERS, and the shell's what's new; coverage.spec.ts fails when one is
// missing), opened through `?modal=` as a player reaches them.
import { DEMO_AU, DEMO_AU_UNVERIFIED } from '../support/players';

export interface SweptModal {
  /** The modal's name, as its owner declares it. */
  name: string;
  /** What the sweep looks at, when a modal is swept in more than one state. */
  state: string;
  /** The query string after `/betting?modal=<name>`. */
  query?: string;
  /** The demo player signed in, or none. */
  player?: string;
  /** The dialog's accessible name. */
  title: string;
}

export const SWEPT_MODALS: SweptModal[] = [
  { name: 'login', state: 'opened', title: 'LOG IN TO A SINGLE ACCOUNT TO BET AND PLAY' },
  { name: 'signup', state: 'opened', title: 'CREATE A SINGLE ACCOUNT TO BET AND PLAY' },
  { name: 'forgot-password', state: 'opened', title: 'Forgot Details' },
  {
    name: 'reset-password',
    state: 'forced reset',
    query: '&email=demo.au%40portal.test',
    title: 'Reset Password',
  },
  { name: 'reset-password', state: 'e-mail not found', title: 'Reset Password' },
  {
    name: 'reset-password',
    state: 'from the e-mailed link',
    query: '&email=a%40portal.test&token=t',
    title: 'Reset Password',
  },
  { name: 'session-expired', state: 'opened', title: 'Session Expired' },
  { name: 'update-password', state: 'opened', player: DEMO_AU, title: 'Change Password' },
  {
    name: 'terms-and-conditions',
    state: 'opened',
    player: DEMO_AU,
    title: 'Terms and Conditions',
  },
  { name: 'whatsnew', state: 'opened', player: DEMO_AU, title: "What's New" },
  {
    name: 'verify',
    state: 'opened',
    player: DEMO_AU_UNVERIFIED,
    title: 'Verify Your Identity',
  },
  { name: 'avatar-upload', state: 'opened', player: DEMO_AU, title: 'Upload Avatar' },
  {
    name: 'onboarding-verification',
    state: 'opened',
    player: DEMO_AU_UNVERIFIED,
    title: 'Verify Your Identity',
  },
  { name: 'deposit', state: 'home', player: DEMO_AU, title: 'Deposit' },
  {
    name: 'deposit',
    state: 'an unverified player',
    player: DEMO_AU_UNVERIFIED,
    title: 'Deposit',
  },
  { name: 'onboarding-deposit', state: 'amount', player: DEMO_AU, title: 'Deposit' },
];
