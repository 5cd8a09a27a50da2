import { ApiError } from '@portal/shared-utils';
import { screen, waitFor } from '@testing-library/react';
import { object, string } from 'yup';
import { FormTextField } from './fields/FormTextField';
import { submissionErrors } from './submissionErrors';
import { renderForm } from './test-utils/renderForm';

const schema = object({
  email: string().required('Email is required'),
  name: string().required('Username is required'),
});

const fields = (
  <>
    <FormTextField name="email" label="Email" />
    <FormTextField name="name" label="Username" />
  </>
);

const refusedBy = (errors: Record<string, string[]>) => async () =>
  submissionErrors(new ApiError(422, errors), ['email', 'name']);

it('shows no error before the player does anything', () => {
  renderForm(fields, { schema, initialValues: { email: '', name: '' } });
  expect(screen.getByLabelText('Email')).not.toHaveAttribute('aria-invalid');
  expect(screen.queryByText('Email is required')).not.toBeInTheDocument();
});

it('refuses a submit the schema refuses: errors under the fields, focus on the first one', async () => {
  const { user, onSubmit } = renderForm(fields, { schema, initialValues: { email: '', name: '' } });
  await user.click(screen.getByRole('button', { name: 'Send' }));
  expect(onSubmit).not.toHaveBeenCalled();
  expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('Email is required');
  expect(screen.getByLabelText('Username')).toHaveAccessibleDescription('Username is required');
  expect(screen.getByLabelText('Email')).toHaveFocus();
});

it('shows a field error once the player has typed in the field or left it', async () => {
  const { user } = renderForm(fields, { schema, initialValues: { email: '', name: '' } });
  await user.click(screen.getByLabelText('Username'));
  await user.tab();
  expect(screen.getByLabelText('Username')).toHaveAttribute('aria-invalid', 'true');
  expect(screen.getByLabelText('Email')).not.toHaveAttribute('aria-invalid');
});

it("puts the server's field errors under their fields and focuses the first of them", async () => {
  const { user } = renderForm(fields, {
    schema,
    initialValues: { email: 'taken@portal.test', name: 'taken' },
    onSubmit: refusedBy({ name: ['The name has already been taken.'] }),
  });
  await user.click(screen.getByRole('button', { name: 'Send' }));
  const name = screen.getByLabelText('Username');
  expect(name).toHaveAccessibleDescription('The name has already been taken.');
  await waitFor(() => expect(name).toHaveFocus());
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();

  await user.type(name, 's');
  expect(name).not.toHaveAttribute('aria-invalid');
});

it("shows the key 'error', and any field the form does not show, in the banner", async () => {
  const { user } = renderForm(fields, {
    schema,
    initialValues: { email: 'a@portal.test', name: 'a' },
    onSubmit: refusedBy({ error: ['Too many attempts.'], token: ['The token is invalid.'] }),
  });
  await user.click(screen.getByRole('button', { name: 'Send' }));
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'Too many attempts. The token is invalid.',
  );
});
