import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { mockViewportWidth } from '../../testing/matchMedia';
import { Modal, type ModalProps } from './Modal';

function Page(props: Partial<ModalProps>) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      {open && (
        <Modal title="LOG IN" onClose={() => setOpen(false)} {...props}>
          <input aria-label="Email" />
          <button type="button">Login</button>
        </Modal>
      )}
    </>
  );
}

beforeEach(() => mockViewportWidth(1280));

it('is a modal dialog named by its title, with focus moved into it', async () => {
  const user = userEvent.setup();
  render(<Page />);
  await user.click(screen.getByRole('button', { name: 'Open' }));

  const dialog = screen.getByRole('dialog', { name: 'LOG IN' });
  expect(dialog).toHaveAttribute('aria-modal', 'true');
  expect(dialog).toHaveFocus();
  expect(dialog).not.toHaveClass('wide');
});

it('closes on Escape and on the close button, returning focus to the opener', async () => {
  const user = userEvent.setup();
  render(<Page />);
  const opener = screen.getByRole('button', { name: 'Open' });

  await user.click(opener);
  await user.keyboard('{Escape}');
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(opener).toHaveFocus();

  await user.click(opener);
  await user.click(screen.getByRole('button', { name: 'Close' }));
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(opener).toHaveFocus();
});

it('locks the page scroll while open', async () => {
  const user = userEvent.setup();
  document.body.style.overflow = 'auto';
  render(<Page />);

  await user.click(screen.getByRole('button', { name: 'Open' }));
  expect(document.body.style.overflow).toBe('hidden');

  await user.keyboard('{Escape}');
  expect(document.body.style.overflow).toBe('auto');
});

it('keeps Tab and Shift+Tab inside the dialog', async () => {
  const user = userEvent.setup();
  render(<Page />);
  await user.click(screen.getByRole('button', { name: 'Open' }));
  const close = screen.getByRole('button', { name: 'Close' });
  const login = screen.getByRole('button', { name: 'Login' });

  await user.tab();
  expect(close).toHaveFocus();
  await user.tab();
  expect(screen.getByRole('textbox', { name: 'Email' })).toHaveFocus();
  await user.tab();
  expect(login).toHaveFocus();
  await user.tab();
  expect(close).toHaveFocus();
  await user.tab({ shift: true });
  expect(login).toHaveFocus();
});

it('shows a Back link instead of the close button on small screens', async () => {
  mockViewportWidth(375);
  const user = userEvent.setup();
  render(<Page backLabel="Back to login" />);
  await user.click(screen.getByRole('button', { name: 'Open' }));

  expect(screen.queryByRole('button', { name: 'Close' })).not.toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: /Back to login/ }));
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
});

it("sends the small-screen Back to the modal's own previous page when it has one", async () => {
  mockViewportWidth(375);
  const user = userEvent.setup();
  const onBack = jest.fn();
  render(<Page backLabel="Back to Deposit" onBack={onBack} />);
  await user.click(screen.getByRole('button', { name: 'Open' }));

  await user.click(screen.getByRole('button', { name: /Back to Deposit/ }));
  expect(onBack).toHaveBeenCalledTimes(1);
  expect(screen.getByRole('dialog')).toBeInTheDocument();
});

it('labels the Back link Back by default', async () => {
  mockViewportWidth(375);
  const user = userEvent.setup();
  render(<Page />);
  await user.click(screen.getByRole('button', { name: 'Open' }));
  expect(screen.getByRole('button', { name: /^‹?\s*Back$/ })).toBeInTheDocument();
});

it('has a wide variant with content above the title', async () => {
  const user = userEvent.setup();
  render(<Page wide aboveTitle={<img alt="Betting" src="/b.svg" />} />);
  await user.click(screen.getByRole('button', { name: 'Open' }));

  expect(screen.getByRole('dialog')).toHaveClass('wide');
  expect(screen.getByRole('img', { name: 'Betting' })).toBeInTheDocument();
});

it('closes only the innermost of two open modals on Escape', async () => {
  const user = userEvent.setup();
  const outer = jest.fn();
  function Nested() {
    const [confirming, setConfirming] = useState(false);
    return (
      <Modal title="Limits" onClose={outer}>
        <button type="button" onClick={() => setConfirming(true)}>
          Remove
        </button>
        {confirming && (
          <Modal title="Confirm" onClose={() => setConfirming(false)}>
            Are you sure?
          </Modal>
        )}
      </Modal>
    );
  }
  render(<Nested />);

  await user.click(screen.getByRole('button', { name: 'Remove' }));
  await user.keyboard('{Escape}');

  expect(screen.queryByRole('dialog', { name: 'Confirm' })).not.toBeInTheDocument();
  expect(screen.getByRole('dialog', { name: 'Limits' })).toBeInTheDocument();
  expect(outer).not.toHaveBeenCalled();
  expect(document.body.style.overflow).toBe('hidden');
});

it('offers no way out but its content when it has no onClose', async () => {
  const user = userEvent.setup();
  for (const width of [1280, 375]) {
    mockViewportWidth(width);
    const { unmount } = render(
      <Modal title="Terms and Conditions">
        <button type="button">Accept</button>
      </Modal>,
    );
    await user.keyboard('{Escape}');
    expect(screen.getByRole('dialog', { name: 'Terms and Conditions' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Close' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Back/ })).not.toBeInTheDocument();
    unmount();
  }
});
