import { Type, type Static } from 'typebox';
import { StringEnum } from '../common/keywords.js';
import { replies } from '../common/replies.js';
import { VerificationToken } from './verification.js';

/** What the sandbox widget lets the player choose as the outcome of a session. */
export const SANDBOX_IDENTITY_OUTCOMES = [
  'VERIFIED',
  'VERIFIED_WITH_CHANGES',
  'FAIL',
  'PENDING',
  'CANCELLED',
] as const;

export const SandboxIdentityParams = Type.Object({ verification_token: VerificationToken });
export type SandboxIdentityParams = Static<typeof SandboxIdentityParams>;

export const SandboxIdentityBody = Type.Object({
  outcome: StringEnum(SANDBOX_IDENTITY_OUTCOMES, 'Outcome'),
});
export type SandboxIdentityBody = Static<typeof SandboxIdentityBody>;

export const SandboxIdentityResponse = Type.Object({
  status: Type.Literal('success'),
  data: SandboxIdentityBody,
});
export type SandboxIdentityResponse = Static<typeof SandboxIdentityResponse>;

/** POST /sandbox/identity/{verification_token}/outcome (identity sandbox only). */
export const sandboxIdentityRoute = {
  params: SandboxIdentityParams,
  body: SandboxIdentityBody,
  response: replies(SandboxIdentityResponse),
};
