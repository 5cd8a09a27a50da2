// The code a text message carried, read from the topology's SMS sandbox (its development route is
// off, as in production).
import { expect } from '@playwright/test';
import type { TopologyProcess } from './topologyProcess';

/** Runs `send`, then returns the code of the text it sent to `mobile` (+61…). */
export async function codeTextedBy(
  topology: TopologyProcess,
  mobile: string,
  send: () => Promise<unknown>,
): Promise<string> {
  const before = (await topology.sandboxMessages(mobile)).length;
  await send();
  let code: string | undefined;
  await expect
    .poll(async () => {
      const messages = await topology.sandboxMessages(mobile);
      code = messages.length > before ? messages[0].code : undefined;
      return code;
    }, `a text with a code to ${mobile}`)
    .toBeTruthy();
  return code as string;
}
