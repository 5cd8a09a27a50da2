import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Form } from 'react-final-form';
import { setConfig } from '../../test-utils/testing';
import { BirthDateField } from './BirthDateField';

/** The field in a form; `values()` gives the form values. */
function renderField() {
  let values: Record<string, unknown> = {};
  render(
    <Form
      onSubmit={jest.fn()}
      initialValues={{ birth_date: '' }}
      render={({ values: current }) => {
        values = current;
        return <BirthDateField />;
      }}
    />,
  );
  return {
    field: screen.getByLabelText('Date of Birth'),
    values: () => values,
    user: userEvent.setup({ delay: null }),
  };
}

beforeEach(() => setConfig());

describe('outside the US (day first)', () => {
  it('is a text field with the DD/MM/YYYY hint, not the browser date input', () => {
    const { field } = renderField();
    expect(field).toHaveAttribute('type', 'text');
    expect(field).toHaveAttribute('inputmode', 'numeric');
    expect(field).toHaveAccessibleDescription('DD/MM/YYYY');
  });

  it('shows 01/02/1990 as typed and keeps the value as 1990-02-01', async () => {
    const { field, user, values } = renderField();
    await user.type(field, '01021990');
    expect(field).toHaveValue('01/02/1990');
    expect(values().birth_date).toBe('1990-02-01');
  });

  it('limits day, month and year as the player types', async () => {
    const { field, user, values } = renderField();
    await user.type(field, '3');
    await user.type(field, '2');
    expect(field).toHaveValue('3');
    await user.type(field, '1');
    await user.type(field, '13');
    expect(field).toHaveValue('31/1');
    await user.type(field, '2');
    await user.type(field, '18');
    expect(field).toHaveValue('31/12/1');
    await user.type(field, '999');
    expect(field).toHaveValue('31/12/1999');
    expect(values().birth_date).toBe('1999-12-31');
  });

  it('keeps an unfinished date as text, which the schema refuses', async () => {
    const { field, user, values } = renderField();
    await user.type(field, '01021');
    expect(values().birth_date).toBe('01/02/1');
  });

  it('lets the player delete back over a separator', async () => {
    const { field, user } = renderField();
    await user.type(field, '121');
    await user.type(field, '{Backspace}');
    expect(field).toHaveValue('12/');
    await user.type(field, '{Backspace}');
    expect(field).toHaveValue('12');
  });
});

describe('in the US (month first)', () => {
  beforeEach(() => setConfig({ region: 'US' }));

  it('has the MM/DD/YYYY hint and shows 02/01/1990 as typed for 1990-02-01', async () => {
    const { field, user, values } = renderField();
    expect(field).toHaveAccessibleDescription('MM/DD/YYYY');
    await user.type(field, '02011990');
    expect(field).toHaveValue('02/01/1990');
    expect(values().birth_date).toBe('1990-02-01');
  });

  it('limits the month first: 13 is refused, 4 becomes 04', async () => {
    const { field, user } = renderField();
    await user.type(field, '13');
    expect(field).toHaveValue('1');
    await user.clear(field);
    await user.type(field, '4');
    expect(field).toHaveValue('04');
  });
});
