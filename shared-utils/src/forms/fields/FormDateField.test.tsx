import { config$, defaultConfig } from '@portal/shared-utils';
import { act, screen } from '@testing-library/react';
import { object, string } from 'yup';
import { renderForm } from '../test-utils/renderForm';
import { FormDateField } from './FormDateField';

const years = { earliest: 2026, latest: 2040 };

function renderDate(region: 'AU' | 'US' = 'AU') {
  act(() => config$.next({ ...defaultConfig, region }));
  return renderForm(<FormDateField name="expiry" label="Expiry date" years={years} />, {
    schema: object({ expiry: string().matches(/^\d{4}-\d{2}-\d{2}$/, 'A valid date is required') }),
    initialValues: { expiry: '' },
  });
}

afterEach(() => act(() => config$.next(defaultConfig)));

it('is a numeric text field with the day-first pattern as its hint, kept as YYYY-MM-DD', async () => {
  const { user, values } = renderDate();
  const input = screen.getByLabelText('Expiry date');
  expect(input).toHaveAttribute('type', 'text');
  expect(input).toHaveAttribute('inputmode', 'numeric');
  expect(input).toHaveAccessibleDescription('DD/MM/YYYY');
  await user.type(input, '3112203');
  expect(input).toHaveValue('31/12/203');
  await user.type(input, '1');
  expect(input).toHaveValue('31/12/2031');
  expect(values().expiry).toBe('2031-12-31');
});

it('refuses years outside its range as they are typed', async () => {
  const { user } = renderDate();
  const input = screen.getByLabelText('Expiry date');
  await user.type(input, '01011999');
  expect(input).toHaveValue('01/01');
});

it('is month-first in the US', async () => {
  const { user, values } = renderDate('US');
  const input = screen.getByLabelText('Expiry date');
  expect(input).toHaveAccessibleDescription('MM/DD/YYYY');
  await user.type(input, '12312031');
  expect(values().expiry).toBe('2031-12-31');
});

it('shows the error of an unfinished date once left, with the pattern', async () => {
  const { user } = renderDate();
  const input = screen.getByLabelText('Expiry date');
  await user.type(input, '0101');
  await user.tab();
  expect(input).toHaveAccessibleDescription('DD/MM/YYYY A valid date is required');
});
