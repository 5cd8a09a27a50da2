import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { TabList } from './TabList';

const TABS = [
  { key: 'all', label: 'All' },
  { key: 'deposits', label: 'Deposits' },
  { key: 'wins', label: 'Wins' },
];

function Harness() {
  const [selected, setSelected] = useState('all');
  return (
    <TabList
      label="Categories"
      tabs={TABS}
      selected={selected}
      onSelect={setSelected}
      panelId="panel"
      idPrefix="category"
    />
  );
}

const tab = (name: string) => screen.getByRole('tab', { name });

it('marks the chosen tab, reachable by Tab, with ids for the panel', async () => {
  render(<Harness />);
  expect(screen.getByRole('tablist', { name: 'Categories' })).toBeInTheDocument();
  expect(tab('All')).toHaveAttribute('aria-selected', 'true');
  expect(tab('All')).toHaveAttribute('id', 'category-all');
  expect(tab('Wins')).toHaveAttribute('aria-controls', 'panel');
  expect(tab('Wins')).toHaveAttribute('tabindex', '-1');
  await userEvent.click(tab('Wins'));
  expect(tab('Wins')).toHaveAttribute('aria-selected', 'true');
});

it('moves with the arrow keys (wrapping), Home and End, focus following', async () => {
  const user = userEvent.setup();
  render(<Harness />);
  await user.tab();
  expect(tab('All')).toHaveFocus();
  await user.keyboard('{ArrowLeft}');
  expect(tab('Wins')).toHaveFocus();
  expect(tab('Wins')).toHaveAttribute('aria-selected', 'true');
  await user.keyboard('{ArrowRight}');
  expect(tab('All')).toHaveFocus();
  await user.keyboard('{End}');
  expect(tab('Wins')).toHaveAttribute('aria-selected', 'true');
  await user.keyboard('{Home}{ArrowDown}');
  expect(tab('Deposits')).toHaveFocus();
  expect(tab('Deposits')).toHaveAttribute('aria-selected', 'true');
});
