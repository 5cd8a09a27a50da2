import { screen } from '@testing-library/react';
import { object, string } from 'yup';
import { renderForm } from '../test-utils/renderForm';
import { FormSelect } from './FormSelect';

const options = [
  { value: '1', label: 'Daily' },
  { value: '2', label: 'Weekly' },
];

it('offers its options under its label and keeps the chosen value', async () => {
  const { user, values } = renderForm(
    <FormSelect name="period" label="Period" placeholder="Select a period" options={options} />,
    { initialValues: { period: '' } },
  );
  await user.selectOptions(screen.getByRole('combobox', { name: 'Period' }), 'Weekly');
  expect(values().period).toBe('2');
});

it('shows its error after a refused submit', async () => {
  const { user } = renderForm(
    <FormSelect name="period" label="Period" placeholder="Select a period" options={options} />,
    {
      schema: object({ period: string().required('Please select a valid duration') }),
      initialValues: { period: '' },
    },
  );
  await user.click(screen.getByRole('button', { name: 'Send' }));
  const select = screen.getByRole('combobox', { name: 'Period' });
  expect(select).toHaveAccessibleDescription('Please select a valid duration');
  expect(select).toHaveFocus();
});
