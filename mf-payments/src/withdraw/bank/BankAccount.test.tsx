import type { BankAccount } from '@portal/contract';
import { fakeResponse, type FetchMock, queryWrapper } from '@portal/shared-utils/testing';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { callsTo, collectNotices, setUpAccount } from '../../test-utils/accountApi';
import type { TestPlayer } from '../../test-utils/paymentDetailsApi';
import { BankWithdrawPage } from './BankWithdrawPage';

const notices = collectNotices();
const NO_WITHDRAWALS = { data: [], meta: { pagination: { current_page: 1, total_pages: 1 } } };
const json =
  (body: unknown, status = 200) =>
  () =>
    fakeResponse({ status, body });
const account = (status: string): BankAccount => ({
  id: 7,
  label: '062-000 ****5678',
  status: { id: { pending: 1, approved: 2, rejected: 3 }[status] ?? 1, name: status },
  account_name: 'Dana Demo',
  bank_id: '062-000',
  account_number: '12345678',
  bank_name: null,
  swift_code: null,
  document: null,
});
let fetchMock: FetchMock;

async function renderPage() {
  render(
    <MemoryRouter>
      <BankWithdrawPage />
    </MemoryRouter>,
    { wrapper: queryWrapper().wrapper },
  );
  await screen.findByText('You have no pending withdrawals.');
}

const field = (name: string) => screen.getByLabelText(name);
const sentForm = (route: string) => callsTo(fetchMock, route).at(-1)?.body as FormData;
const noticeTexts = () => notices.map((notice) => `${notice.type}: ${notice.message}`);
const accountReads = () => callsTo(fetchMock, 'GET /users/current?embed=user_bank_account');

