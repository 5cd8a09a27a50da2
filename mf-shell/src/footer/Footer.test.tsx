import { act, render, screen, within } from '@testing-library/react';
import { goTo, resetShell, setConfig } from '../test-utils/testing';
import { Footer } from './Footer';

beforeEach(resetShell);

it('shows the AU legal block: helpline, brand links and the version line', () => {
  render(<Footer />);
  const footer = within(screen.getByRole('contentinfo'));
  expect(footer.getByText(/1800 858 858/)).toBeInTheDocument();
  expect(footer.getByText('Version 1.27.0')).toBeInTheDocument();
  expect(footer.getByRole('link', { name: 'Terms and Conditions' })).toHaveAttribute(
    'href',
    '/terms-and-conditions',
  );
  expect(footer.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute(
    'href',
    '/privacy-policy',
  );
  expect(footer.getByRole('link', { name: 'Responsible Gambling' })).toHaveAttribute(
    'href',
    '/responsible-gambling-policy',
  );
});

it('shows a ticking clock instead of the version in the US', () => {
  jest.useFakeTimers();
  jest.setSystemTime(new Date(2024, 0, 5, 14, 3, 9));
  setConfig({ region: 'US' });
  render(<Footer />);
  expect(screen.queryByText(/Version/)).not.toBeInTheDocument();
  expect(screen.getByText('02:03:09 PM')).toBeInTheDocument();
  expect(screen.getByText(/1-800-GAMBLER/)).toBeInTheDocument();
  act(() => jest.advanceTimersByTime(1000));
  expect(screen.getByText('02:03:10 PM')).toBeInTheDocument();
  jest.useRealTimers();
});

it('adds side margins on /fantasy', () => {
  goTo('/fantasy/my-teams');
  render(<Footer />);
  expect(screen.getByRole('contentinfo')).toHaveAttribute('data-fantasy', 'true');
});
