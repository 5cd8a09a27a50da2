// Issue 10: the profile form, email and mobile verification, against portal-api.
import { expect, test, type Locator } from '@playwright/test';
import {
  expectNoSeriousA11yViolations,
  latestEmailLink,
  latestSmsCode,
  uniquePlayer,
} from '../support/auth';
import { DEMO_AU, signIn } from '../support/players';
import { viewport, WIDTHS } from '../support/shell';
import { signInNewPlayer } from './profilePlayer';

type Box = { x: number; y: number; width: number; height: number };

async function box(locator: Locator): Promise<Box> {
  await expect(locator).toBeVisible();
  return (await locator.boundingBox())!;
}

const boxes = (locators: Locator[]) => Promise.all(locators.map(box));

for (const width of WIDTHS) {
  test.describe(`profile at ${width} px`, () => {
    test.use({ viewport: viewport(width) });

    test('an unverified player edits email and phone; only changed fields reach the server', async ({
      page,
    }, testInfo) => {
      const player = await signInNewPlayer(page, testInfo, {
        first_name: 'Pia',
        last_name: 'Form',
      });
      const sent: unknown[] = [];
      page.on('request', (request) => {
        if (request.method() === 'POST' && request.url().includes('/users/current')) {
          sent.push(request.postDataJSON());
        }
      });
      await page.goto('/account/profile');
      const form = page.getByRole('form', { name: 'Personal details' });
      await expect(form.getByLabel('First Name')).toHaveValue('Pia');
      await expect(form.getByLabel('First Name')).toHaveAttribute('readonly', '');
      await expect(form.getByLabel('Date of Birth')).toHaveAttribute('readonly', '');
      await expect(form.getByLabel('Date of Birth')).toHaveValue('Fri 12 Apr 1991');
      await expect(form.getByLabel('Country')).toHaveValue('Australia');

      await form.getByLabel('Mobile Number').fill('0412');
      await form.getByRole('button', { name: 'Update Profile' }).click();
      await expect(form.getByText('Mobile Number must be at least 9 characters')).toBeVisible();
      expect(sent).toEqual([]);
      await expectNoSeriousA11yViolations(page, 'main');

      const { email } = uniquePlayer('edited');
      await form.getByLabel('Mobile Number').fill('0498 111 222');
      await form.getByLabel('Email').fill(email);
      await form.getByRole('button', { name: 'Update Profile' }).click();
      await expect(page.getByText('Your Profile has been updated!')).toBeVisible();
      expect(sent).toEqual([{ email, phone: '0498111222' }]);
      const user = await player.serverUser();
      expect(user).toMatchObject({ email, phone: '0498111222', first_name: 'Pia' });

      await form.getByLabel('Mobile Number').fill('0498 333 444');
      await form.getByRole('button', { name: 'Update Profile' }).click();
      await expect(page.getByText('Your Profile has been updated!')).toHaveCount(2);
      expect(sent[1]).toEqual({ phone: '0498333444' });
    });

    test('each verification status sits under its own field; Update Profile waits for a change', async ({
      page,
    }, testInfo) => {
      await signInNewPlayer(page, testInfo);
      await page.goto('/account/profile');
      const form = page.getByRole('form', { name: 'Personal details' });
      const update = form.getByRole('button', { name: 'Update Profile' });
      await expect(update).toBeDisabled();
      const [email, emailStatus, mobileLabel, mobile, mobileStatus] = await boxes([
        form.getByLabel('Email'),
        form.getByText('Not verified').first(),
        form.locator('label', { hasText: 'Mobile Number' }),
        form.getByLabel('Mobile Number'),
        form.getByText('Not verified').last(),
      ]);
      // Each status is under its own field, nearer to it than to the next field's label.
      const below = (upper: Box, lower: Box) => lower.y - (upper.y + upper.height);
      expect(below(email, emailStatus)).toBeGreaterThanOrEqual(0);
      expect(below(email, emailStatus)).toBeLessThan(below(emailStatus, mobileLabel));
      expect(below(mobile, mobileStatus)).toBeGreaterThanOrEqual(0);
      expect(below(mobile, mobileStatus)).toBeLessThan(below(mobileStatus, await box(update)));
      await page.screenshot({ path: testInfo.outputPath(`profile-unverified-${width}.png`) });

      await form.getByLabel('Mobile Number').fill('0412 345 678');
      await expect(update).toBeDisabled();
      await form.getByLabel('Mobile Number').fill('0412 345 679');
      await expect(update).toBeEnabled();
    });

    test('with email and mobile verified there is nothing to update', async ({
      page,
    }, testInfo) => {
      await signIn(page, DEMO_AU);
      await page.goto('/account/profile');
      const form = page.getByRole('form', { name: 'Personal details' });
      await expect(form.getByLabel('Email')).toHaveAttribute('readonly', '');
      await expect(form.getByLabel('Mobile Number')).toHaveAttribute('readonly', '');
      await expect(form.getByText('Verified', { exact: true })).toHaveCount(2);
      await expect(form.getByRole('button', { name: 'Update Profile' })).toHaveCount(0);
      await page.screenshot({ path: testInfo.outputPath(`profile-verified-${width}.png`) });
    });

    test('the server refuses an email another player has, under the field', async ({
      page,
    }, testInfo) => {
      const other = await signInNewPlayer(page, testInfo);
      const player = await signInNewPlayer(page, testInfo);
      await page.goto('/account/profile');
      const form = page.getByRole('form', { name: 'Personal details' });
      await form.getByLabel('Email').fill(other.email);
      await form.getByRole('button', { name: 'Update Profile' }).click();
      await expect(form.getByLabel('Email')).toHaveAccessibleDescription(/already/i);
      expect((await player.serverUser()).email).toBe(player.email);
    });
  });
}