describe('adding a bank account', () => {
  beforeEach(() => {
    fetchMock = setUpAccount({
      'GET /users/withdraw': json(NO_WITHDRAWALS),
      'POST /verification/bank': json({ data: { message: 'sent', phone: '*******678' } }),
      'POST /users/bank': json({ data: account('pending') }),
    });
  });

  it('asks an Australian player for the name, BSB and number, each required', async () => {
    await renderPage();
    expect(screen.queryByLabelText('Bank Name')).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Bank statement')).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Send PIN' }));

    expect(screen.getByText('Account Name is required')).toBeInTheDocument();
    expect(screen.getByText('BSB is required')).toBeInTheDocument();
    expect(screen.getByText('Account Number is required')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST /verification/bank')).toHaveLength(0);
  });

  it('sends the details, then adds the account with the 6-digit PIN texted to the masked phone', async () => {
    await renderPage();
    await userEvent.type(field('Account Name'), 'Dana Demo');
    await userEvent.type(field('BSB'), '062-000');
    await userEvent.type(field('Account Number'), '12345678');
    await userEvent.click(screen.getByRole('button', { name: 'Send PIN' }));

    expect(
      await screen.findByText(/We sent a 6-digit PIN by SMS to \*{7}678\./),
    ).toBeInTheDocument();
    expect(Object.fromEntries(sentForm('POST /verification/bank'))).toEqual({
      account_name: 'Dana Demo',
      bank_id: '062-000',
      account_number: '12345678',
    });
    const add = screen.getByRole('button', { name: 'Add Bank Account' });
    expect(add).toBeDisabled();
    await userEvent.type(field('PIN'), '12345');
    expect(add).toBeDisabled();
    await userEvent.type(field('PIN'), '6');
    expect(add).toBeEnabled();
    await userEvent.click(add);

    await waitFor(() =>
      expect(noticeTexts()).toContain('success: Your bank account has been added'),
    );
    expect(sentForm('POST /users/bank').get('token')).toBe('123456');
    expect(sentForm('POST /users/bank').get('bank_id')).toBe('062-000');
  });

  it('reads the account again once it is added, and shows it in place of the entry', async () => {
    const server: TestPlayer = { user_bank_account: null };
    fetchMock = setUpAccount(
      {
        'GET /users/withdraw': json(NO_WITHDRAWALS),
        'POST /verification/bank': json({ data: { message: 'sent' } }),
        'POST /users/bank': () => {
          server.user_bank_account = account('pending');
          return fakeResponse({ body: { data: server.user_bank_account } });
        },
      },
      server,
    );
    await renderPage();
    expect(accountReads()).toHaveLength(1);
    await userEvent.type(field('Account Name'), 'Dana Demo');
    await userEvent.type(field('BSB'), '062-000');
    await userEvent.type(field('Account Number'), '12345678');
    await userEvent.click(screen.getByRole('button', { name: 'Send PIN' }));
    await userEvent.type(await screen.findByLabelText('PIN'), '123456');
    await userEvent.click(screen.getByRole('button', { name: 'Add Bank Account' }));

    expect(
      await screen.findByText('Your bank account verification document is pending approval.'),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(noticeTexts()).toContain('success: Your bank account has been added'),
    );
    expect(screen.queryByRole('button', { name: 'Send PIN' })).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Amount' })).toBeInTheDocument();
    expect(accountReads()).toHaveLength(2);
  });

  it("shows the server's PIN refusal under the PIN, and Change details goes back with the details kept", async () => {
    fetchMock = setUpAccount({
      'GET /users/withdraw': json(NO_WITHDRAWALS),
      'POST /verification/bank': json({ data: { message: 'sent' } }),
      'POST /users/bank': json(
        { errors: { token: ['This PIN is not correct, please try again or request a new PIN'] } },
        422,
      ),
    });
    await renderPage();
    await userEvent.type(field('Account Name'), 'Dana Demo');
    await userEvent.type(field('BSB'), '062000');
    await userEvent.type(field('Account Number'), '12345678');
    await userEvent.click(screen.getByRole('button', { name: 'Send PIN' }));
    await userEvent.type(await screen.findByLabelText('PIN'), '000000');
    await userEvent.click(screen.getByRole('button', { name: 'Add Bank Account' }));

    expect(
      await screen.findByText('This PIN is not correct, please try again or request a new PIN'),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Change details' }));
    expect(field('Account Name')).toHaveValue('Dana Demo');
  });

  it('asks a player outside Australia for the bank name, swift code and the statement', async () => {
    fetchMock = setUpAccount(
      {
        'GET /users/withdraw': json(NO_WITHDRAWALS),
        'POST /verification/bank': json(
          { errors: { swift_code: ['Swift code must be 8 or 11 letters and digits'] } },
          422,
        ),
      },
      { country: 'NZ', locale: { available_limits: [], bank_document_required: true } },
    );
    await renderPage();
    expect(screen.queryByLabelText('BSB')).not.toBeInTheDocument();
    await userEvent.type(field('Account Name'), 'Dana Demo');
    await userEvent.type(field('Bank Name'), 'ANZ');
    await userEvent.type(field('SWIFT Code'), 'ANZ');
    await userEvent.type(field('Account Number'), '0123456789');
    await userEvent.click(screen.getByRole('button', { name: 'Send PIN' }));
    expect(screen.getByText('Please select a document')).toBeInTheDocument();

    const statement = new File(['%PDF'], 'statement.pdf', { type: 'application/pdf' });
    await userEvent.upload(field('Bank statement'), statement);
    await userEvent.click(screen.getByRole('button', { name: 'Send PIN' }));

    expect(
      await screen.findByText('Swift code must be 8 or 11 letters and digits'),
    ).toBeInTheDocument();
    const sent = sentForm('POST /verification/bank');
    expect(sent.get('document')).toBe(statement);
    expect(sent.get('bank_name')).toBe('ANZ');
    expect(sent.has('bank_id')).toBe(false);
  });
});

