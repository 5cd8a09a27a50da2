import { Type, type Static } from 'typebox';
import { replies } from '../common/replies.js';

/** POST /deposit/zepto/register: the player's PayID. */
export const PayIdResponse = Type.Object({ data: Type.Object({ payid: Type.String() }) });
export type PayIdResponse = Static<typeof PayIdResponse>;

export const payIdRoute = { response: replies(PayIdResponse) };
