import { MessageResponse, SuccessResponse } from '../common/status.js';
import { replies } from '../common/replies.js';

/**
 * POST /users/password/request `{email}` and POST /users/password: a reset `{email, token,
 * new_password, new_confirm_password}` or a change `{password, new_password,
 * new_confirm_password}`. The bodies are checked by the password rules (spec 1 §5), in order.
 */
export const passwordResetRequestRoute = { response: replies(MessageResponse) };
export const passwordRoute = { response: replies(SuccessResponse) };
