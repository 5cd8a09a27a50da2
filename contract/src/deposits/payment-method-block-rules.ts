// The payment method blocks' rule a browser build reads at run time: no schema library here, so that
// a client importing it (the export @portal/contract/deposits/block-rules) does not bundle TypeBox.

/** How long an unblock the player asks for waits before the method can be used again. */
export const UNBLOCK_WAIT_HOURS = 24;
