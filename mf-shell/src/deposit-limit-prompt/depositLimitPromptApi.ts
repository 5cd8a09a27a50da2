import type { DepositLimitPrompt, DepositLimitPromptAnswer } from '@portal/contract';
import { apiGet, apiPost } from '@portal/shared-utils';

const PATH = '/users/deposit-limit-prompt';

/** GET /users/deposit-limit-prompt: whether the player is to be asked now. */
export async function readDepositLimitPrompt(): Promise<DepositLimitPrompt> {
  return (await apiGet<{ data: DepositLimitPrompt }>(PATH)).data.data;
}

/** POST /users/deposit-limit-prompt: the player's answer, kept by the server. */
export async function answerDepositLimitPrompt(answer: DepositLimitPromptAnswer): Promise<void> {
  await apiPost(PATH, { answer });
}
