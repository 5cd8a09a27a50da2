// Cash in-store (spec 2 §4 Cash code): a code is generated and shown with its QR code; an open code
// is viewed and cancelled (YES), and the server no longer lists it as pending.
import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/auth';
import { addDepositMethod, openDeposit, signInNewAuPlayer } from '../support/deposits';

interface CashCode {
  id: number;
  code: string;
  amount: number;
}

/** Generate on Home; the code the server answered with. */
async function generate(page: Page): Promise<CashCode> {
  const answered = page.waitForResponse(
    (response) =>
      response.url().endsWith('/deposit/blueshyft/code') && response.request().method() === 'POST',
  );
  await page.getByRole('dialog').getByRole('button', { name: 'Generate' }).click();
  const response = await answered;
  expect(response.status()).toBe(200);
  return (await response.json()).data;
}

test('a cash code is generated with its QR code, and an open code is cancelled with YES', async ({
  page,
}) => {
  const player = await signInNewAuPlayer(page, test.info());
  const pending = async () => {
    const response = await page.request.get(`${player.api}/deposit/blueshyft/pending_code`, {
      headers: player.headers,
    });
    expect(response.ok()).toBe(true);
    return ((await response.json()).data as CashCode[]).map(({ id, code, amount }) => ({
      id,
      code,
      amount,
    }));
  };
  const dialog = await openDeposit(page);
  await addDepositMethod(dialog, 'Cash In-store');
  await dialog.getByRole('textbox', { name: 'Amount', exact: true }).fill('20');

  const first = await generate(page);
  await expect(dialog.getByRole('heading', { name: 'Pay with Cash' })).toBeVisible();
  expect(first).toMatchObject({ code: expect.stringMatching(/^\d{16}$/), amount: 2000 });
  await expect(
    dialog.getByRole('img', { name: `QR code for cash code ${first.code}` }),
  ).toBeVisible();
  const codes = dialog.getByRole('region', { name: 'Your cash codes' });
  await expect(codes.getByRole('figure')).toContainText(first.code);
  await expect(codes.getByRole('button', { name: `View ${first.code}` })).toHaveAttribute(
    'aria-expanded',
    'true',
  );
  await expectNoSeriousA11yViolations(page);
  expect(await pending()).toEqual([{ id: first.id, code: first.code, amount: 2000 }]);

  // A second code: listed first and shown; the first is still open, with View and Cancel.
  await dialog.getByRole('button', { name: 'Back to Deposit' }).click();
  await dialog.getByRole('textbox', { name: 'Amount', exact: true }).fill('30');
  const second = await generate(page);
  await expect(
    dialog.getByRole('img', { name: `QR code for cash code ${second.code}` }),
  ).toBeVisible();
  await codes.getByRole('button', { name: `View ${first.code}` }).click();
  await expect(
    codes.getByRole('img', { name: `QR code for cash code ${first.code}` }),
  ).toBeVisible();

  await codes.getByRole('button', { name: `Cancel ${first.code}` }).click();
  const confirm = codes.getByRole('alertdialog');
  await expect(confirm).toContainText(first.code);
  await expectNoSeriousA11yViolations(page);
  await confirm.getByRole('button', { name: 'YES' }).click();

  await expect(codes.getByRole('button', { name: `Cancel ${first.code}` })).toHaveCount(0);
  await expect(codes.getByText(first.code)).toHaveCount(0);
  expect(await pending()).toEqual([{ id: second.id, code: second.code, amount: 3000 }]);
  expect(await player.balance()).toBe(0);
});
