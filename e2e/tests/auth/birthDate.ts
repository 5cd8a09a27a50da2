// The date of birth as a player types it into the sign-up mask (spec 1 §5).
import { expect, type Locator } from '@playwright/test';

/**
 * Types a YYYY-MM-DD date digit by digit, day first (month first in the US), and checks the field
 * shows it as DD/MM/YYYY (MM/DD/YYYY).
 */
export async function typeBirthDate(field: Locator, isoDate: string, us = false): Promise<void> {
  const [year, month, day] = isoDate.split('-');
  const [first, second] = us ? [month, day] : [day, month];
  await field.pressSequentially(`${first}${second}${year}`);
  await expect(field).toHaveValue(`${first}/${second}/${year}`);
}
