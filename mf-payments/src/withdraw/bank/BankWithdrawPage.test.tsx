import type { BankAccount } from '@portal/contract';
import { user$ } from '@portal/shared-utils';
import { fakeResponse, testUser, type FetchMock, queryWrapper } from '@portal/shared-utils/testing';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { callsTo, collectNotices, setUpAccount } from '../../test-utils/accountApi';
import { BankWithdrawPage } from './BankWithdrawPage';

const notices = collectNotices();
const ACCOUNT: BankAccount = {
  id: 7,
  label: '062-000 ****5678',
  status: { id: 2, name: 'approved' },
  account_name: 'Dana Demo',
  bank_id: '062-000',
  account_number: '12345678',
  bank_name: null,
  swift_code: null,
  document: null,
};
const NO_WITHDRAWALS = { data: [], meta: { pagination: { current_page: 1, total_pages: 1 } } };
const json =
  (body: unknown, status = 200) =>
  () =>
    fakeResponse({ status, body });
let fetchMock: FetchMock;

function renderPage() {
  return render(
    <MemoryRouter initialEntries={['/withdraw']}>
      <BankWithdrawPage />
    </MemoryRouter>,
    { wrapper: queryWrapper().wrapper },
  );
}

const noticeTexts = () => notices.map((notice) => `${notice.type}: ${notice.message}`);

