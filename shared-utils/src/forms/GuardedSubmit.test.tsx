import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Form } from 'react-final-form';
import { FormTextField } from './fields/FormTextField';
import { GuardedSubmit } from './GuardedSubmit';

type Values = { amount?: string };

function renderForm(
  onSubmit: () => Record<string, string> | undefined,
  { loading, amount }: { loading?: boolean; amount?: string } = {},
) {
  render(
    <Form<Values> onSubmit={onSubmit} initialValues={{ amount }}>
      {({ handleSubmit }) => (
        <form onSubmit={handleSubmit}>
          <FormTextField name="amount" label="Amount" />
          <GuardedSubmit<Values>
            label="Withdraw"
            allowed={(values) => Number(values.amount) >= 10}
            loading={loading}
          />
        </form>
      )}
    </Form>,
  );
  return userEvent.setup();
}

it('stays disabled until the values are allowed, then shows a refusal in the banner', async () => {
  const user = renderForm(() => ({ 'FINAL_FORM/form-error': 'Insufficient funds' }));
  const submit = screen.getByRole('button', { name: 'Withdraw' });
  expect(submit).toBeDisabled();
  await user.type(screen.getByLabelText('Amount'), '9');
  expect(submit).toBeDisabled();
  await user.type(screen.getByLabelText('Amount'), '0');
  expect(submit).toBeEnabled();
  await user.click(submit);
  expect(await screen.findByRole('alert')).toHaveTextContent('Insufficient funds');
});

it('is disabled while the request it was given runs, allowed values or not', () => {
  renderForm(jest.fn(), { loading: true, amount: '50' });
  expect(screen.getByRole('button', { name: /Withdraw/ })).toBeDisabled();
});
