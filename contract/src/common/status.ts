import { Type, type Static } from 'typebox';

/** `{status: 'success'}`: a call that changes something and has nothing else to say. */
export const SuccessResponse = Type.Object({ status: Type.Literal('success') });
export type SuccessResponse = Static<typeof SuccessResponse>;

/** `{data: {message}}`: a call that answers with a message to show. */
export const MessageResponse = Type.Object({ data: Type.Object({ message: Type.String() }) });
export type MessageResponse = Static<typeof MessageResponse>;