test('the mobile is verified with the code the sandbox texted, then locked', async ({
  page,
}, testInfo) => {
  const player = await signInNewPlayer(page, testInfo);
  await page.goto('/account/profile');
  const form = page.getByRole('form', { name: 'Personal details' });
  const codeSent = page
    .getByRole('region', { name: 'Notifications' })
    .getByText('Please check your mobile for the code.');
  await form.getByRole('button', { name: 'Verify mobile' }).click();
  await expect(codeSent).toBeVisible();
  const codeForm = page.getByRole('form', { name: 'Verification code' });
  await expect(codeForm.getByLabel('Verification code')).toBeFocused();
  await codeForm.getByRole('button', { name: 'Submit code' }).click();
  await expect(codeForm.getByText('Please enter a code first.')).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'main');

  // The first code's toast closes by itself, so the toast that comes next is the new code's.
  await expect(codeSent).toHaveCount(0);
  await codeForm.getByRole('button', { name: 'Request a new code' }).click();
  await expect(codeSent).toBeVisible();
  const code = await latestSmsCode(page.request, player.api, '+61412345678');
  await codeForm.getByLabel('Verification code').fill(code);
  await codeForm.getByRole('button', { name: 'Submit code' }).click();
  await expect(page.getByText('Your mobile number is verified')).toBeVisible();
  await expect(codeForm).toHaveCount(0);
  await expect(form.getByLabel('Mobile Number')).toHaveAttribute('readonly', '');
  expect((await player.serverUser()).phone_verified).toBe(true);
});

test('the email link verifies the address and the profile says so', async ({ page }, testInfo) => {
  const player = await signInNewPlayer(page, testInfo);
  await page.goto('/account/profile');
  const form = page.getByRole('form', { name: 'Personal details' });
  await form.getByRole('button', { name: 'Verify email' }).click();
  await expect(page.getByText('Please check your email for further instructions.')).toBeVisible();

  await page.goto(await latestEmailLink(page.request, player.api, player.email));
  await expect(page.getByText('Your email address is verified')).toBeVisible();
  await expect(page).toHaveURL(/\/account\/profile$/);
  await expect(form.getByLabel('Email')).toHaveAttribute('readonly', '');
  expect((await player.serverUser()).email_verified).toBe(true);
});

test('Change Password opens from the profile and changes it on the server', async ({
  page,
}, testInfo) => {
  const player = await signInNewPlayer(page, testInfo);
  await page.goto('/account/profile');
  await page.getByRole('button', { name: 'Change Password' }).click();
  const dialog = page.getByRole('dialog', { name: 'Change Password' });
  await expect(dialog).toBeVisible();
  await expect(page).toHaveURL(/\/account\/profile\?modal=update-password$/);
  await dialog.getByLabel('Current Password').fill('Secret123');
  await dialog.getByLabel('New Password', { exact: true }).fill('Changed789');
  await dialog.getByLabel('Confirm New Password').fill('Changed789');
  await dialog.getByRole('button', { name: 'Update Password' }).click();
  await expect(page.getByText('Your password has been updated!')).toBeVisible();
  const login = await page.request.post(`${player.api}/auth`, {
    data: { email: player.email, password: 'Changed789', recaptcha_token: 'e2e', platform: 'web' },
  });
  expect(login.ok()).toBe(true);
});
