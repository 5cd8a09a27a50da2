import { Type, type Static } from 'typebox';
import { StringEnum } from '../common/keywords.js';
import { Nullable } from '../common/nullable.js';
import { replies } from '../common/replies.js';

/** What the player says when asked again: they will set a limit, or not now. */
export const DepositLimitPromptAnswer = StringEnum(['set', 'not_now'], 'Answer');
export type DepositLimitPromptAnswer = Static<typeof DepositLimitPromptAnswer>;

/**
 * GET /users/deposit-limit-prompt: whether to ask the player now to set a deposit limit (in
 * Australia, a year after the last answer, while they have none), and their latest answer
 * (`declined` is No limit at sign-up).
 */
export const DepositLimitPrompt = Type.Object({
  due: Type.Boolean(),
  last_answer: Nullable(
    Type.Union([Type.Literal('set'), Type.Literal('declined'), Type.Literal('not_now')]),
  ),
  last_answered_at: Nullable(Type.String()),
});
export type DepositLimitPrompt = Static<typeof DepositLimitPrompt>;

export const DepositLimitPromptBody = Type.Object({ answer: DepositLimitPromptAnswer });

export const depositLimitPromptRoute = {
  response: replies(Type.Object({ data: DepositLimitPrompt })),
};
export const depositLimitPromptAnswerRoute = {
  body: DepositLimitPromptBody,
  response: replies(Type.Object({ data: DepositLimitPrompt })),
};
