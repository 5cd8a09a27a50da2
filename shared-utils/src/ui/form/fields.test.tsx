import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Checkbox } from './Checkbox';
import { Select } from './Select';

describe('Select', () => {
  const options = [
    { value: '1', label: 'Daily' },
    { value: '2', label: 'Weekly' },
  ];

  it('labels the drop-down, offers the options and links its error', async () => {
    const onChange = jest.fn();
    render(
      <Select
        label="Period"
        options={options}
        placeholder="Select"
        error="Please select a valid duration"
        onChange={onChange}
      />,
    );

    const select = screen.getByRole('combobox', { name: 'Period' });
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Select',
      'Daily',
      'Weekly',
    ]);
    expect(select).toHaveAttribute('aria-invalid', 'true');
    expect(select).toHaveAccessibleDescription('Please select a valid duration');

    await userEvent.selectOptions(select, '2');
    expect(select).toHaveValue('2');
    expect(onChange).toHaveBeenCalled();
  });
});

describe('Checkbox', () => {
  it('labels the checkbox and links its error', async () => {
    render(<Checkbox label="I accept the terms" error="You must accept the terms" />);

    const checkbox = screen.getByRole('checkbox', { name: 'I accept the terms' });
    expect(checkbox).toHaveAttribute('aria-invalid', 'true');
    expect(checkbox).toHaveAccessibleDescription('You must accept the terms');
    await userEvent.click(checkbox);
    expect(checkbox).toBeChecked();
  });
});
