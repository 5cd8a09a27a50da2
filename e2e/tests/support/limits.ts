// The Limits page and the server's view of a player's limits, for the limits browser tests.
import type { Page } from '@playwright/test';
import type { DepositPlayer } from './deposits';
import { confirmDialog } from './responsibleGambling';

interface ServerLimits {
  limits: { type: { id: number }; duration: { name: string }; limit: number }[];
  limit_requests: {
    limit: number | null;
    created_at: string;
    activate_at: string;
    confirm_by: string;
    awaiting_confirmation: boolean;
  }[];
}

/** Asks for a daily deposit limit of `dollars` through the Deposit Limits tab and its dialog. */
export async function askDailyDepositLimit(page: Page, dollars: string) {
  const panel = page.getByRole('tabpanel', { name: 'Deposit Limits' });
  await panel.getByLabel('Duration').selectOption({ label: 'Daily' });
  await panel.getByRole('textbox', { name: 'Amount' }).fill(dollars);
  await panel.getByRole('button', { name: 'Set Deposit limit' }).click();
  await confirmDialog(page, 'Set Deposit limit');
}

/** The server's daily deposit limit in force, and the player's pending changes. */
export async function dailyDeposit(player: DepositPlayer) {
  const { limits, limit_requests } = (await player.serverUser('limits')) as unknown as ServerLimits;
  return {
    inForce: limits.filter((l) => l.type.id === 1 && l.duration.name === 'Daily'),
    pending: limit_requests,
  };
}
