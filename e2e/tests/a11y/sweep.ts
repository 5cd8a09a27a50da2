// One check of the sweep: bring the page to a page, modal or state of the lists, wait until it has
// loaded, and check it with axe (support/a11y.ts checkA11y).
import { expect, test, type Page } from '@playwright/test';
import { checkA11y } from '../support/a11y';
import { visit } from '../support/a11yNavigation';
import type { SweptModal } from './sweptModals';
import type { SweptPage } from './sweptPages';
import type { SweptState } from './sweptStates';

/** No loader left on the page or in an open dialog. */
async function expectLoaded(page: Page) {
  await expect(page.getByRole('main').getByRole('status')).toHaveCount(0);
  await expect(page.getByRole('dialog').getByRole('status')).toHaveCount(0);
}

export async function sweepPage(page: Page, swept: SweptPage, where: string) {
  await visit(page, swept.url);
  await expect(swept.ready(page), swept.url).toBeVisible();
  await expectLoaded(page);
  await checkA11y(page, where);
}

export async function sweepModal(page: Page, modal: SweptModal, where: string) {
  const url = `/betting?modal=${modal.name}${modal.query ?? ''}`;
  await visit(page, url);
  const dialog = page.getByRole('dialog', { name: modal.title, exact: true });
  await expect(dialog, url).toBeVisible();
  await expect(dialog.getByRole('button').last()).toBeVisible();
  await expectLoaded(page);
  await checkA11y(page, where);
}

/** Reaches the state, checks it and leaves it, as a step of the test's report. */
export async function sweepState(page: Page, state: SweptState, where: string) {
  await test.step(state.name, async () => {
    await state.reach(page);
    await expectLoaded(page);
    await checkA11y(page, where);
    await state.leave?.(page);
  });
}
