import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Tabs } from './Tabs';

const tabs = [
  { id: 'card', label: 'Card', panel: 'Card form' },
  { id: 'payid', label: 'PayID', panel: 'PayID details' },
  { id: 'bpay', label: 'BPAY', panel: 'BPAY details' },
];

it('is a tab list with the selected tab and its panel', () => {
  render(<Tabs label="Deposit methods" tabs={tabs} />);

  expect(screen.getByRole('tablist', { name: 'Deposit methods' })).toBeInTheDocument();
  const card = screen.getByRole('tab', { name: 'Card' });
  expect(card).toHaveAttribute('aria-selected', 'true');
  expect(card).toHaveAttribute('tabindex', '0');
  expect(screen.getByRole('tab', { name: 'PayID' })).toHaveAttribute('tabindex', '-1');
  expect(screen.getByRole('tabpanel', { name: 'Card' })).toHaveTextContent('Card form');
});

it('moves and selects with the arrow keys, wrapping, and with Home and End', async () => {
  const user = userEvent.setup();
  const onSelect = jest.fn();
  render(<Tabs label="Deposit methods" tabs={tabs} onSelect={onSelect} />);

  await user.click(screen.getByRole('tab', { name: 'Card' }));
  await user.keyboard('{ArrowRight}');
  expect(screen.getByRole('tab', { name: 'PayID' })).toHaveFocus();
  expect(screen.getByRole('tabpanel')).toHaveTextContent('PayID details');

  await user.keyboard('{ArrowRight}{ArrowRight}');
  expect(screen.getByRole('tab', { name: 'Card' })).toHaveFocus();

  await user.keyboard('{ArrowLeft}');
  expect(screen.getByRole('tab', { name: 'BPAY' })).toHaveAttribute('aria-selected', 'true');

  await user.keyboard('{Home}');
  expect(screen.getByRole('tab', { name: 'Card' })).toHaveFocus();
  await user.keyboard('{End}');
  expect(screen.getByRole('tab', { name: 'BPAY' })).toHaveFocus();
  expect(onSelect).toHaveBeenLastCalledWith('bpay');
});

it('follows a controlled selection', () => {
  render(<Tabs label="Methods" tabs={tabs} selectedId="bpay" />);
  expect(screen.getByRole('tab', { name: 'BPAY' })).toHaveAttribute('aria-selected', 'true');
});
