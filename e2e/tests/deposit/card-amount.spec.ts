// Issue 27: a new card chosen before an amount is typed (Add a deposit method, Credit Card) asks for
// the amount with Home's rules and sends nothing until it passes; the bank's 3-D Secure page is an
// instruction (not an error) while the button says what it waits for; the server credits the amount.
import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/auth';
import { fillCard, openDeposit, signInNewAuPlayer } from '../support/deposits';
import { axeRuleViolations } from './axeRule';

test("the card page asks for the amount with Home's rules, sends nothing for abc, 1e2 or 10.555, then takes $25 through 3-D Secure", async ({
  page,
}) => {
  const player = await signInNewAuPlayer(page, test.info());
  const created: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().endsWith('/deposit/fatzebra/create'))
      created.push(request.url());
  });
  const dialog = await openDeposit(page);
  // The modal is titled Deposit and Home does not say it again; the quick-adds are named by their text.
  await expect(dialog.getByRole('heading', { name: 'Deposit', exact: true })).toHaveCount(1);
  await expect(dialog.getByRole('button', { name: '+10', exact: true })).toBeVisible();
  expect(await axeRuleViolations(page, 'label-content-name-mismatch')).toEqual([]);

  await dialog.getByRole('button', { name: 'Add a deposit method' }).click();
  await expect(dialog.getByRole('heading', { name: 'Select Deposit Method' })).toHaveCount(1);
  const instant = dialog.getByRole('region', { name: 'Instant Deposit Options' });
  await instant.getByRole('button', { name: 'Credit Card', exact: true }).click();
  await expect(dialog.getByRole('heading', { name: 'Deposit with Credit Card' })).toBeVisible();

  const amount = dialog.getByRole('textbox', { name: 'Amount', exact: true });
  await expect(amount).toHaveValue('');
  await expect(dialog.getByText('Minimum deposit of: $1.00')).toBeVisible();
  await expect(dialog.getByText(/^Amount: \$/)).toHaveCount(0);
  for (const [typed, message] of [
    ['abc', 'Amount must be a number'],
    ['1e2', 'Amount must be a number'],
    ['10.555', 'Please enter up to two decimals'],
  ]) {
    await amount.fill(typed);
    await dialog.getByRole('button', { name: 'Next' }).click();
    await expect(dialog.getByText(message)).toBeVisible();
    await expect(amount).toHaveValue(typed);
    await expect(dialog.getByLabel('Card number')).toHaveCount(0);
  }
  await expectNoSeriousA11yViolations(page);
  expect(created).toEqual([]);

  await amount.fill('25');
  await dialog.getByRole('button', { name: 'Next' }).click();
  await expect(dialog.getByText('Amount: $25.00')).toBeVisible();
  await fillCard(dialog, '4000000000003220');
  await dialog.getByRole('button', { name: 'Deposit', exact: true }).click();

  const instruction = dialog.getByText(
    '3-D Secure: confirm this payment with your bank (sandbox).',
  );
  await expect(instruction).toBeVisible();
  const colours = await instruction.evaluate((element) => ({
    own: getComputedStyle(element).color,
    text: getComputedStyle(element.closest('[role="dialog"]')!).color,
  }));
  expect(colours.own).toBe(colours.text);
  const waiting = dialog.getByRole('button', { name: 'Waiting for you to confirm with your bank' });
  await expect(waiting).toBeDisabled();
  await expect(waiting).not.toHaveAttribute('aria-busy', 'true');
  await expectNoSeriousA11yViolations(page);
  await dialog.getByRole('button', { name: 'Pass 3-D Secure' }).click();

  await expect(dialog.getByRole('heading', { name: 'Deposit Successful' })).toBeVisible();
  expect(created).toHaveLength(1);
  expect(await player.balance()).toBe(2_500);
});
