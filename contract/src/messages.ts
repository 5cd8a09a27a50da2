// The one message catalogue: every text the API sends and every text the clients show, each under
// the key its side reads. The clients' texts are a module of their own (./messages/client.ts, the
// export @portal/contract/messages/client) that a browser build takes without the API's
// (./messages/server.ts). Texts quoted by the specs are verbatim.
import { messages as clientMessages } from './messages/client.js';
import { serverMessages } from './messages/server.js';

export const messages = { ...clientMessages, ...serverMessages };
