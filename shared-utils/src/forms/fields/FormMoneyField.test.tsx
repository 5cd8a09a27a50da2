import { screen } from '@testing-library/react';
import { renderForm } from '../test-utils/renderForm';
import { toCents } from '@portal/shared-utils';
import { FormMoneyField } from './FormMoneyField';

it('takes dollars with the decimal keyboard and shows 2 decimals once left', async () => {
  const { user, values } = renderForm(
    <FormMoneyField name="limit" label="Limit amount ($)" hint="At least $5.00" />,
    { initialValues: { limit: '' } },
  );
  const input = screen.getByRole('textbox', { name: 'Limit amount ($)' });
  expect(input).toHaveAttribute('inputmode', 'decimal');
  expect(input).toHaveAccessibleDescription('At least $5.00');
  await user.type(input, '10.5');
  await user.tab();
  expect(input).toHaveValue('10.50');
  expect(values().limit).toBe('10.50');
});

it('keeps an amount with more than two decimals as typed, never rounded', async () => {
  const { user, values } = renderForm(<FormMoneyField name="limit" label="Limit amount ($)" />, {
    initialValues: { limit: '' },
  });
  const input = screen.getByRole('textbox', { name: 'Limit amount ($)' });
  await user.type(input, '10.555');
  await user.tab();
  expect(values().limit).toBe('10.555');
});

it('gives integer cents for the API', () => {
  expect(toCents('10.50')).toBe(1050);
  expect(toCents('19.99')).toBe(1999);
  expect(toCents('1,250.5')).toBe(125050);
});
