// Each micro-frontend in turn with its bundle broken, missing (404) or throwing at mount: its slot
// shows the error with Retry, the rest of the site works, and once the bundle is fixed Retry (a
// missing bundle) or the next visit to its slot (a bundle that threw) mounts it in the same page.
import { expect, test, type Locator } from '@playwright/test';
import { breakBundle, type BundleFailure } from '../support/brokenBundles';
import { signIn } from '../support/players';
import { isSameDocument, markDocument } from '../support/sameDocument';
import { MICRO_FRONTENDS } from './microFrontends';

const FAILURES: BundleFailure[] = ['missing', 'throws at mount'];

/** The slot shows the error (a routed slot's or a modal's) with a Retry button. */
async function expectSlotError(slot: Locator): Promise<Locator> {
  const error = slot.getByRole('alert').filter({ hasText: 'could not be loaded' });
  await expect(error).toBeVisible();
  const retry = error.getByRole('button', { name: 'Retry' });
  await expect(retry).toBeVisible();
  return retry;
}

for (const mf of MICRO_FRONTENDS) {
  for (const failure of FAILURES) {
    test(`${mf.module} with its bundle ${failure}: its slot shows Retry, the rest works, and it mounts once fixed`, async ({
      page,
    }) => {
      if (mf.signedIn) await signIn(page);
      await breakBundle(page, mf.bundle, failure);
      await page.goto(mf.start);
      await markDocument(page);

      let retry = await expectSlotError(await mf.showSlot(page));
      await mf.othersWork(page);

      const recoverByVisit = failure === 'throws at mount' && mf.returnToSlot;
      if (!recoverByVisit && mf.returnToSlot) {
        // Still broken: coming back shows the error again rather than a blank slot.
        retry = await expectSlotError(await mf.returnToSlot(page));
      }
      await page.unroute(mf.bundle);
      if (recoverByVisit) await mf.returnToSlot?.(page);
      else await retry.click();

      await expect(mf.mounted(page)).toBeVisible();
      await expect(page.getByRole('alert').filter({ hasText: 'could not be loaded' })).toHaveCount(
        0,
      );
      expect(await isSameDocument(page)).toBe(true);
    });
  }
}