describe('the bank account', () => {
  it.each([
    ['pending', 'Your bank account verification document is pending approval.'],
    ['rejected', 'Your bank account verification document has been rejected.'],
  ])('says a %s account is not approved and offers the upload', async (status, message) => {
    fetchMock = setUpAccount(
      {
        'GET /users/withdraw': json(NO_WITHDRAWALS),
        'POST /users/bank/7': json({ data: account('pending') }),
      },
      { user_bank_account: account(status) },
    );
    await renderPage();
    expect(screen.getByText(message)).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Upload Document' }));
    expect(screen.getByText('Please select a document')).toBeInTheDocument();
    const statement = new File(['png'], 'statement.png', { type: 'image/png' });
    await userEvent.upload(field('Bank statement'), statement);
    await userEvent.click(screen.getByRole('button', { name: 'Upload Document' }));

    await waitFor(() => expect(noticeTexts()).toContain('success: Your document was uploaded.'));
    expect(sentForm('POST /users/bank/7').get('document')).toBe(statement);
    expect(accountReads()).toHaveLength(2);
  });

  it('offers no upload for an approved account', async () => {
    fetchMock = setUpAccount(
      { 'GET /users/withdraw': json(NO_WITHDRAWALS) },
      { user_bank_account: account('approved') },
    );
    await renderPage();

    expect(screen.getByText('Your bank account is verified.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Upload Document' })).not.toBeInTheDocument();
    expect(screen.getByText('062-000')).toBeInTheDocument();
  });

  it('removes the account on Update Bank Details after confirmation, reads it and the withdrawals again and offers the entry', async () => {
    const server: TestPlayer = { user_bank_account: account('approved') };
    fetchMock = setUpAccount(
      {
        'GET /users/withdraw': json(NO_WITHDRAWALS),
        'DELETE /users/bank/7': () => {
          server.user_bank_account = null;
          return fakeResponse({ body: { status: 'success' } });
        },
      },
      server,
    );
    await renderPage();
    await userEvent.click(screen.getByRole('button', { name: 'Update Bank Details' }));
    const dialog = screen.getByRole('dialog', { name: 'Update Bank Details' });
    expect(dialog).toHaveTextContent('cancels all your pending withdrawals');
    await userEvent.click(screen.getByRole('button', { name: 'No' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(callsTo(fetchMock, 'DELETE /users/bank/7')).toHaveLength(0);

    await userEvent.click(screen.getByRole('button', { name: 'Update Bank Details' }));
    await userEvent.click(screen.getByRole('button', { name: 'Yes, update' }));

    await waitFor(() =>
      expect(noticeTexts()).toContain(
        'success: You can now proceed to enter your new bank account.',
      ),
    );
    await waitFor(() => expect(callsTo(fetchMock, 'GET /users/withdraw')).toHaveLength(2));
    expect(callsTo(fetchMock, 'GET /users/current?embed=limits')).toHaveLength(1);
    expect(accountReads()).toHaveLength(2);
    expect(screen.getByRole('button', { name: 'Send PIN' })).toBeInTheDocument();
    expect(screen.queryByText('Your bank account is verified.')).not.toBeInTheDocument();
  });

  it('says why the account could not be read, in a red notice, and offers neither the amount nor the entry', async () => {
    fetchMock = setUpAccount({
      'GET /users/withdraw': json(NO_WITHDRAWALS),
      'GET /users/current?embed=user_bank_account': json(
        { errors: { error: ['The service is unavailable.'] } },
        503,
      ),
    });
    await renderPage();

    await waitFor(() => expect(noticeTexts()).toContain('danger: The service is unavailable.'));
    expect(notices.at(-1)).toMatchObject({ title: 'Error' });
    expect(screen.getByText('Available Balance')).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Amount' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Send PIN' })).not.toBeInTheDocument();
  });

  it('says why the account could not be removed, in a red notice titled Error', async () => {
    fetchMock = setUpAccount(
      {
        'GET /users/withdraw': json(NO_WITHDRAWALS),
        'DELETE /users/bank/7': json({ errors: { error: ['Not found.'] } }, 404),
      },
      { user_bank_account: account('approved') },
    );
    await renderPage();
    await userEvent.click(screen.getByRole('button', { name: 'Update Bank Details' }));
    await userEvent.click(screen.getByRole('button', { name: 'Yes, update' }));

    await waitFor(() => expect(noticeTexts()).toContain('danger: Not found.'));
    expect(notices.at(-1)).toMatchObject({ title: 'Error', timeout: 5000 });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
