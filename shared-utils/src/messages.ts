// User-facing texts of shared-utils: the clients' texts of the contract's message catalogue, the
// one the API's errors come from too (@portal/contract/messages/client, bundled into this module).
export { messages, outageMessages } from '@portal/contract/messages/client';
