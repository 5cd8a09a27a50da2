// Issue 27, the US deposit: the help line gives the brand's support phone and e-mail (brand data)
// and leads to Customer Service on Live Chat; the quick-add row
// keeps apart from Next; while the location service does not answer, the deposit says at once what
// it waits for and how to fix it, and nothing reaches the server.
import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../../support/auth';
import { openDeposit } from '../../support/deposits';
import { nextLocationOutcome } from '../../location/simulator';
import { signInUsDepositor } from './signInUsDepositor';

const WAITING =
  'Waiting for the location service app on your computer to confirm where you are. If this takes more than a few seconds, open the location service app, allow it to use your location and keep it running.';

test('the help line gives the brand support phone, e-mail and Live Chat; the quick-add row keeps apart from Next', async ({
  page,
}) => {
  await signInUsDepositor(page);
  const dialog = await openDeposit(page);
  await expect(dialog.getByRole('heading', { name: 'Deposit', exact: true })).toHaveCount(1);
  const quickAdds = await dialog.getByRole('group', { name: 'Add to the amount' }).boundingBox();
  const next = await dialog.getByRole('button', { name: 'Next' }).boundingBox();
  expect(next!.y - (quickAdds!.y + quickAdds!.height)).toBeGreaterThanOrEqual(12);

  await expect(dialog.getByRole('link', { name: '1300 555 010' })).toHaveAttribute(
    'href',
    'tel:1300555010',
  );
  await expect(dialog.getByRole('link', { name: 'support@portal.test' })).toHaveAttribute(
    'href',
    'mailto:support@portal.test',
  );
  const chat = dialog.getByRole('link', { name: 'Chat with our Customer Service on Live Chat' });
  await expectNoSeriousA11yViolations(page);
  await chat.click();
  await expect(page).toHaveURL(/\/betting\/#livechat$/);
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Live Chat' })).toBeVisible();
});

test('while the location service does not answer, the deposit says what it waits for; nothing is sent', async ({
  page,
}) => {
  const player = await signInUsDepositor(page);
  await nextLocationOutcome(page.request, player.id, { outcome: 'no_answer' });
  const depositCalls: string[] = [];
  page.on('request', (request) => {
    if (/\/deposit\/paysafe\//.test(request.url())) depositCalls.push(request.url());
  });
  const dialog = await openDeposit(page);
  await dialog.getByRole('button', { name: 'Next' }).click();
  await dialog.getByRole('radio', { name: 'Paypal' }).check();
  await dialog.getByRole('button', { name: 'Deposit', exact: true }).click();

  await expect(dialog.getByRole('status').filter({ hasText: WAITING })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  expect(depositCalls).toEqual([]);
  expect(await player.balance()).toBe(0);
});