describe('verification', () => {
  it('shows a loader until the player and their bank account are known, then the balance and the available balance', async () => {
    let answerAccount = () => {};
    const account = new Promise<void>((resolve) => {
      answerAccount = resolve;
    });
    fetchMock = setUpAccount({
      'GET /users/withdraw': json(NO_WITHDRAWALS),
      'GET /users/current?embed=user_bank_account': async () => {
        await account;
        return fakeResponse({ body: { data: { user_bank_account: null } } });
      },
    });
    act(() => user$.next(null));
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Withdraw' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Loading your account');

    act(() => user$.next(testUser({ balance: 125050, available_balance: 100000 })));
    expect(screen.getByRole('status')).toHaveTextContent('Loading your account');
    answerAccount();

    expect(await screen.findByText('Balance')).toBeInTheDocument();
    expect(screen.getByText('Balance').nextElementSibling).toHaveTextContent('$1,250.50');
    expect(screen.getByText('Available Balance').nextElementSibling).toHaveTextContent('$1,000.00');
    expect(await screen.findByText('You have no pending withdrawals.')).toBeInTheDocument();
  });

  it('warns an unverified player, links the profile and offers the ID check instead of the form', async () => {
    fetchMock = setUpAccount(
      { 'GET /users/withdraw': json(NO_WITHDRAWALS) },
      { id_verified: false, user_bank_account: ACCOUNT },
    );
    renderPage();

    expect(screen.getByRole('alert')).toHaveTextContent(
      'Please make sure your account and your mobile number are verified to submit a withdrawal.',
    );
    expect(screen.getByRole('link', { name: 'Go to your profile' })).toHaveAttribute(
      'href',
      '/profile',
    );
    expect(screen.queryByRole('textbox', { name: 'Amount' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Verify your ID' }));
    expect(window.location.search).toContain('modal=verify');
    await screen.findByText('You have no pending withdrawals.');
  });

  it('warns a player whose mobile is not verified, without the ID check', async () => {
    fetchMock = setUpAccount(
      { 'GET /users/withdraw': json(NO_WITHDRAWALS) },
      { phone_verified: false, user_bank_account: ACCOUNT },
    );
    renderPage();

    expect(screen.getByRole('alert')).toHaveTextContent('your mobile number are verified');
    expect(screen.queryByRole('button', { name: 'Verify your ID' })).not.toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Amount' })).not.toBeInTheDocument();
    await screen.findByText('You have no pending withdrawals.');
  });
});

describe('the amount', () => {
  beforeEach(() => {
    fetchMock = setUpAccount(
      {
        'GET /users/withdraw': json(NO_WITHDRAWALS),
        'POST /withdraw': json({
          data: {},
          meta: { message: 'Your withdrawal request was received' },
        }),
      },
      { user_bank_account: ACCOUNT },
    );
  });

  it('starts at $10.00 and disables Withdraw below $10', async () => {
    renderPage();
    await screen.findByText('You have no pending withdrawals.');
    const amount = screen.getByRole('textbox', { name: 'Amount' });
    expect(amount).toHaveValue('10.00');
    expect(screen.getByRole('button', { name: 'Withdraw' })).toBeEnabled();

    await userEvent.clear(amount);
    await userEvent.type(amount, '9.99');
    await userEvent.tab();

    expect(screen.getByRole('button', { name: 'Withdraw' })).toBeDisabled();
    expect(screen.getByText('The minimum withdrawal is $10.00')).toBeInTheDocument();

    await userEvent.clear(amount);
    await userEvent.type(amount, 'ten');
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Withdraw' })).toBeDisabled();
    expect(screen.getByText('Amount must be a number')).toBeInTheDocument();
    expect(amount).toHaveAccessibleDescription(/Minimum withdrawal: \$10\.00/);
    expect(
      screen.getByText('Withdrawals reach your bank account within up to 2 business days.'),
    ).toBeInTheDocument();
  });

  it('sends the amount in cents to the bank account, says it was received and reloads the list', async () => {
    renderPage();
    await screen.findByText('You have no pending withdrawals.');
    const amount = screen.getByRole('textbox', { name: 'Amount' });
    await userEvent.clear(amount);
    await userEvent.type(amount, '25');
    await userEvent.click(screen.getByRole('button', { name: 'Withdraw' }));

    await waitFor(() =>
      expect(noticeTexts()).toContain('success: Your withdrawal request was received'),
    );
    expect(JSON.parse(String(callsTo(fetchMock, 'POST /withdraw')[0].body))).toEqual({
      amount: 2500,
      user_bank_account_id: 7,
    });
    await waitFor(() => expect(callsTo(fetchMock, 'GET /users/withdraw')).toHaveLength(2));
    expect(callsTo(fetchMock, 'GET /users/current?embed=limits')).toHaveLength(1);
    expect(callsTo(fetchMock, 'GET /users/current?embed=user_bank_account')).toHaveLength(1);
  });

  it('refuses more than two decimals, as typed and without rounding: 10.005 is no withdrawal, 10.05 is 1005 cents', async () => {
    renderPage();
    await screen.findByText('You have no pending withdrawals.');
    const amount = screen.getByRole('textbox', { name: 'Amount' });
    await userEvent.clear(amount);
    await userEvent.type(amount, '10.005');
    await userEvent.tab();

    expect(amount).toHaveValue('10.005');
    expect(screen.getByText('Please enter up to two decimals')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Withdraw' })).toBeDisabled();
    expect(callsTo(fetchMock, 'POST /withdraw')).toHaveLength(0);

    await userEvent.clear(amount);
    await userEvent.type(amount, '10.05');
    await userEvent.click(screen.getByRole('button', { name: 'Withdraw' }));
    await waitFor(() => expect(callsTo(fetchMock, 'POST /withdraw')).toHaveLength(1));
    expect(JSON.parse(String(callsTo(fetchMock, 'POST /withdraw')[0].body))).toEqual({
      amount: 1005,
      user_bank_account_id: 7,
    });
  });

  it("shows the server's refusal under the amount", async () => {
    fetchMock = setUpAccount(
      {
        'GET /users/withdraw': json(NO_WITHDRAWALS),
        'POST /withdraw': json(
          {
            errors: {
              amount: ['You cannot withdraw more than your available balance of $1,250.50'],
            },
          },
          422,
        ),
      },
      { user_bank_account: ACCOUNT },
    );
    renderPage();
    await screen.findByText('You have no pending withdrawals.');
    await userEvent.click(screen.getByRole('button', { name: 'Withdraw' }));

    expect(
      await screen.findByText('You cannot withdraw more than your available balance of $1,250.50'),
    ).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Amount' })).toHaveAccessibleDescription(
      /available balance of \$1,250\.50/,
    );
  });
});
