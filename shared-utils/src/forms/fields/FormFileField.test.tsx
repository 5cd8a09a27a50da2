import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderForm } from '../test-utils/renderForm';
import { acceptedText, sizeText } from './fileRules';
import { FormFileField } from './FormFileField';

const MB = 1024 * 1024;
const file = (name: string, type: string, bytes = 1000) =>
  new File([new Uint8Array(bytes)], name, { type });

function renderFileField() {
  return renderForm(
    <FormFileField
      name="document"
      label="Bank statement"
      hint="PDF, PNG or JPG, up to 2 MB"
      accept={['.pdf', '.png', '.jpg', '.jpeg']}
      maxBytes={2 * MB}
      required
    />,
    { initialValues: { document: null } },
  );
}

it('is a labelled file chooser that keeps the chosen file', async () => {
  const { user, values } = renderFileField();
  const input = screen.getByLabelText('Bank statement');
  expect(input).toHaveAttribute('type', 'file');
  expect(input).toHaveAttribute('accept', '.pdf,.png,.jpg,.jpeg');
  expect(input).toHaveAccessibleDescription('PDF, PNG or JPG, up to 2 MB');
  const statement = file('statement.PDF', 'application/pdf');
  await user.upload(input, statement);
  expect(values().document).toBe(statement);
  expect(input).not.toHaveAttribute('aria-invalid');
});

it("says 'Please select a document' when sent without one", async () => {
  const { user, onSubmit } = renderFileField();
  await user.click(screen.getByRole('button', { name: 'Send' }));
  const input = screen.getByLabelText('Bank statement');
  expect(input).toHaveAccessibleDescription(/Please select a document/);
  expect(input).toHaveFocus();
  expect(onSubmit).not.toHaveBeenCalled();
});

it('refuses a file of another kind, which a player can still pick from all files', async () => {
  const { onSubmit } = renderFileField();
  const user = userEvent.setup({ applyAccept: false, delay: null });
  const input = screen.getByLabelText('Bank statement');
  await user.upload(input, file('setup.exe', 'application/octet-stream'));
  expect(input).toHaveAccessibleDescription(/Please select a PDF, PNG, JPG or JPEG file/);
  await user.click(screen.getByRole('button', { name: 'Send' }));
  expect(onSubmit).not.toHaveBeenCalled();
});

it('refuses a file over the largest size', async () => {
  const { user } = renderFileField();
  const input = screen.getByLabelText('Bank statement');
  await user.upload(input, file('scan.png', 'image/png', 2 * MB + 1));
  expect(input).toHaveAccessibleDescription(/Please select a file of 2 MB or less/);
});

it('names kinds and sizes the way a player reads them', () => {
  expect(acceptedText(['image/*'])).toBe('*');
  expect(acceptedText(['application/pdf', 'image/png'])).toBe('PDF or PNG');
  expect(sizeText(1.5 * MB)).toBe('1.5 MB');
  expect(sizeText(500 * 1024)).toBe('500 KB');
});
