import type { DepositLimitPrompt as Prompt } from '@portal/contract';
import {
  fakeResponse,
  installFetchMock,
  mockRoutes,
  testUser,
  type FetchMock,
} from '@portal/shared-utils/testing';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Header } from '../header/Header';
import { resetShell, setConfig, signIn } from '../test-utils/testing';

const DUE: Prompt = {
  due: true,
  last_answer: 'declined',
  last_answered_at: '2025-03-01T00:00:00Z',
};
const PATH = '/users/deposit-limit-prompt';

let fetchMock: FetchMock;
let answers: unknown[];

/** The API answering the question's read with `prompt`, and keeping each answer posted. */
function serve(prompt: Prompt) {
  answers = [];
  mockRoutes(fetchMock, {
    [`GET ${PATH}`]: () => fakeResponse({ body: { data: prompt } }),
    [`POST ${PATH}`]: (init) => {
      answers.push(JSON.parse(String(init?.body)));
      return fakeResponse({ body: { data: { ...prompt, due: false } } });
    },
  });
}

const prompt = () => screen.findByRole('region', { name: 'Why set a deposit limit?' });

beforeEach(() => {
  resetShell();
  fetchMock = installFetchMock();
});

it('asks a player whose question is due, with three benefits, and keeps Not now', async () => {
  serve(DUE);
  signIn(testUser());
  render(<Header />);

  const region = await prompt();
  expect(region).toHaveTextContent('You have no deposit limit. Would you like to set one?');
  expect(
    within(region)
      .getAllByRole('listitem')
      .map((item) => item.textContent),
  ).toEqual([
    'You decide your budget before you play, not in the heat of the moment.',
    'Your deposits stop at the amount you choose until the period ends, so play stays affordable.',
    'You can lower your limit at any time, and a lower limit applies straight away.',
  ]);
  await userEvent.click(within(region).getByRole('button', { name: 'Not now' }));

  await waitFor(() =>
    expect(screen.queryByRole('region', { name: 'Why set a deposit limit?' })).toBeNull(),
  );
  expect(answers).toEqual([{ answer: 'not_now' }]);
});

it('records Set a deposit limit and opens the Limits page', async () => {
  serve(DUE);
  signIn(testUser());
  render(<Header />);

  await userEvent.click(
    within(await prompt()).getByRole('button', { name: 'Set a deposit limit' }),
  );

  await waitFor(() => expect(window.location.pathname).toBe('/account/limits'));
  expect(answers).toEqual([{ answer: 'set' }]);
});

it('says nothing when the question is not due', async () => {
  serve({ ...DUE, due: false });
  signIn(testUser());
  render(<Header />);

  await screen.findByTestId('balance-button');
  await waitFor(() =>
    expect(fetchMock).toHaveBeenCalledWith(expect.stringContaining(PATH), expect.anything()),
  );
  expect(screen.queryByRole('region', { name: 'Why set a deposit limit?' })).toBeNull();
});

it('never asks in the US', async () => {
  serve(DUE);
  setConfig({ region: 'US' });
  signIn(testUser());
  render(<Header />);

  await screen.findByTestId('balance-button');
  expect(fetchMock.mock.calls.map(([url]) => url)).not.toContainEqual(
    expect.stringContaining(PATH),
  );
});
