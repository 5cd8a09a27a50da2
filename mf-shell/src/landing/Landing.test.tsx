import { render, screen } from '@testing-library/react';
import { resetShell, setConfig } from '../test-utils/testing';
import { Landing } from './Landing';

beforeEach(resetShell);

it('links to each enabled client app', () => {
  render(<Landing />);
  expect(screen.getByRole('link', { name: 'Go to Betting' })).toHaveAttribute('href', '/betting');
  expect(screen.getByRole('link', { name: 'Go to Fantasy' })).toHaveAttribute('href', '/fantasy');
});

it('leaves fantasy out when the feature is off', () => {
  setConfig({ features: { fantasy: false } });
  render(<Landing />);
  expect(screen.getAllByRole('link')).toHaveLength(1);
});
