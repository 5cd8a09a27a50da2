import { closeModal, openModal, startTutorial, tutorial$ } from '@portal/shared-utils';
import { installFetchMock, mockViewportWidth } from '@portal/shared-utils/testing';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Header } from '../header/Header';
import { ModalOutlet } from '../modal-outlet/ModalOutlet';
import { createOwnerLoader } from '../modal-outlet/ownerLoader';
import { resetShell, signIn } from '../test-utils/testing';

// The modals' owners are still loading: the modals are drawn as the frozen MODALS describe them.
const ownersLoading = createOwnerLoader(() => new Promise(() => undefined));
const callout = () => screen.getByRole('dialog');
const stepKey = () => callout().getAttribute('data-step');

beforeEach(() => {
  resetShell();
  installFetchMock().mockReturnValue(new Promise<Response>(() => undefined));
  signIn();
});

it('points at the balance button, the brand switcher and the bonus gift in turn', async () => {
  render(<Header />);
  await screen.findByTestId('balance-button');
  act(() => startTutorial());

  expect(stepKey()).toBe('balance');
  expect(callout()).toHaveAccessibleName('Your balance');
  expect(within(callout()).getByText('Step 1 of 3')).toBeInTheDocument();
  expect(within(callout()).getByRole('button', { name: 'Next' })).toHaveFocus();
  expect(await screen.findByTestId('tutorial-spotlight')).toBeInTheDocument();

  await userEvent.click(within(callout()).getByRole('button', { name: 'Next' }));
  expect(stepKey()).toBe('brandSwitcher');
  expect(callout()).toHaveAccessibleName('Switch brands');

  await userEvent.keyboard('{Enter}');
  expect(stepKey()).toBe('bonus');
  expect(callout()).toHaveAccessibleName('Your bonuses');
  await userEvent.click(within(callout()).getByRole('button', { name: 'Done' }));

  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(tutorial$.getValue()).toBe(false);
});

it('leaves out the brand switcher on small screens', async () => {
  mockViewportWidth(375);
  render(<Header />);
  act(() => startTutorial());
  expect(within(callout()).getByText('Step 1 of 2')).toBeInTheDocument();
  await userEvent.click(within(callout()).getByRole('button', { name: 'Next' }));
  expect(stepKey()).toBe('bonus');
});

it('ends on Skip or Escape, and keeps focus inside while it runs', async () => {
  render(<Header />);
  act(() => startTutorial());
  await userEvent.tab();
  expect(within(callout()).getByRole('button', { name: 'Skip tour' })).toHaveFocus();
  await userEvent.tab();
  expect(within(callout()).getByRole('button', { name: 'Next' })).toHaveFocus();
  await userEvent.keyboard('{Escape}');
  expect(tutorial$.getValue()).toBe(false);

  act(() => startTutorial());
  expect(stepKey()).toBe('balance');
  await userEvent.click(within(callout()).getByRole('button', { name: 'Skip tour' }));
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
});

it('waits while a modal is open', () => {
  render(<Header />);
  act(() => {
    openModal('deposit');
    startTutorial();
  });
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  act(() => closeModal());
  expect(stepKey()).toBe('balance');
});

it('starts when the player leaves the onboarding modals entered from registration', async () => {
  render(
    <>
      <Header />
      <ModalOutlet loader={ownersLoading} />
    </>,
  );
  act(() => openModal('onboarding-verification', {}, { from: 'registration' }));
  expect(await screen.findByRole('dialog')).toBeInTheDocument();
  act(() => openModal('onboarding-deposit', {}, { from: 'registration' }));
  expect(tutorial$.getValue()).toBe(false);
  act(() => closeModal());
  expect(tutorial$.getValue()).toBe(true);
  expect(await screen.findByRole('dialog')).toHaveAttribute('data-step', 'balance');
});

it('does not start when another modal closes', async () => {
  render(<ModalOutlet loader={ownersLoading} />);
  act(() => openModal('deposit'));
  expect(await screen.findByRole('dialog')).toBeInTheDocument();
  act(() => closeModal());
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(tutorial$.getValue()).toBe(false);
});
